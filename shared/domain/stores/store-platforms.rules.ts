import { STORE_PLATFORMS, type StorePlatform } from '../constants/settings.constants';
import { MARKETPLACE_PLATFORMS } from '../shipments/shipment-actions.rules';
import { CUSTOM_STORE_API_KEY_HEADER } from './custom-store-header.constants';

/**
 * What Shipdeck does with each store platform of accounts §1: its kind (orders §1 "a custom kind
 * and a marketplace kind"), how a store connects, which header signs its webhooks, and whether the
 * product offers it yet. A platform marked `not yet` says why in one line, shown as is.
 */
export type StorePlatformKind = 'store' | 'custom' | 'marketplace';
export type StoreConnectionMethod = 'oauth' | 'api keys' | 'api key' | 'none';
export type StorePlatformStatus = { status: 'available' } | { status: 'not yet'; reason: string };

export interface StorePlatformProfile {
  platform: StorePlatform;
  kind: StorePlatformKind;
  connection: StoreConnectionMethod;
  /** The request header carrying the webhook's signature or shared secret; undefined when none is received. */
  webhookSignatureHeader?: string;
  availability: StorePlatformStatus;
}

/** Shopify, Square and WooCommerce headers as their documentation names them (lower case: API Gateway's form). */
export const SHOPIFY_HMAC_HEADER = 'x-shopify-hmac-sha256';
export const SQUARE_SIGNATURE_HEADER = 'x-square-hmacsha256-signature';
export const WOOCOMMERCE_SIGNATURE_HEADER = 'x-wc-webhook-signature';
/**
 * BigCommerce does not sign webhook bodies; a webhook created through its API may carry custom
 * headers, so each store's webhooks carry a per-store secret in this header (ours).
 */
export const BIGCOMMERCE_SECRET_HEADER = 'x-shipdeck-webhook-secret';
export { CUSTOM_STORE_API_KEY_HEADER };

/** Platform names as merchants know them (accounts §1 keys → brand names), in every message and on every page. */
export const STORE_PLATFORM_NAMES: Record<StorePlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  squarespace: 'Squarespace',
  grazeCart: 'GrazeCart',
  freshly: 'Freshly',
  custom: 'Custom store',
  jetti: 'Jetti',
  shippo: 'Shippo',
  amazon: 'Amazon',
  square: 'Square',
};

const available: StorePlatformStatus = { status: 'available' };
// Marked free of side effects so a bundle that reads only the names or kinds leaves the profiles out.
const notYet = /* @__NO_SIDE_EFFECTS__ */ (reason: string): StorePlatformStatus => ({ status: 'not yet', reason });

const PROFILES: Record<StorePlatform, Omit<StorePlatformProfile, 'platform' | 'kind'>> = {
  shopify: { connection: 'oauth', webhookSignatureHeader: SHOPIFY_HMAC_HEADER, availability: available },
  square: { connection: 'oauth', webhookSignatureHeader: SQUARE_SIGNATURE_HEADER, availability: available },
  woocommerce: {
    connection: 'api keys',
    webhookSignatureHeader: WOOCOMMERCE_SIGNATURE_HEADER,
    availability: available,
  },
  bigcommerce: { connection: 'api keys', webhookSignatureHeader: BIGCOMMERCE_SECRET_HEADER, availability: available },
  custom: { connection: 'api key', webhookSignatureHeader: CUSTOM_STORE_API_KEY_HEADER, availability: available },
  squarespace: {
    connection: 'oauth',
    availability: notYet('Squarespace grants OAuth only to approved partner extensions; we are not one yet.'),
  },
  grazeCart: {
    connection: 'api key',
    availability: notYet(
      'GrazeCart publishes no public order API or webhooks; export its orders and import this CSV template.',
    ),
  },
  freshly: {
    connection: 'none',
    availability: notYet(
      'We found no public Freshly merchant API to read orders from; import its orders with this CSV template.',
    ),
  },
  jetti: {
    connection: 'api key',
    availability: notYet(
      'We could not confirm a public Jetti order API to build against; import its orders with this CSV template.',
    ),
  },
  // Amazon pushes no order webhooks to a seller's app: its orders are polled (amazon-sync.rules.ts).
  amazon: { connection: 'oauth', availability: available },
  // Orders in only (an import at connect): Shippo sends no order webhooks and takes no tracking from other shippers.
  shippo: { connection: 'api key', availability: available },
};

export function storePlatformKind(platform: StorePlatform): StorePlatformKind {
  if ((MARKETPLACE_PLATFORMS as readonly string[]).includes(platform)) return 'marketplace';
  return platform === 'custom' ? 'custom' : 'store';
}

/** Every platform of STORE_PLATFORMS, in its order. */
export const STORE_PLATFORM_PROFILES: readonly StorePlatformProfile[] = /* @__PURE__ */ STORE_PLATFORMS.map(
  (platform) => ({
    platform,
    kind: storePlatformKind(platform),
    ...PROFILES[platform],
  }),
);

export function storePlatformProfile(platform: StorePlatform): StorePlatformProfile {
  return { platform, kind: storePlatformKind(platform), ...PROFILES[platform] };
}

export const isStorePlatformAvailable = (platform: StorePlatform): boolean =>
  PROFILES[platform].availability.status === 'available';

/** Orders of a marketplace store cannot be edited (orders §4 "Action rules"). */
export const storeOrdersEditable = (platform: StorePlatform): boolean => storePlatformKind(platform) !== 'marketplace';
