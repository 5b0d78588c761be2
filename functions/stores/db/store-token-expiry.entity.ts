import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * A store token that expires, filed under its expiry day: TOKENEXPIRY#<yyyy-mm-dd> / STORE#<accountId>#<storeId>.
 * Not led by an account: the refresh schedule reads a few days' partitions across every account instead of
 * walking them all. Written with the credentials; an entry whose store moved on (disconnected, another token) is
 * dropped by the schedule when it meets it.
 */
export const StoreTokenExpiryEntity = new Entity({
  model: { entity: 'storeTokenExpiry', version: '1', service: SERVICE_NAME },
  attributes: {
    day: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    storeId: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', casing: 'none', composite: ['day'], template: 'TOKENEXPIRY#${day}' },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['accountId', 'storeId'],
        template: 'STORE#${accountId}#${storeId}',
      },
    },
  },
});
