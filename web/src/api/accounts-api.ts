import { meResponseSchema, type CreateAccountRequest, type MeResponse } from '#api/accounts';
import type { ApiClient } from './api-client';

export function accountsApi(client: ApiClient) {
  return {
    me: (): Promise<MeResponse> => client.get('/api/v1/me', { schema: meResponseSchema }),
    createAccount: (request: CreateAccountRequest): Promise<unknown> => client.post('/api/v1/accounts', request),
  };
}
