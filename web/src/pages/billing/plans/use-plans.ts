import { useCallback, useMemo } from 'react';
import type { CancelSubscriptionRequest, ChangePlanRequest, PlanCatalog } from '#api/plans';
import type { SubscriptionResponse } from '#api/subscription';
import { useApi } from '#web/api/api-context';
import { useLoad } from '#web/hooks/use-load';

/** The plan catalog and the calls that change the subscription (each reloads the catalog). */
export function usePlans() {
  const { client } = useApi();
  const catalog = useLoad(useCallback(() => client.get<PlanCatalog>('/api/v1/plans'), [client]));
  const { reload } = catalog;
  return useMemo(() => {
    const after = async (call: Promise<SubscriptionResponse>) => {
      const result = await call;
      await reload();
      return result;
    };
    return {
      ...catalog,
      change: (request: ChangePlanRequest) => after(client.put<SubscriptionResponse>('/api/v1/subscription', request)),
      cancel: (request: CancelSubscriptionRequest) =>
        after(client.post<SubscriptionResponse>('/api/v1/subscription/cancel', request)),
      pause: () => after(client.post<SubscriptionResponse>('/api/v1/subscription/pause')),
      resume: () => after(client.post<SubscriptionResponse>('/api/v1/subscription/resume')),
    };
  }, [catalog, client, reload]);
}

export type Plans = ReturnType<typeof usePlans>;
