import { useCallback } from 'react';
import { useApi } from '#web/api/api-context';
import { useLoad } from '#web/hooks/use-load';
import { billingAccessApi } from '#web/api/billing-api';

/** Whether Billing is open for the account (accounts §4, §8). */
export function useBillingAccess() {
  const { client } = useApi();
  return useLoad(useCallback(() => billingAccessApi(client).get(), [client]));
}
