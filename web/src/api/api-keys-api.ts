import type { ApiKeyList, ApiKeyView, CreatedApiKey, CreateApiKeyRequest } from '#api/api-keys';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/api-keys';

/** GET/POST /api/v1/api-keys, DELETE /api/v1/api-keys/{keyId} (accounts §6 access_api). */
export function apiKeysApi(client: ApiClient) {
  return {
    list: async (): Promise<ApiKeyView[]> => (await client.get<ApiKeyList>(BASE)).items,
    create: (request: CreateApiKeyRequest): Promise<CreatedApiKey> => client.post<CreatedApiKey>(BASE, request),
    revoke: (keyId: string): Promise<ApiKeyView> => client.delete<ApiKeyView>(`${BASE}/${encodeURIComponent(keyId)}`),
  };
}
