import type { StoreConnectionRecord, CustomStoreConnections } from '#domain/stores/store-connection';

/** The custom store's shop: one per account, so its SHOP# claim never meets another account's. */
export const customStoreShopOf = (accountId: string) => `api-${accountId}`;
export const CUSTOM_STORE_NAME = 'Custom store (API)';

/**
 * The account's custom store (orders §1 "a custom kind"): the store its API keys push orders into
 * (its own `api-<accountId>` one, else a custom store already connected by name).
 * Connected when the first key is made, and again by a key's next call if it was disconnected
 * (the keys are the connection: revoking them is how pushes stop). Reconnecting keeps its storeId.
 * A key is bound to the store this answers when it is made (boundCustomStore after that).
 */
export async function ensureCustomStore(
  stores: CustomStoreConnections,
  accountId: string,
  at: Date,
  newId: () => string,
): Promise<StoreConnectionRecord> {
  const shop = customStoreShopOf(accountId);
  const custom = (await stores.list(accountId)).filter((c) => c.platform === 'custom');
  const existing = custom.find((c) => c.shop === shop);
  if (existing?.status === 'connected') return existing;
  // A custom store connected from the Stores page (by its name) is the one the keys feed, if it is the first.
  const other = existing ? undefined : custom.find((c) => c.status === 'connected');
  if (other) return other;
  try {
    return await connect(stores, accountId, shop, existing?.name ?? CUSTOM_STORE_NAME, at, newId);
  } catch (err) {
    // Two first calls at once: the one whose write lost finds the store the other connected.
    const raced = (await stores.list(accountId)).find((c) => c.platform === 'custom' && c.shop === shop);
    if (raced?.status === 'connected') return raced;
    throw err;
  }
}

function connect(
  stores: CustomStoreConnections,
  accountId: string,
  shop: string,
  name: string,
  at: Date,
  newId: () => string,
) {
  return stores.connect(
    accountId,
    {
      platform: 'custom',
      shop,
      name,
      scopes: [],
      // A custom store pushes to us: there is nothing to call and no credential to keep.
      apiBaseUrl: '',
      credentials: { accessToken: '' },
      at: at.toISOString(),
    },
    newId,
  );
}

/**
 * The custom store a key is bound to, connected again if it was disconnected (same storeId); when that
 * store is gone from the account, the account's custom store as for a new key.
 */
export async function boundCustomStore(
  stores: CustomStoreConnections,
  accountId: string,
  storeId: string,
  at: Date,
  newId: () => string,
): Promise<StoreConnectionRecord> {
  const bound = await stores.get(accountId, storeId);
  if (bound?.platform !== 'custom') return ensureCustomStore(stores, accountId, at, newId);
  if (bound.status === 'connected') return bound;
  return connect(stores, accountId, bound.shop, bound.name, at, () => bound.storeId);
}
