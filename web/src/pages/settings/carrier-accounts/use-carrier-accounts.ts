import type { CarrierAccountsView } from '#api/carrier-accounts';
import { CARRIER_ACCOUNTS_PATH, carrierAccountsApi } from '#web/api/carrier-accounts-api';
import { useApiResource } from '#web/hooks/use-api-resource';

/** The merchant's carrier accounts, connecting and removing them (each reloads the list). */
export function useCarrierAccounts() {
  return useApiResource<CarrierAccountsView, ReturnType<typeof carrierAccountsApi>>(
    CARRIER_ACCOUNTS_PATH,
    carrierAccountsApi,
  );
}
