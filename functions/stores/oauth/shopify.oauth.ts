import { isShopifyShopDomain } from '#domain/stores/store-oauth.rules';
import { checkHmacSignature } from '#lib/http/webhook-signature';
import { oauthStateMatches } from './oauth-state';

/**
 * How old a callback's `timestamp` may be, and how far ahead (clock skew): Shopify redirects back
 * at once, so a callback older than this is a replayed URL. Shopify's own Node library tolerates 90 s.
 */
export const SHOPIFY_CALLBACK_MAX_AGE_SECONDS = 90;

export type ShopifyCallbackQuery = Readonly<Record<string, string | undefined>>;

export type ShopifyCallbackRejection =
  'missing hmac' | 'malformed hmac' | 'bad hmac' | 'stale timestamp' | 'state mismatch' | 'bad shop' | 'missing code';

export type ShopifyCallbackVerdict =
  { ok: true; shop: string; code: string; host?: string } | { ok: false; reason: ShopifyCallbackRejection };

/**
 * The message Shopify signs: every query parameter but `hmac` (and the legacy `signature`), sorted
 * by name, form-encoded and joined with `&` — as Shopify's Node library rebuilds it.
 */
export function shopifyCallbackMessage(query: ShopifyCallbackQuery): string {
  const entries = Object.entries(query)
    .filter((e): e is [string, string] => e[1] !== undefined && e[0] !== 'hmac' && e[0] !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * The OAuth callback on /shopify/token: the hex HMAC-SHA256 of the sorted query with the app's
 * client secret, a timestamp within the window, the state issued for this install, and a shop
 * that is a myshopify.com domain. The hmac is checked first; the others only on a signed query.
 */
export function verifyShopifyCallback(
  query: ShopifyCallbackQuery,
  context: { clientSecret: string; issuedState: string; now: Date },
): ShopifyCallbackVerdict {
  const check = checkHmacSignature(query.hmac, 'hex', context.clientSecret, shopifyCallbackMessage(query));
  if (check === 'missing') return { ok: false, reason: 'missing hmac' };
  if (check === 'malformed') return { ok: false, reason: 'malformed hmac' };
  if (check === 'mismatch') return { ok: false, reason: 'bad hmac' };

  const timestamp = /^\d{1,12}$/.test(query.timestamp ?? '') ? Number(query.timestamp) : NaN;
  const age = context.now.getTime() / 1000 - timestamp;
  if (!(Math.abs(age) <= SHOPIFY_CALLBACK_MAX_AGE_SECONDS)) return { ok: false, reason: 'stale timestamp' };
  if (!oauthStateMatches(query.state, context.issuedState)) return { ok: false, reason: 'state mismatch' };
  const shop = query.shop ?? '';
  if (!isShopifyShopDomain(shop)) return { ok: false, reason: 'bad shop' };
  const code = query.code?.trim();
  if (!code) return { ok: false, reason: 'missing code' };
  return { ok: true, shop, code, ...(query.host ? { host: query.host } : {}) };
}
