import { Entity } from './electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from './common';

/**
 * The version item of a set an account's plan counts (ACC#<accountId> / <sortKey>): every member
 * added bumps it in the same transaction, guarded by the version read with the count, so two adds
 * at once cannot both pass the plan's limit. One shape for every counted set; `entity` names it.
 */
export function setVersionEntity(entity: string, sortKey: string) {
  return new Entity({
    model: { entity, version: '1', service: SERVICE_NAME },
    attributes: {
      accountId: { type: 'string', required: true, readOnly: true },
      version: { type: 'number', required: true },
      ...timestamps,
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
        sk: { field: 'sk', casing: 'none', composite: [], template: sortKey },
      },
    },
  });
}
