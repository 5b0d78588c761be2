import type { StorePlatform } from '#domain/constants/settings.constants';
import type { StoreApi, StoreTokenRefresher } from '#domain/stores/ports';
import type { StoreConnectors } from '#domain/stores/store-connect.ports';
import { isLocalRuntime } from '#lib/local-runtime';
import { makeAmazonStoreApi } from './adapters/amazon.store-api';
import { makeBigCommerceStoreApi } from './adapters/bigcommerce.store-api';
import { makeShippoStoreApi } from './adapters/shippo.store-api';
import { makeShopifyStoreApi } from './adapters/shopify.store-api';
import { makeSquareStoreApi } from './adapters/square.store-api';
import type { FetchLike } from './adapters/store-http';
import { makeWooCommerceStoreApi } from './adapters/woocommerce.store-api';
import { amazonAppCredentials, shopifyAppCredentials, squareAppCredentials } from './store-app-secrets';
import { storeOriginConfigFromEnv, storeOrigins, type StoreOriginConfig } from './store-origins';
import { storeFetch } from './store-order-fetch';

/**
 * The store platforms' adapters, one per platform Shipdeck talks to, built once per process. The
 * same adapters serve the StoreApi calls (fetchOrder, pushFulfillment: the worker reads the API
 * origin from the store's connection) and the connect flow (authorize, exchange or check keys,
 * webhooks: origins from configuration).
 */
export function makeStoreAdapters(
  options: { fetch?: FetchLike; origins?: StoreOriginConfig; localRuntime?: boolean } = {},
) {
  const fetchFn: FetchLike = options.fetch ?? storeFetch(options.localRuntime ?? isLocalRuntime());
  const origins = storeOrigins(options.origins ?? storeOriginConfigFromEnv());
  return {
    shopify: makeShopifyStoreApi({ fetch: fetchFn, origins, app: shopifyAppCredentials }),
    square: makeSquareStoreApi({ fetch: fetchFn, origins, app: squareAppCredentials }),
    woocommerce: makeWooCommerceStoreApi({ fetch: fetchFn, origins }),
    bigcommerce: makeBigCommerceStoreApi({ fetch: fetchFn, origins }),
    amazon: makeAmazonStoreApi({ fetch: fetchFn, origins, app: amazonAppCredentials }),
    shippo: makeShippoStoreApi({ fetch: fetchFn, origins }),
  } satisfies StoreConnectors;
}

let adapters: ReturnType<typeof makeStoreAdapters> | undefined;
const storeAdapters = () => (adapters ??= makeStoreAdapters());

export const STORE_API_PLATFORMS = ['shopify', 'square', 'woocommerce', 'bigcommerce', 'amazon'] as const;
export type StoreApiPlatform = (typeof STORE_API_PLATFORMS)[number];

export const hasStoreApi = (platform: StorePlatform): platform is StoreApiPlatform =>
  (STORE_API_PLATFORMS as readonly string[]).includes(platform);

/** The StoreApi of a connected store's platform; throws for a platform Shipdeck does not call (custom, not-yet ones). */
export function storeApiFor(platform: StorePlatform): StoreApi {
  if (!hasStoreApi(platform)) throw new Error(`Shipdeck does not call ${platform} stores`);
  return storeAdapters()[platform];
}

/** The connect side of the same adapters (authorize URL, code exchange, key check, webhooks). */
export const storeConnectors = (): StoreConnectors => storeAdapters();

/** The token refresher of a platform whose tokens expire (Square); undefined for the others. */
export const storeTokenRefresherFor = (platform: string): StoreTokenRefresher | undefined =>
  platform === 'square' ? storeAdapters().square : undefined;
