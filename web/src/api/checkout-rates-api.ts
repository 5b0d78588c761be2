import type { CheckoutSettingsRequest, CheckoutSettingsView } from '#api/checkout-rates';
import type { ApiClient } from './api-client';

/** GET/PUT /api/v1/settings/checkout-rates (orders §2 checkout settings: the rates shoppers see at checkout). */
export function checkoutSettingsApi(client: ApiClient) {
  return {
    get: (): Promise<CheckoutSettingsView> => client.get('/api/v1/settings/checkout-rates'),
    save: (request: CheckoutSettingsRequest): Promise<CheckoutSettingsView> =>
      client.put('/api/v1/settings/checkout-rates', request),
  };
}
