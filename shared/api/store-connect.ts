import * as z from 'zod';
import type { StorePlatform } from '#domain/constants/settings.constants';
import type { StoreConnectionRecord } from '#domain/stores/store-connection';
import { SHOPIFY_SHOP_DOMAIN } from '#domain/stores/store-oauth.constants';
import { MESSAGES } from '#domain/validation/messages';

/** POST /api/v1/stores/connect and POST /api/v1/stores/oauth/{platform} (orders §7, accounts §6 edit_integrations). */

const trimmed = (max: number) => z.string().trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong);

/** A WooCommerce site: an https origin (and path) on a public host name; its REST API lives beneath it. */
export const wooSiteUrlSchema = trimmed(2048).refine((value) => {
  try {
    const url = new URL(value);
    const host = url.hostname;
    return (
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash &&
      host.includes('.') &&
      !/^[0-9.]+$/.test(host) &&
      !host.startsWith('[') &&
      !/(^|\.)(localhost|local|internal)$/.test(host)
    );
  } catch {
    return false;
  }
}, MESSAGES.invalidUrl);

/** Platforms the connect route names but cannot connect yet: 400 with their reason (store-platforms.rules.ts). */
export const NOT_YET_STORE_PLATFORMS = [
  'squarespace',
  'grazeCart',
  'freshly',
  'jetti',
  'shippo',
  'amazon',
] as const satisfies readonly StorePlatform[];

export const connectStoreRequestSchema = z.discriminatedUnion('platform', [
  z.object({
    platform: z.literal('shopify'),
    shop: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, MESSAGES.required)
      .max(255, MESSAGES.tooLong)
      .regex(SHOPIFY_SHOP_DOMAIN, 'Enter the shop’s myshopify.com domain'),
  }),
  z.object({ platform: z.literal('square') }),
  z.object({
    platform: z.literal('woocommerce'),
    siteUrl: wooSiteUrlSchema,
    consumerKey: trimmed(128).regex(/^ck_[A-Za-z0-9]+$/, 'A consumer key starts with ck_'),
    consumerSecret: trimmed(128).regex(/^cs_[A-Za-z0-9]+$/, 'A consumer secret starts with cs_'),
  }),
  z.object({
    platform: z.literal('bigcommerce'),
    storeHash: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, MESSAGES.required)
      .max(32, MESSAGES.tooLong)
      .regex(/^[a-z0-9]+$/, MESSAGES.invalid),
    accessToken: trimmed(256).regex(/^[A-Za-z0-9_-]+$/, MESSAGES.invalid),
  }),
  z.object({ platform: z.literal('custom'), name: trimmed(100) }),
  z.object({ platform: z.enum(NOT_YET_STORE_PLATFORMS) }),
]);
export type ConnectStoreRequest = z.input<typeof connectStoreRequestSchema>;

export type ConnectStoreResponse =
  /** OAuth platforms: send the merchant to the platform's authorize page. */
  | { kind: 'redirect'; authorizeUrl: string }
  /** Key platforms and the custom kind: connected now (201). */
  | { kind: 'connected'; store: Omit<StoreConnectionRecord, 'apiBaseUrl'> };

/** The OAuth return's query parameters, as /shopify/token and /square/token received them. */
export const OAUTH_QUERY_KEYS_MAX = 20;
export const storeOAuthRequestSchema = z.object({
  query: z
    .record(z.string().min(1).max(64), z.string().max(2048, MESSAGES.tooLong), { error: MESSAGES.invalid })
    .refine((q) => Object.keys(q).length <= OAUTH_QUERY_KEYS_MAX, MESSAGES.invalid),
});
export type StoreOAuthRequest = z.input<typeof storeOAuthRequestSchema>;

export const storeOAuthParamsSchema = z.object({
  platform: z.enum(['shopify', 'square'], { error: MESSAGES.invalid }),
});

/** The store as routes answer it: never its credentials, nor where the server calls it (`apiBaseUrl`). */
export interface StoreOAuthResponse {
  store: Omit<StoreConnectionRecord, 'apiBaseUrl'>;
}
