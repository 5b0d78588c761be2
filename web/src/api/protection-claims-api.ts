import type { ProtectionClaimView, ProtectionResolutionAnswer } from '#api/protection-claims';
import type { ProtectionResolution } from '#domain/protection/protection-claim.rules';
import type { ApiClient } from './api-client';

/** Shoppers' order-protection claims: those of one order, and the merchant's decision on one. */
export function protectionClaimsApi(client: ApiClient) {
  return {
    ofOrder: (orderId: string): Promise<{ items: ProtectionClaimView[] }> =>
      client.get(`/api/v1/orders/${encodeURIComponent(orderId)}/protection-claims`),
    resolve: (claimId: string, resolution: ProtectionResolution): Promise<ProtectionResolutionAnswer> =>
      client.post(`/api/v1/claims/${encodeURIComponent(claimId)}/resolution`, { resolution }),
  };
}
