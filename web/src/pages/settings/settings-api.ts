import { accountSettingsResponseSchema, type AccountSettingsRequest, type AccountSettingsResponse } from '../../../../shared/api/settings';
import type { ApiClient } from '../../api/api-client';

const PATH = '/api/v1/account-settings';

/** GET/PUT /api/v1/account-settings (accounts §3). */
export function accountSettingsApi(client: ApiClient) {
  return {
    get: (): Promise<AccountSettingsResponse> => client.get(PATH, { schema: accountSettingsResponseSchema }),
    save: (request: AccountSettingsRequest): Promise<AccountSettingsResponse> => client.put(PATH, request, { schema: accountSettingsResponseSchema }),
  };
}
