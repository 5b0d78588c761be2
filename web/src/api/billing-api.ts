import type { BillingAccessView } from '#api/billing';
import type { CancelSubscriptionRequest, ChangePlanRequest, PlanCatalog } from '#api/plans';
import type { SubscriptionResponse } from '#api/subscription';
import type { AutoReloadRequest } from '#domain/billing/auto-reload.rules';
import type { AutoReloadSettings } from '#domain/billing/ports';
import type { ApiClient } from './api-client';

/** GET /api/v1/billing/access (accounts §4, §8). */
export function billingAccessApi(client: ApiClient) {
  return { get: () => client.get<BillingAccessView>('/api/v1/billing/access') };
}

/** The plan catalog and the calls that change the subscription (accounts §4); each answers the subscription. */
export function plansApi(client: ApiClient) {
  return {
    catalog: () => client.get<PlanCatalog>('/api/v1/plans'),
    change: (request: ChangePlanRequest) => client.put<SubscriptionResponse>('/api/v1/subscription', request),
    cancel: (request: CancelSubscriptionRequest) =>
      client.post<SubscriptionResponse>('/api/v1/subscription/cancel', request),
    pause: () => client.post<SubscriptionResponse>('/api/v1/subscription/pause'),
    resume: () => client.post<SubscriptionResponse>('/api/v1/subscription/resume'),
  };
}

/** Auto-reload: top the balance up from the default payment method when it falls below a threshold. */
export function autoReloadApi(client: ApiClient) {
  const path = '/api/v1/wallet/auto-reload';
  return {
    get: () => client.get<AutoReloadSettings>(path),
    save: (request: AutoReloadRequest) => client.put(path, request),
  };
}
