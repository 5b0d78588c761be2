import {
  connectStoreResponseSchema,
  disconnectStoreResponseSchema,
  listStoresResponseSchema,
  storeOAuthResponseSchema,
  type ConnectStoreResponse,
  type DisconnectStoreResponse,
  type ListStoresResponse,
  type StoreOAuthResponse,
} from '#api/store-connections';
import type { StoreConnectRequest } from '#domain/stores/store-connect.schema';
import type { ApiClient } from './api-client';

/** The platforms whose OAuth return lands on the app (orders §2: /shopify/token, /square/token; ours: /amazon/token). */
export type OAuthPlatform = 'shopify' | 'square' | 'amazon';

/** The Stores page's calls (accounts §1, §6) and the OAuth return's. */
export function storesApi(client: ApiClient) {
  return {
    list: (): Promise<ListStoresResponse> => client.get('/api/v1/stores', { schema: listStoresResponseSchema }),
    disconnect: (storeId: string): Promise<DisconnectStoreResponse> =>
      client.delete(`/api/v1/stores/${encodeURIComponent(storeId)}`, { schema: disconnectStoreResponseSchema }),
    connect: (request: StoreConnectRequest): Promise<ConnectStoreResponse> =>
      client.post('/api/v1/stores/connect', request, { schema: connectStoreResponseSchema }),
    /** Hands the platform's redirect query (code, state, hmac, shop, …) to the server, which checks all of it. */
    completeOAuth: (platform: OAuthPlatform, query: Record<string, string>): Promise<StoreOAuthResponse> =>
      client.post(`/api/v1/stores/oauth/${platform}`, { query }, { schema: storeOAuthResponseSchema }),
  };
}
