import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/** ACC#<accountId> / ZONEMAP#<mappingId>: one zone mapping, its position (first match wins), fields and version. */
export const ZoneMappingEntity = new Entity({
  model: { entity: 'zoneMapping', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    mappingId: { type: 'string', required: true, readOnly: true },
    position: { type: 'number', required: true },
    version: { type: 'number', required: true },
    /** The merchant's fields (name, zipcodes, states, carriers, services, shops). */
    mapping: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['mappingId'], template: 'ZONEMAP#${mappingId}' },
    },
  },
});
