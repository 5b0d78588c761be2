import type { StorePlatform } from '../constants/settings.constants';

/**
 * A merchant's connected store (orders §3 User shopDomains: shop, platformType): one item per
 * store in the account's partition, plus a claim that makes a (platform, shop) belong to exactly
 * one account, which is how a webhook naming only its shop finds its merchant. The store's
 * credentials live in their own item and are never returned by a route.
 */

/** A shop as claims and webhooks compare it: platforms treat domains and hashes case-insensitively. */
export const shopKey = (shop: string): string => shop.trim().toLowerCase();

export const STORE_CONNECTION_STATUSES = ['connected', 'disconnected', 'error'] as const;
export type StoreConnectionStatus = (typeof STORE_CONNECTION_STATUSES)[number];

export interface StoreConnectionRecord {
  /** Shipdeck's id of the store: the order's `storeId` (order numbers are unique per store). */
  storeId: string;
  platform: StorePlatform;
  /** A myshopify domain, a Square merchant id, a WooCommerce site URL, a BigCommerce store hash, a custom store's name. */
  shop: string;
  /** What the merchant sees (the shop's name, else the shop). */
  name: string;
  status: StoreConnectionStatus;
  scopes: string[];
  /**
   * Where the adapter talks to this store: the platform's own API origin in the cloud, the local
   * store simulator's on this machine. Only ever set by the server (from configuration), never
   * from a request.
   */
  apiBaseUrl: string;
  connectedAt: string;
  disconnectedAt?: string | null;
  lastEventAt?: string | null;
  lastEventTopic?: string | null;
  /** The last failure talking to the store (token revoked, fulfillment refused), shown on the Stores page. */
  lastError?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** What a store's adapter needs to call it and to check its webhooks; never leaves the server. */
export interface StoreCredentials {
  accessToken: string;
  refreshToken?: string;
  /** ISO instant the access token expires (Square); absent when it does not. */
  expiresAt?: string;
  /** The per-store webhook secret (WooCommerce, BigCommerce); Shopify and Square sign with the app's. */
  webhookSecret?: string;
  /** WooCommerce REST keys. */
  consumerKey?: string;
  consumerSecret?: string;
  /** Amazon: the marketplaces the seller sells in, read at connection (getOrders names them). */
  marketplaceIds?: string[];
}

export interface ConnectStoreInput {
  platform: StorePlatform;
  shop: string;
  name: string;
  scopes: string[];
  apiBaseUrl: string;
  credentials: StoreCredentials;
  at: string;
}

/** A (platform, shop) another account has connected: one store feeds one merchant. */
export class StoreClaimedError extends Error {
  constructor(
    readonly platform: StorePlatform,
    readonly shop: string,
  ) {
    super(`This ${platform} store is connected to another Shipdeck account`);
    this.name = 'StoreClaimedError';
  }
}

/** Connecting one more store would pass the plan's store limit: refused inside the connect transaction. */
export class StoreLimitReachedError extends Error {
  constructor(readonly maxStores: number) {
    super(`The plan allows ${maxStores} store${maxStores === 1 ? '' : 's'}`);
    this.name = 'StoreLimitReachedError';
  }
}

export interface StoreConnectionStore {
  list(accountId: string): Promise<StoreConnectionRecord[]>;
  get(accountId: string, storeId: string): Promise<StoreConnectionRecord | undefined>;
  /**
   * Connects a store, or reconnects the same (platform, shop) of this account under its old
   * storeId (its orders stay its orders). Throws StoreClaimedError when another account holds it, and
   * StoreLimitReachedError when a store that does not count yet would make more than `maxStores` (absent:
   * no limit); the count is taken in the same transaction, so concurrent connects cannot both pass.
   */
  connect(
    accountId: string,
    input: ConnectStoreInput,
    newStoreId: () => string,
    maxStores?: number,
  ): Promise<StoreConnectionRecord>;
  /**
   * Marks the store disconnected, releases its claim, deletes its credentials and gives its place in the plan's
   * store limit back; orders stay. `reason` (an uninstalled app) is shown on the store as its last error.
   */
  disconnect(
    accountId: string,
    storeId: string,
    at: string,
    reason?: string,
  ): Promise<StoreConnectionRecord | undefined>;
  credentials(accountId: string, storeId: string): Promise<StoreCredentials | undefined>;
  /** The account and connected store a (platform, shop) belongs to; undefined when none. */
  findByShop(
    platform: StorePlatform,
    shop: string,
  ): Promise<{ accountId: string; connection: StoreConnectionRecord } | undefined>;
  recordEvent(accountId: string, storeId: string, event: { at: string; topic: string }): Promise<void>;
  recordError(accountId: string, storeId: string, error: string | null): Promise<void>;
}

/** What the public API's custom stores need of the store connections: they keep no credentials. */
export type CustomStoreConnections = Pick<StoreConnectionStore, 'list' | 'get' | 'connect'>;

/** A store OAuth start (orders §7): the state handed to the platform, valid once and briefly. */
export interface OAuthStateRecord {
  state: string;
  accountId: string;
  userId: string;
  platform: StorePlatform;
  /** The shop the merchant typed (Shopify); the callback's shop must be this one. */
  shop?: string;
  /** ISO instant after which the state is refused. */
  expiresAt: string;
}

export interface OAuthStateStore {
  issue(record: OAuthStateRecord): Promise<void>;
  /** Deletes and returns the state when it exists and has not expired at `now`: a second use finds nothing. */
  consume(state: string, now: Date): Promise<OAuthStateRecord | undefined>;
}

/** How long a merchant has between starting a connection and the platform's redirect back. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/**
 * A connected store as routes answer it (Stores page, connect): what the merchant may see. Where
 * the server talks to the store (`apiBaseUrl`) is configuration, not the merchant's; the
 * credentials are in another item altogether.
 */
export type StoreConnectionView = Omit<StoreConnectionRecord, 'apiBaseUrl'>;

export function toStoreConnectionView(record: StoreConnectionRecord): StoreConnectionView {
  const { apiBaseUrl: _server, ...view } = record;
  return view;
}
