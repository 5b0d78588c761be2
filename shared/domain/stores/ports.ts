import type { StorePlatform } from '../constants/settings.constants';
import type { OrderContent } from '../orders/order-build.rules';
import type { StoreConnectionRecord, StoreCredentials } from './store-connection';

/**
 * One interface every store adapter implements (Shopify, Square, WooCommerce, BigCommerce, the
 * custom kind). Webhook verification is synchronous and pure: it runs on the raw request before
 * anything is parsed, stored or queued.
 */

/** An inbound webhook as received: headers and the body's bytes, never a re-serialized parse. */
export interface RawStoreWebhook {
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Uint8Array | string;
}

/** What verification needs beyond the request: the signing secret, and (Square) the URL the webhook was registered with. */
export interface StoreWebhookSecrets {
  secret: string;
  notificationUrl?: string;
}

/** A webhook whose signature held. `eventId` is the platform's id for the event, the same on every redelivery. */
export interface VerifiedStoreEvent {
  platform: StorePlatform;
  /** The platform's topic as sent (`orders/create`, `order.created`, `store/order/created`). */
  topic: string;
  eventId: string;
  /** The store: a myshopify domain, a Square merchant id, a WooCommerce site URL, a BigCommerce store hash. */
  shop: string;
  payload: unknown;
  /** Shopify's mandatory privacy topics (customers/data_request, customers/redact, shop/redact). */
  privacy?: boolean;
  /** A thin notification (BigCommerce): the resource to fetch back before mapping. */
  resource?: { type: string; id: string };
}

export type WebhookRejectionReason =
  | 'missing signature'
  | 'malformed signature'
  | 'bad signature'
  | 'no secret configured'
  | 'body too large'
  | 'malformed body'
  | 'missing topic'
  | 'missing shop'
  | 'missing event id';

export type StoreWebhookVerdict =
  | { outcome: 'event'; event: VerifiedStoreEvent }
  /** A platform's "is this URL alive" call (WooCommerce's creation ping): answer 200, do nothing. */
  | { outcome: 'ping' }
  /** 401 when the signature failed (Shopify requires it for privacy webhooks), 400 or 413 otherwise. */
  | { outcome: 'rejected'; reason: WebhookRejectionReason; status: 400 | 401 | 413 };

/** The key that makes ingestion idempotent: one platform's event in one store is processed once. */
export const storeEventKey = (event: Pick<VerifiedStoreEvent, 'platform' | 'shop' | 'eventId'>): string =>
  `${event.platform}#${event.shop}#${event.eventId}`;

/**
 * An order as a store adapter's mapping produces it: the same content the CSV import builds
 * (`groupToOrderContent`, shared/domain/imports/order-import.rules.ts), plus where it came from.
 */
export type ImportedStoreOrder = OrderContent & {
  platformType: StorePlatform;
  shop: string;
  /** The platform's order id, the key re-imports and webhooks update by. */
  externalOrderId: string;
  warehouseName?: string;
};

export interface ImportedStoreProduct {
  platformType: StorePlatform;
  shop: string;
  externalProductId: string;
  sku: string;
  title: string;
  price?: number;
  weight?: { value: number; units: string };
}

export interface ImportedStoreCustomer {
  platformType: StorePlatform;
  shop: string;
  externalCustomerId: string;
  name: string;
  email: string;
  phone: string;
}

/** A connected store as an adapter calls it: the record (its shop and API origin) and its credentials. */
export interface StoreAccess {
  connection: StoreConnectionRecord;
  credentials: StoreCredentials;
}

/** A label's tracking sent back to the store (orders §4 "shipment fulfilled"). */
export interface StoreFulfillment {
  /** The platform's order id (`storeOrder.platformOrderId`). */
  externalOrderId: string;
  trackingCode: string;
  /** The carrier as the store knows it ("UPS", "USPS", "FedEx"). */
  carrier: string;
  trackingUrl?: string;
  /** accounts §3 sendFulfillmentNotification: the store emails its customer. */
  notifyCustomer: boolean;
}

export interface StoreFulfillmentResult {
  /** The platform's id of the fulfillment it recorded. */
  fulfillmentId: string;
}

/**
 * A store refused or failed a call. `retryable` false means trying again cannot help (revoked
 * token, order deleted on the platform, validation refused): the fulfillment warning shows at once.
 */
export class StoreApiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StoreApiError';
  }
}

/** What the server calls on a connected store (the real adapters and the local simulators speak the same wire). */
export interface StoreApi {
  readonly platform: StorePlatform;
  /** The platform's order as its REST API returns it (BigCommerce webhooks carry only the id). */
  fetchOrder(access: StoreAccess, externalOrderId: string): Promise<unknown>;
  pushFulfillment(access: StoreAccess, fulfillment: StoreFulfillment): Promise<StoreFulfillmentResult>;
}

/** A store token filed by its expiry: the refresh schedule's worklist. */
export interface ExpiringStoreToken {
  accountId: string;
  storeId: string;
  expiresAt: string;
}

export interface StoreTokenStore {
  /** The tokens filed under one UTC day (yyyy-mm-dd). */
  expiringOn(day: string): Promise<ExpiringStoreToken[]>;
  /**
   * Stores refreshed credentials and files their token by its new expiry in place of `previous`; false (nothing
   * written) when the store lost its credentials or `previous` was already replaced meanwhile.
   */
  replaceCredentials(previous: ExpiringStoreToken, credentials: StoreCredentials): Promise<boolean>;
  /** Drops an entry whose store moved on (disconnected, or reconnected with another token). */
  forget(entry: ExpiringStoreToken): Promise<void>;
  /** The refresh failed for good: the store shows an error asking the merchant to reconnect it. */
  markNeedsReconnect(accountId: string, storeId: string, message: string): Promise<void>;
}

/** A platform whose tokens expire trades the refresh token for new credentials (Square's refresh_token grant). */
export interface StoreTokenRefresher {
  refresh(access: StoreAccess): Promise<StoreCredentials>;
}

/** One page of a store's orders as the platform lists them; `next` is the cursor of the page after it, absent on the last. */
export interface StoreOrderPage {
  orders: unknown[];
  next?: string;
}

/**
 * The platforms whose orders are read in pages: an import when the store connects (Squarespace's
 * recent orders beside its webhooks; Shippo, which sends no order webhooks). `since` is the oldest
 * change to read (ISO); the cursor is the platform's own or a page number, never a URL it answered.
 */
export interface StoreOrderLister {
  listOrders(access: StoreAccess, page: { since: string; cursor?: string }): Promise<StoreOrderPage>;
}
