import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME } from '#lib/db/common';
import { catalogEntryAttributes, catalogEntryIndexes, searchTextAttribute } from './catalog-entry.factory';

/**
 * Customer: name, email, phone, address, company.
 * Primary: ACC#<accountId> / CUSTOMER#<customerId>.
 * gsi2: ACC#<accountId>#CUSTOMER / <sortName>#<customerId> — list by name and search on name/email.
 * Email uniqueness (and lookup by email for bulk upsert) is a UniqueValue item.
 */
export const CustomerEntity = new Entity({
  model: { entity: 'customer', version: '1', service: SERVICE_NAME },
  attributes: {
    ...catalogEntryAttributes('customerId'),
    ...searchTextAttribute,
    name: { type: 'string', required: true },
    email: { type: 'string', default: '' },
    phone: { type: 'string', default: '' },
    company: { type: 'string', default: '' },
    /** { address1, address2, city, state, country, zip, residential } or null. */
    address: { type: 'any' },
    /** The store's updated time of the version last synced by webhook. */
    platformUpdatedAt: { type: 'string' },
  },
  indexes: catalogEntryIndexes('customerId', 'CUSTOMER'),
});
