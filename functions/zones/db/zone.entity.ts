import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * Zones and zone mappings (shared/domain/zones):
 *
 * ACC#<accountId> / ZONE#<zoneId>          one zone: zone name, countries, regions, version
 * ACC#<accountId> / ZONEMAP#<mappingId>    one zone mapping (zone-mapping.entity.ts, its own module: the rate shop
 *                                          reads it without bundling the others)
 * ACC#<accountId> / ZONECOUNTS             how many of each the account holds (the caps guard it)
 */
export const ZoneEntity = new Entity({
  model: { entity: 'zone', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    zoneId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true },
    /** The merchant's fields (zone, countries, regions). */
    zone: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['zoneId'], template: 'ZONE#${zoneId}' },
    },
  },
});

export const ZoneCounterEntity = new Entity({
  model: { entity: 'zoneCounter', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    zones: { type: 'number' },
    mappings: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'ZONECOUNTS' },
    },
  },
});
