import type { CarrierAccountsView, CarrierAccountView, ConnectCarrierAccount } from '#api/carrier-accounts';
import { useApiResource } from '#web/hooks/use-api-resource';

/** The merchant's carrier accounts, connecting and removing them (each reloads the list). */
export function useCarrierAccounts() {
  return useApiResource<
    CarrierAccountsView,
    {
      connect: (input: ConnectCarrierAccount) => Promise<CarrierAccountView>;
      remove: (carrierAccountId: string) => Promise<{ removed: string }>;
    }
  >('/api/v1/carrier-accounts', (client) => ({
    connect: (input: ConnectCarrierAccount) => client.post<CarrierAccountView>('/api/v1/carrier-accounts', input),
    remove: (carrierAccountId: string) =>
      client.delete<{ removed: string }>(`/api/v1/carrier-accounts/${encodeURIComponent(carrierAccountId)}`),
  }));
}
