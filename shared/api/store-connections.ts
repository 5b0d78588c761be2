import * as z from 'zod';
import { STORE_PLATFORMS } from '#domain/constants/settings.constants';
import { STORE_CONNECTION_STATUSES } from '#domain/stores/store-connection';
import { pathIdSchema } from './path-params';

/** Path parameters of /api/v1/stores/{storeId}. */
export const storeParamsSchema = z.object({ storeId: pathIdSchema });

/** A connected store as the API answers it (StoreConnectionView): never its credentials. */
export const storeConnectionViewSchema = z.object({
  storeId: z.string(),
  platform: z.enum(STORE_PLATFORMS),
  shop: z.string(),
  name: z.string(),
  status: z.enum(STORE_CONNECTION_STATUSES),
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  disconnectedAt: z.string().nullish(),
  lastEventAt: z.string().nullish(),
  lastEventTopic: z.string().nullish(),
  lastError: z.string().nullish(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type StoreConnectionViewResponse = z.infer<typeof storeConnectionViewSchema>;

/** A platform of accounts §1 with what Shipdeck offers for it (store-platforms.rules.ts). */
export const storePlatformProfileSchema = z.object({
  platform: z.enum(STORE_PLATFORMS),
  kind: z.enum(['store', 'custom', 'marketplace']),
  connection: z.enum(['oauth', 'api keys', 'api key', 'none']),
  webhookSignatureHeader: z.string().optional(),
  availability: z.discriminatedUnion('status', [
    z.object({ status: z.literal('available') }),
    z.object({ status: z.literal('not yet'), reason: z.string() }),
  ]),
});
export type StorePlatformProfileResponse = z.infer<typeof storePlatformProfileSchema>;

/** The plan limit on store integrations (accounts §6): `max` null when the plan has none. */
export const storeLimitSchema = z.object({ used: z.number().int().min(0), max: z.number().int().min(0).nullable() });

/** GET /api/v1/stores: the account's stores (connected and disconnected), every platform and the plan limit. */
export const listStoresResponseSchema = z.object({
  stores: z.array(storeConnectionViewSchema),
  platforms: z.array(storePlatformProfileSchema),
  limit: storeLimitSchema,
});
export type ListStoresResponse = z.infer<typeof listStoresResponseSchema>;

/** DELETE /api/v1/stores/{storeId}: the store as it now stands (disconnected; its orders stay). */
export const disconnectStoreResponseSchema = z.object({ store: storeConnectionViewSchema });
export type DisconnectStoreResponse = z.infer<typeof disconnectStoreResponseSchema>;

/**
 * POST /api/v1/stores/connect answer (the connect route's contract): an OAuth platform answers
 * where to send the merchant; a key-based or custom store is connected at once.
 */
export const connectStoreResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), authorizeUrl: z.url({ protocol: /^https?$/ }) }),
  z.object({ kind: z.literal('connected'), store: storeConnectionViewSchema }),
]);
export type ConnectStoreResponse = z.infer<typeof connectStoreResponseSchema>;

/** POST /api/v1/stores/oauth/{platform} answer: the store the platform's redirect connected. */
export const storeOAuthResponseSchema = z.looseObject({ store: storeConnectionViewSchema });
export type StoreOAuthResponse = z.infer<typeof storeOAuthResponseSchema>;
