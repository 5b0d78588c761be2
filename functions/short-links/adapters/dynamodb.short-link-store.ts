import type { ShortLinkRecord, ShortLinkStore } from '#domain/short-links/ports';
import { conditionHeld } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { ShortLinkEntity } from '../db/short-link.entity';

/** Short links in the single table: `create` is ElectroDB's create, conditioned on the code's item not existing. */
export const dynamoShortLinkStore: ShortLinkStore = {
  async create(link) {
    return conditionHeld(() => onTable(ShortLinkEntity).create(link).go());
  },

  async get(code) {
    const { data } = await onTable(ShortLinkEntity).get({ code }).go();
    if (!data) return undefined;
    const { accountId, subDomain, trackingCode, createdAt, expiresAt } = data;
    return { code, accountId, subDomain, trackingCode, createdAt, expiresAt } satisfies ShortLinkRecord;
  },
};
