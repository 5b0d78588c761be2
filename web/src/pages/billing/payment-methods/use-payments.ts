import { useCallback, useEffect, useMemo } from 'react';
import type { AddFundsRequest, AddPaymentMethodRequest } from '#api/payments';
import { isDepositFinal } from '#domain/billing/deposit.rules';
import { useApi } from '#web/api/api-context';
import { useList } from '#web/hooks/use-load';
import { refreshWallet } from '#web/hooks/use-wallet';
import { usePermissions } from '#web/components/permission-guard';
import { paymentsApi } from '#web/api/payments-api';

/** How often open deposits (an ACH debit settling) are looked at again while the page is open. */
const OPEN_DEPOSIT_POLL_MS = 3_000;

/** The account's payment methods, and the calls that change them (each reloads the list). */
export function usePaymentMethods() {
  const { client } = useApi();
  const api = useMemo(() => paymentsApi(client), [client]);
  const list = useList(useCallback(() => api.methods(), [api]));
  const { reload } = list;
  const after =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      await reload();
      return result;
    };
  return {
    ...list,
    add: after((request: AddPaymentMethodRequest) => api.addMethod(request)),
    verifyBank: after((paymentMethodId: string, amounts: [number, number]) => api.verifyBank(paymentMethodId, amounts)),
    setDefault: after((paymentMethodId: string) => api.setDefault(paymentMethodId)),
    remove: after((paymentMethodId: string) => api.remove(paymentMethodId)),
  };
}

/** Recent deposits, polled while one is still open; adding funds reloads them and the balance. */
export function useDeposits() {
  const { client } = useApi();
  const api = useMemo(() => paymentsApi(client), [client]);
  const canView = usePermissions(['view_billing_activity']);
  const list = useList(useCallback(() => (canView ? api.deposits() : Promise.resolve([])), [api, canView]));
  const { items, reload } = list;
  const open = items.some((d) => !isDepositFinal(d.status));
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      void reload().then(refreshWallet);
    }, OPEN_DEPOSIT_POLL_MS);
    return () => clearInterval(timer);
  }, [open, reload]);
  const settled = async <R>(result: R): Promise<R> => {
    await reload();
    refreshWallet();
    return result;
  };
  return {
    ...list,
    addFunds: async (request: AddFundsRequest) => settled(await api.addFunds(request)),
    authenticate: async (depositId: string, approved: boolean) => settled(await api.authenticate(depositId, approved)),
  };
}
