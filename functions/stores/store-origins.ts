import { ServiceUnavailableError } from '#lib/errors';

/**
 * Where each platform's API is for a store: the platform's own origin with live adapters, the local
 * store simulator's (STORE_SIMULATOR_URL, set by the local runtime) in the sandbox. Only ever from
 * configuration: a request names a shop, never a host to call.
 */
/** Set by the local runtime only (the cloud runs live adapters): the local store simulator's origin. */
export const STORE_SIMULATOR_URL_ENV = 'STORE_SIMULATOR_URL';

export interface StoreOriginConfig {
  mode: 'sandbox' | 'live';
  simulatorUrl?: string;
}

/** Sandbox adapters without a simulator to talk to: a 503 (nothing was written), not a 500. */
export class StoreOriginUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('The local store simulator is not running (STORE_SIMULATOR_URL is unset)');
    this.name = 'StoreOriginUnavailableError';
  }
}

function simulator(config: StoreOriginConfig, path: string): string {
  if (!config.simulatorUrl) throw new StoreOriginUnavailableError();
  return `${config.simulatorUrl.replace(/\/+$/, '')}${path}`;
}

export const storeOrigins = (config: StoreOriginConfig) => ({
  /** https://{shop} (Shopify serves OAuth and the Admin API on the shop's own domain). */
  shopify: (shop: string) =>
    config.mode === 'live' ? `https://${shop}` : simulator(config, `/shopify/${encodeURIComponent(shop)}`),
  square: () => (config.mode === 'live' ? 'https://connect.squareup.com' : simulator(config, '/square')),
  /** The merchant's own site; the simulator keys its sites by host. */
  woocommerce: (siteUrl: string) =>
    config.mode === 'live'
      ? siteUrl.replace(/\/+$/, '')
      : simulator(config, `/woocommerce/${encodeURIComponent(new URL(siteUrl).host)}`),
  bigcommerce: (storeHash: string) =>
    config.mode === 'live'
      ? `https://api.bigcommerce.com/stores/${encodeURIComponent(storeHash)}`
      : simulator(config, `/bigcommerce/stores/${encodeURIComponent(storeHash)}`),
  /** Seller Central's consent page, Login with Amazon's token endpoint and the SP-API (North America). */
  amazon: () =>
    config.mode === 'live'
      ? {
          sellerCentral: 'https://sellercentral.amazon.com',
          lwa: 'https://api.amazon.com',
          spApi: 'https://sellingpartnerapi-na.amazon.com',
        }
      : {
          sellerCentral: simulator(config, '/amazon/sellercentral'),
          lwa: simulator(config, '/amazon/lwa'),
          spApi: simulator(config, '/amazon/sp'),
        },
  shippo: () => (config.mode === 'live' ? 'https://api.goshippo.com' : simulator(config, '/shippo')),
});
export type StoreOrigins = ReturnType<typeof storeOrigins>;

/** Read once like the app secrets (store-app-secrets.ts): SHIPDECK_ADAPTERS and the local simulator's origin. */
export function storeOriginConfigFromEnv(): StoreOriginConfig {
  const simulatorUrl = process.env[STORE_SIMULATOR_URL_ENV];
  return {
    mode: process.env.SHIPDECK_ADAPTERS === 'live' ? 'live' : 'sandbox',
    ...(simulatorUrl ? { simulatorUrl } : {}),
  };
}
