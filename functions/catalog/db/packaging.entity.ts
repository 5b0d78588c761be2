import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * Packaging (orders §3): liners (material, thickness), coolants, other.
 * Primary: ACC#<accountId> / PACKAGING#<packagingId>.
 * gsi2: ACC#<accountId>#PACKAGING / <sortName>#<packagingId> — list by title and search.
 */
export const PackagingEntity = new Entity({
  model: { entity: 'packaging', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    packagingId: { type: 'string', required: true, readOnly: true },
    packagingType: { type: ['liner', 'coolant', 'other'] as const, required: true },
    title: { type: 'string', required: true },
    sku: { type: 'string', required: true },
    priceCents: { type: 'number', required: true },
    material: { type: 'string' },
    thickness: { type: 'string' },
    dimensions: { type: 'any', required: true },
    searchText: { type: 'string', required: true },
    sortName: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['packagingId'], template: 'PACKAGING#${packagingId}' },
    },
    byTitle: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#PACKAGING' },
      sk: {
        field: 'gsi2sk',
        casing: 'none',
        composite: ['sortName', 'packagingId'],
        template: '${sortName}#${packagingId}',
      },
    },
  },
});
