import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * API keys (shared/domain/api-keys): only the SHA-256 of a secret is ever stored.
 *
 * ACC#<accountId> / APIKEY#<keyId>    the key the API page lists (name, prefix, hash, revokedAt, its store)
 * ACC#<accountId> / APIKEYS           how many active keys the account has (the cap's guard)
 * APIKEY#<sha256> / ACCOUNT           which account an active key belongs to; deleted on revoke
 */
export const ApiKeyEntity = new Entity({
  model: { entity: 'apiKey', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    keyId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    prefix: { type: 'string', required: true, readOnly: true },
    keyHash: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    /** The custom store the key writes into; absent on keys made before keys were bound (bound on first use). */
    storeId: { type: 'string' },
    lastUsedAt: { type: 'string' },
    revokedAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['keyId'], template: 'APIKEY#${keyId}' },
    },
  },
});

export const ApiKeyCounterEntity = new Entity({
  model: { entity: 'apiKeyCounter', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    active: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'APIKEYS' },
    },
  },
});

/**
 * A request carries only its key, never an account, so the key's hash is how its account is
 * found (like SHOP# and TRACKCODE#). Exists only while the key is active.
 */
export const ApiKeyLookupEntity = new Entity({
  model: { entity: 'apiKeyLookup', version: '1', service: SERVICE_NAME },
  attributes: {
    keyHash: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    keyId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    prefix: { type: 'string', required: true, readOnly: true },
    lastUsedAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', casing: 'none', composite: ['keyHash'], template: 'APIKEY#${keyHash}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'ACCOUNT' },
    },
  },
});
