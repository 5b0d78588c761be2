import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { TEXT_MAX } from '../validation/bounded.schema';
import { isShopifyShopDomain } from './store-oauth.rules';

/**
 * POST /api/v1/stores/connect body (the connect form and the route read the same rules): an OAuth
 * platform names only what the authorize step needs (Shopify its shop), a key-based store its
 * keys, a custom store its name. The account comes from the caller, never from here.
 */
/** Shippo's API tokens (Settings › API): live or test, then the token's characters. */
export const SHIPPO_API_KEY = /^shippo_(live|test)_[A-Za-z0-9]{20,80}$/;
export const SHIPPO_API_KEY_MESSAGE =
  'Enter the API token from Shippo › Settings › API (it starts with shippo_live_ or shippo_test_)';

export const SHOPIFY_SHOP_MESSAGE = 'Enter the shop’s myshopify.com domain, e.g. smokehouse.myshopify.com';

const required = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong);

/** A shop typed as "smokehouse", "Smokehouse.myshopify.com" or pasted as its admin URL reads as its domain. */
export function normaliseShopifyShop(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return host && !host.includes('.') ? `${host}.myshopify.com` : host;
}

const httpUrl = required(TEXT_MAX.url).refine((v) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, MESSAGES.invalidUrl);

export const storeConnectRequestSchema = z.discriminatedUnion(
  'platform',
  [
    z.object({
      platform: z.literal('shopify'),
      shop: required(TEXT_MAX.address)
        .transform(normaliseShopifyShop)
        .refine(isShopifyShopDomain, SHOPIFY_SHOP_MESSAGE),
    }),
    z.object({ platform: z.literal('square') }),
    z.object({ platform: z.literal('amazon') }),
    z.object({
      platform: z.literal('woocommerce'),
      siteUrl: httpUrl,
      consumerKey: required(TEXT_MAX.id),
      consumerSecret: required(TEXT_MAX.id),
    }),
    z.object({
      platform: z.literal('bigcommerce'),
      storeHash: required(TEXT_MAX.id),
      accessToken: required(TEXT_MAX.id),
    }),
    z.object({
      platform: z.literal('shippo'),
      apiKey: required(TEXT_MAX.id).refine((v) => SHIPPO_API_KEY.test(v), SHIPPO_API_KEY_MESSAGE),
    }),
    z.object({ platform: z.literal('custom'), name: required(TEXT_MAX.short) }),
  ],
  { error: MESSAGES.invalid },
);
export type StoreConnectRequest = z.input<typeof storeConnectRequestSchema>;
export type StoreConnectPlatform = StoreConnectRequest['platform'];
