import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

export { StoreConnectionEntity } from './store-connection.entity';

/**
 * Connected stores (shared/domain/stores/store-connection.ts).
 *
 * ACC#<accountId> / STORE#<storeId>          the connection the Stores page lists (store-connection.entity.ts)
 * ACC#<accountId> / STORE#<storeId>#SECRET   its credentials, read only by adapters
 * SHOP#<platform>#<shop> / ACCOUNT          which account a platform's shop belongs to
 * OAUTHSTATE#<state> / STATE                 a connection in progress (single use, TTL; oauth-state.entity.ts)
 */
export const StoreCredentialsEntity = new Entity({
  model: { entity: 'storeCredentials', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    storeId: { type: 'string', required: true, readOnly: true },
    /**
     * StoreCredentials sealed (#lib/crypto/data-keys: the encrypted data key, nonce, tag and ciphertext), never
     * plaintext and never in a route's answer.
     */
    credentials: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byStore: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['storeId'], template: 'STORE#${storeId}#SECRET' },
    },
  },
});

/**
 * The one account a platform's shop belongs to. Not led by an account: a webhook names only its
 * shop, so this is how its merchant is found (like SUBDOMAIN# and TRACKCODE#). Created with a
 * not-exists condition in the connect transaction, deleted only by its owner.
 */
export const StoreShopClaimEntity = new Entity({
  model: { entity: 'storeShopClaim', version: '1', service: SERVICE_NAME },
  attributes: {
    platform: { type: 'string', required: true, readOnly: true },
    shop: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true },
    storeId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byShop: {
      pk: { field: 'pk', casing: 'none', composite: ['platform', 'shop'], template: 'SHOP#${platform}#${shop}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'ACCOUNT' },
    },
  },
});

export { OAuthStateEntity } from './oauth-state.entity';
