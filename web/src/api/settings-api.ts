import { subscriptionResponseSchema, type SubscriptionResponse } from '#api/subscription';
import {
  accountSettingsResponseSchema,
  type AccountSettingsRequest,
  type AccountSettingsResponse,
} from '#api/settings';
import type { ApiClient } from './api-client';

const PATH = '/api/v1/account-settings';

/** GET/PUT /api/v1/account-settings (accounts §3). */
export function accountSettingsApi(client: ApiClient) {
  return {
    get: (): Promise<AccountSettingsResponse> => client.get(PATH, { schema: accountSettingsResponseSchema }),
    save: (request: AccountSettingsRequest): Promise<AccountSettingsResponse> =>
      client.put(PATH, request, { schema: accountSettingsResponseSchema }),
  };
}

/** GET /api/v1/subscription (accounts §3, §4): the account's plan for the Settings page. */
export function subscriptionApi(client: ApiClient) {
  return {
    get: (): Promise<SubscriptionResponse> =>
      client.get('/api/v1/subscription', { schema: subscriptionResponseSchema }),
  };
}
