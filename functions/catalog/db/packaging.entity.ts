import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME } from '#lib/db/common';
import { catalogEntryAttributes, catalogEntryIndexes, searchTextAttribute } from './catalog-entry.factory';

/**
 * Packaging (orders §3): liners (material, thickness), coolants, other.
 * Primary: ACC#<accountId> / PACKAGING#<packagingId>.
 * gsi2: ACC#<accountId>#PACKAGING / <sortName>#<packagingId> — list by title and search.
 */
export const PackagingEntity = new Entity({
  model: { entity: 'packaging', version: '1', service: SERVICE_NAME },
  attributes: {
    ...catalogEntryAttributes('packagingId'),
    ...searchTextAttribute,
    packagingType: { type: ['liner', 'coolant', 'other'] as const, required: true },
    title: { type: 'string', required: true },
    sku: { type: 'string', required: true },
    priceCents: { type: 'number', required: true },
    material: { type: 'string' },
    thickness: { type: 'string' },
    dimensions: { type: 'any', required: true },
  },
  indexes: catalogEntryIndexes('packagingId', 'PACKAGING'),
});
