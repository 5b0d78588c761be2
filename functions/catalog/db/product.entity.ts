import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

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
    accountId: { type: 'string', required: true, readOnly: true },
    productId: { type: 'string', required: true, readOnly: true },
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
    searchText: { type: 'string', required: true },
    sortName: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['productId'], template: 'PRODUCT#${productId}' },
    },
    byTitle: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#PRODUCT' },
      sk: {
        field: 'gsi2sk',
        casing: 'none',
        composite: ['sortName', 'productId'],
        template: '${sortName}#${productId}',
      },
    },
  },
});
