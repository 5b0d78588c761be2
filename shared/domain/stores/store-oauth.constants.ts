/**
 * Store OAuth (orders §7 "Other calls", accounts §7): the redirect carries the client id, the
 * scopes, the redirect URL and a random state of 6 characters by default; the return lands on
 * /shopify/token or /square/token on the app's own origin (orders §2).
 */
export const OAUTH_STATE_LENGTH = 6;
/** The state's alphabet (ours): letters and digits, safe in a URL without encoding. */
export const OAUTH_STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const SHOPIFY_OAUTH_RETURN_PATH = '/shopify/token';
export const SQUARE_OAUTH_RETURN_PATH = '/square/token';
/** Ours: Amazon's website authorization workflow returns to the redirect_uri the consent link names. */
export const AMAZON_OAUTH_RETURN_PATH = '/amazon/token';

/**
 * "read/write for fulfillment orders, customers, fulfillments, inventory, locations, orders
 * (including all orders), draft orders, products, shipping, third-party fulfillment,
 * publications", in Shopify's scope names (read_all_orders has no write counterpart).
 */
export const SHOPIFY_OAUTH_SCOPES = [
  'read_merchant_managed_fulfillment_orders',
  'write_merchant_managed_fulfillment_orders',
  'read_assigned_fulfillment_orders',
  'write_assigned_fulfillment_orders',
  'read_customers',
  'write_customers',
  'read_fulfillments',
  'write_fulfillments',
  'read_inventory',
  'write_inventory',
  'read_locations',
  'write_locations',
  'read_orders',
  'write_orders',
  'read_all_orders',
  'read_draft_orders',
  'write_draft_orders',
  'read_products',
  'write_products',
  'read_shipping',
  'write_shipping',
  'read_third_party_fulfillment_orders',
  'write_third_party_fulfillment_orders',
  'read_publications',
  'write_publications',
] as const;

/** "customers, items, orders (read/write), merchant profile read, subscriptions (read/write)", in Square's names. */
export const SQUARE_OAUTH_SCOPES = [
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'ITEMS_READ',
  'ITEMS_WRITE',
  'ORDERS_READ',
  'ORDERS_WRITE',
  'MERCHANT_PROFILE_READ',
  'SUBSCRIPTIONS_READ',
  'SUBSCRIPTIONS_WRITE',
] as const;

/** A Shopify shop's own domain; anything else (a custom domain, a path, a port) is refused. */
export const SHOPIFY_SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** Webhook topics registered under /api/v1/webhooks/{topic} (orders §7). */
export const STORE_WEBHOOK_TOPICS = ['products/create', 'orders/update', 'customers/create', 'orders/create'] as const;

/** Shopify's mandatory privacy webhooks: every public app answers them, 401 on a bad signature. */
export const SHOPIFY_PRIVACY_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;
export type ShopifyPrivacyTopic = (typeof SHOPIFY_PRIVACY_TOPICS)[number];
