import type { StorePlatform } from '../constants/settings.constants';
import type { StoreAccess, StoreOrderLister } from './ports';
import type { StoreCredentials } from './store-connection';

/**
 * What connecting a store needs from its platform, beside the StoreApi calls: the OAuth platforms'
 * authorize page and code exchange, the key platforms' check of the merchant's keys, and the
 * webhooks that bring its orders in. Every API origin comes from configuration (the platform's own,
 * or the local store simulator's), never from a request.
 */

/** A store the platform has just granted access to, ready for StoreConnectionStore.connect. */
export interface StoreGrant {
  platform: StorePlatform;
  shop: string;
  name: string;
  scopes: string[];
  apiBaseUrl: string;
  credentials: StoreCredentials;
}

export interface OAuthStoreConnector {
  readonly platform: 'shopify' | 'square' | 'amazon';
  /** The page the merchant is sent to; `shop` is the myshopify domain (Shopify) or absent (Square, Amazon). */
  authorizeUrl(input: { shop?: string; state: string; redirectUri: string }): Promise<string>;
  /** Trades the callback's code for the store's token; `shop` is the shop the callback named (Amazon's selling partner id). */
  exchangeCode(input: { shop?: string; code: string; redirectUri: string }): Promise<StoreGrant>;
}

export interface WooCommerceKeys {
  siteUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

export interface BigCommerceKeys {
  storeHash: string;
  accessToken: string;
}

/** A Shippo API token (Settings › API): `shippo_live_…` or `shippo_test_…`. */
export interface ShippoKeys {
  apiKey: string;
}

export interface KeyStoreConnector<K> {
  readonly platform: 'woocommerce' | 'bigcommerce' | 'shippo';
  /** Reads the store with the merchant's keys: a refusal (bad keys) is a StoreApiError that is not retryable. */
  checkKeys(keys: K): Promise<StoreGrant>;
}

/** The webhooks a connected store sends to `webhookBaseUrl` + `/{platform}/{topic}`. Idempotent: existing ones stay. */
export interface StoreWebhookRegistrar {
  registerWebhooks(access: StoreAccess, webhookBaseUrl: string): Promise<{ topics: string[] }>;
}

/**
 * Live rates at checkout: the platform is told to ask `callbackUrl` for a cart's rates (Shopify's carrier
 * service, BigCommerce's carrier connection). Idempotent: an existing registration is updated.
 */
export interface CheckoutRatesRegistrar {
  registerCheckoutRates(access: StoreAccess, callbackUrl: string): Promise<void>;
}

export interface StoreConnectors {
  shopify: OAuthStoreConnector & StoreWebhookRegistrar & Partial<CheckoutRatesRegistrar>;
  square: OAuthStoreConnector & StoreWebhookRegistrar;
  woocommerce: KeyStoreConnector<WooCommerceKeys> & StoreWebhookRegistrar;
  bigcommerce: KeyStoreConnector<BigCommerceKeys> & StoreWebhookRegistrar & Partial<CheckoutRatesRegistrar>;
  /** Amazon sends no order webhooks to a seller's app: its registrar registers none and the orders are polled. */
  amazon: OAuthStoreConnector & StoreWebhookRegistrar;
  /** Shippo sends no order webhooks: its orders are imported in pages (StoreOrderLister). */
  shippo: KeyStoreConnector<ShippoKeys> & StoreOrderLister;
}
