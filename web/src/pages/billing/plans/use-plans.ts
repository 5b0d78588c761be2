import { useCallback, useMemo } from 'react';
import type { CancelSubscriptionRequest, ChangePlanRequest } from '#api/plans';
import type { SubscriptionResponse } from '#api/subscription';
import { useApi } from '#web/api/api-context';
import { plansApi } from '#web/api/billing-api';
import { useLoad } from '#web/hooks/use-load';

/** The plan catalog and the calls that change the subscription (each reloads the catalog). */
export function usePlans() {
  const { client } = useApi();
  const catalog = useLoad(useCallback(() => plansApi(client).catalog(), [client]));
  const { reload } = catalog;
  return useMemo(() => {
    const after = async (call: Promise<SubscriptionResponse>) => {
      const result = await call;
      await reload();
      return result;
    };
    const api = plansApi(client);
    return {
      ...catalog,
      change: (request: ChangePlanRequest) => after(api.change(request)),
      cancel: (request: CancelSubscriptionRequest) => after(api.cancel(request)),
      pause: () => after(api.pause()),
      resume: () => after(api.resume()),
    };
  }, [catalog, client, reload]);
}

export type Plans = ReturnType<typeof usePlans>;
