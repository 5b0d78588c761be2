import type { BillingAccessView } from '#api/billing';
import type { ApiClient } from './api-client';

/** GET /api/v1/billing/access (accounts §4, §8). */
export function billingAccessApi(client: ApiClient) {
  return { get: () => client.get<BillingAccessView>('/api/v1/billing/access') };
}
