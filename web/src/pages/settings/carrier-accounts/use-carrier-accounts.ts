import { useCallback, useMemo } from 'react';
import type { CarrierAccountsView, CarrierAccountView, ConnectCarrierAccount } from '#api/carrier-accounts';
import { useApi } from '../../../api/api-context';
import { useLoad } from '../../../hooks/use-load';

/** The merchant's carrier accounts, connecting and removing them (each reloads the list). */
export function useCarrierAccounts() {
  const { client } = useApi();
  const accounts = useLoad(useCallback(() => client.get<CarrierAccountsView>('/api/v1/carrier-accounts'), [client]));
  const { reload } = accounts;
  return useMemo(() => {
    const after = async <R>(call: Promise<R>): Promise<R> => {
      const result = await call;
      await reload();
      return result;
    };
    return {
      ...accounts,
      connect: (input: ConnectCarrierAccount) =>
        after(client.post<CarrierAccountView>('/api/v1/carrier-accounts', input)),
      remove: (carrierAccountId: string) =>
        after(client.delete<{ removed: string }>(`/api/v1/carrier-accounts/${encodeURIComponent(carrierAccountId)}`)),
    };
  }, [accounts, client, reload]);
}
