import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * Customer: name, email, phone, address, company.
 * Primary: ACC#<accountId> / CUSTOMER#<customerId>.
 * gsi2: ACC#<accountId>#CUSTOMER / <sortName>#<customerId> — list by name and search on name/email.
 * Email uniqueness (and lookup by email for bulk upsert) is a UniqueValue item.
 */
export const CustomerEntity = new Entity({
  model: { entity: 'customer', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', default: '' },
    phone: { type: 'string', default: '' },
    company: { type: 'string', default: '' },
    /** { address1, address2, city, state, country, zip, residential } or null. */
    address: { type: 'any' },
    /** The store's updated time of the version last synced by webhook. */
    platformUpdatedAt: { type: 'string' },
    searchText: { type: 'string', required: true },
    sortName: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['customerId'], template: 'CUSTOMER#${customerId}' },
    },
    byName: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#CUSTOMER' },
      sk: {
        field: 'gsi2sk',
        casing: 'none',
        composite: ['sortName', 'customerId'],
        template: '${sortName}#${customerId}',
      },
    },
  },
});
