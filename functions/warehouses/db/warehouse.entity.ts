import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/** Warehouse / address-book entry (orders §3). ACC#<accountId> / WAREHOUSE#<warehouseId>. */
export const WarehouseEntity = new Entity({
  model: { entity: 'warehouse', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    warehouseId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    formattedAddress: { type: 'string', required: true },
    pickUpNotes: { type: 'string', default: '' },
    address: {
      type: 'map',
      required: true,
      properties: {
        residential: { type: 'boolean', required: true },
        isActive: { type: 'boolean', required: true },
        isValid: { type: 'boolean', required: true },
        companyName: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string', required: true },
        street1: { type: 'string', required: true },
        street2: { type: 'string' },
        street3: { type: 'string' },
        city: { type: 'string', required: true },
        state: { type: 'string', required: true },
        country: { type: 'string', required: true },
        zipCode: { type: 'string', required: true },
        zipCodeSuffix: { type: 'string' },
        fullZipCode: { type: 'string', required: true },
      },
    },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['warehouseId'], template: 'WAREHOUSE#${warehouseId}' },
    },
  },
});
