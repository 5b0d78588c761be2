import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * A connected store (shared/domain/stores/store-connection.ts), ACC#<accountId> / STORE#<storeId>: the
 * connection the Stores page lists. In a file of its own so a function that only notes a store's last
 * error (the order-landing worker) bundles none of the credentials, shop claims or OAuth states.
 */
export const StoreConnectionEntity = new Entity({
  model: { entity: 'storeConnection', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    storeId: { type: 'string', required: true, readOnly: true },
    platform: { type: 'string', required: true, readOnly: true },
    shop: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    status: { type: 'string', required: true },
    scopes: { type: 'list', items: { type: 'string' }, required: true },
    apiBaseUrl: { type: 'string', required: true },
    connectedAt: { type: 'string', required: true },
    disconnectedAt: { type: 'string' },
    lastEventAt: { type: 'string' },
    lastEventTopic: { type: 'string' },
    lastError: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['storeId'], template: 'STORE#${storeId}' },
    },
  },
});
