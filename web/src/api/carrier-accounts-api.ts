import type { CarrierAccountView, ConnectCarrierAccount } from '#api/carrier-accounts';
import type { ApiClient } from './api-client';

/** GET: the merchant's carrier accounts (CarrierAccountsView). */
export const CARRIER_ACCOUNTS_PATH = '/api/v1/carrier-accounts';

/** Connecting and removing the merchant's own carrier accounts. */
export function carrierAccountsApi(client: ApiClient) {
  return {
    connect: (input: ConnectCarrierAccount) => client.post<CarrierAccountView>(CARRIER_ACCOUNTS_PATH, input),
    remove: (carrierAccountId: string) =>
      client.delete<{ removed: string }>(`${CARRIER_ACCOUNTS_PATH}/${encodeURIComponent(carrierAccountId)}`),
  };
}
