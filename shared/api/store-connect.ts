import * as z from 'zod';
import type { StorePlatform } from '#domain/constants/settings.constants';
import type { StoreConnectionRecord } from '#domain/stores/store-connection';
import { storeConnectRequestSchema } from '#domain/stores/store-connect.schema';
import { MESSAGES } from '#domain/validation/messages';

/** POST /api/v1/stores/connect and POST /api/v1/stores/oauth/{platform} (orders §7, accounts §6 edit_integrations). */

/**
 * A WooCommerce site the server may call: an https URL on a public host name (no credentials,
 * query, IP literal or local name), since its REST API is read with the merchant's keys from our side.
 * A first, fast refusal by name only: the server's outbound calls then check the address the name
 * resolves to on every connection, which is what stops a public name pointing at a private host.
 */
export function isPublicHttpsSiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    // `localhost.` is `localhost`: a fully qualified name's final dot says nothing about where it resolves.
    const host = url.hostname.replace(/\.+$/, '');
    return (
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash &&
      host.includes('.') &&
      !/^[0-9.]+$/.test(host) &&
      !host.startsWith('[') &&
      !/(^|\.)(localhost|localdomain|local|internal)$/.test(host)
    );
  } catch {
    return false;
  }
}

/** The connect form's answer to a site the server will not call (the field says 'Invalid URL'). */
export const INVALID_SITE_URL_MESSAGE = 'Enter the store’s https address';

/** Platforms the connect route names but cannot connect yet: 400 with their reason (store-platforms.rules.ts). */
export const NOT_YET_STORE_PLATFORMS = [
  'squarespace',
  'grazeCart',
  'freshly',
  'jetti',
] as const satisfies readonly StorePlatform[];

/** The connect form's schema (store-connect.schema.ts), plus the platforms not offered yet so they hear why. */
export const connectStoreRequestSchema = z.discriminatedUnion(
  'platform',
  [storeConnectRequestSchema, z.object({ platform: z.enum(NOT_YET_STORE_PLATFORMS) })],
  { error: MESSAGES.invalid },
);
export type ConnectStoreRequest = z.input<typeof connectStoreRequestSchema>;

export type ConnectStoreResponse =
  /** OAuth platforms: send the merchant to the platform's authorize page. */
  | { kind: 'redirect'; authorizeUrl: string }
  /** Key platforms and the custom kind: connected now (201). */
  | { kind: 'connected'; store: Omit<StoreConnectionRecord, 'apiBaseUrl'> };

/** The OAuth return's query parameters, as /shopify/token, /square/token and /amazon/token received them. */
export const OAUTH_QUERY_KEYS_MAX = 20;
export const storeOAuthRequestSchema = z.object({
  query: z
    .record(z.string().min(1).max(64), z.string().max(2048, MESSAGES.tooLong), { error: MESSAGES.invalid })
    .refine((q) => Object.keys(q).length <= OAUTH_QUERY_KEYS_MAX, MESSAGES.invalid),
});
export type StoreOAuthRequest = z.input<typeof storeOAuthRequestSchema>;

export const storeOAuthParamsSchema = z.object({
  platform: z.enum(['shopify', 'square', 'amazon'], { error: MESSAGES.invalid }),
});

/** The store as routes answer it: never its credentials, nor where the server calls it (`apiBaseUrl`). */
export interface StoreOAuthResponse {
  store: Omit<StoreConnectionRecord, 'apiBaseUrl'>;
}
