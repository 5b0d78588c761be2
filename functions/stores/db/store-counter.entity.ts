import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * ACC#<accountId> / STORECOUNT: how many of the account's stores count against the plan's store limit
 * (every store not disconnected). Written in the connect and disconnect transactions with a condition, so
 * concurrent connects at the limit cannot both pass. Absent until the account's first connect after it
 * existed: that connect seeds it from the stores themselves.
 */
export const StoreCounterEntity = new Entity({
  model: { entity: 'storeCounter', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    inUse: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'STORECOUNT' },
    },
  },
});
