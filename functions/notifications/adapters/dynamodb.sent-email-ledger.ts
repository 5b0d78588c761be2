import type { SentEmailLedger } from '#domain/notifications/ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { SentEmailEntity } from '../db/notification-template.entity';
import { onTable } from '#lib/db/table';

/** How long a delivery holds its claim: under the emails queue's 60 s visibility, above a send's few seconds. */
export const SEND_LEASE_MS = 45_000;

export const dynamoSentEmailLedger: SentEmailLedger = {
  async claim(accountId, emailKey, now) {
    const entity = onTable(SentEmailEntity);
    const at = now.getTime();
    try {
      await entity
        .put({ accountId, emailKey, state: 'sending', leaseUntil: at + SEND_LEASE_MS })
        .where(
          (attr, { notExists, eq, lt }) =>
            `${notExists(attr.state)} OR (${eq(attr.state, 'sending')} AND ${lt(attr.leaseUntil, at)})`,
        )
        .go();
      return 'claimed';
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const { data } = await entity.get({ accountId, emailKey }).go({ consistent: true });
      return data?.state === 'sent' ? 'sent' : 'busy';
    }
  },

  async markSent(accountId, emailKey, sent) {
    await onTable(SentEmailEntity)
      .patch({ accountId, emailKey })
      .set({
        state: 'sent',
        to: sent.to,
        sentAt: sent.at.toISOString(),
        ...(sent.messageId ? { messageId: sent.messageId } : {}),
      })
      .go();
  },

  async release(accountId, emailKey) {
    try {
      await onTable(SentEmailEntity)
        .delete({ accountId, emailKey })
        .where((attr, { eq }) => eq(attr.state, 'sending'))
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  },
};
