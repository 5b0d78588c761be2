import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME } from '#lib/db/common';
import { catalogEntryAttributes, catalogEntryIndexes, searchTextAttribute } from './catalog-entry.factory';

/**
 * Product (accounts §3) and kit (orders §3).
 * Primary: ACC#<accountId> / PRODUCT#<productId> — get by id.
 * gsi2: ACC#<accountId>#PRODUCT / <sortName>#<productId> — list by title and search (filter on
 * the normalized `searchText`, reading only the fields a result needs).
 * SKU uniqueness is held by a UniqueValue item (unique-value.entity.ts), written in the same transaction.
 */
export const ProductEntity = new Entity({
  model: { entity: 'product', version: '1', service: SERVICE_NAME },
  attributes: {
    ...catalogEntryAttributes('productId'),
    ...searchTextAttribute,
    title: { type: 'string', required: true },
    sku: { type: 'string', required: true },
    priceCents: { type: 'number', required: true },
    shop: { type: 'string', default: '' },
    /** { length, width, height, units, weight { value, units } } as validated by the Product form. */
    dimensions: { type: 'any', required: true },
    /** KitSnapshot or null. */
    kitting: { type: 'any' },
    isKit: { type: 'boolean', required: true },
    priceFromContents: { type: 'boolean', default: false },
    /** The store's updated time of the version last synced by webhook. */
    platformUpdatedAt: { type: 'string' },
  },
  indexes: catalogEntryIndexes('productId', 'PRODUCT'),
});
