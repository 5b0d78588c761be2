import type { MagicLinkStore } from '#domain/auth/ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { MagicLinkEntity } from '../db/magic-link.entity';

/** TTL housekeeping runs late by design; an hour past validUntil is soon enough to forget a link. */
const TTL_GRACE_SECONDS = 3600;

export const dynamoMagicLinkStore: MagicLinkStore = {
  async save(link) {
    await onTable(MagicLinkEntity)
      .create({
        tokenHash: link.tokenHash,
        email: link.email,
        validUntil: link.validUntil,
        expiresAt: Math.ceil(Date.parse(link.validUntil) / 1000) + TTL_GRACE_SECONDS,
      })
      .go();
  },

  async consume(tokenHash) {
    try {
      const { data } = await onTable(MagicLinkEntity)
        .delete({ tokenHash })
        .where((attr, { exists }) => exists(attr.tokenHash))
        .go({ response: 'all_old' });
      if (!data) return undefined;
      return { tokenHash: data.tokenHash, email: data.email, validUntil: data.validUntil };
    } catch (err) {
      if (isConditionFailure(err)) return undefined;
      throw err;
    }
  },
};
