import type { ProtectionResolutionAnswer } from '#api/protection-claims';
import type { ProtectionResolution } from '#domain/protection/protection-claim.rules';
import type { ApiClient } from './api-client';

/** POST /api/v1/claims/{claimId}/resolution: the merchant's decision on a shopper's order-protection claim. */
export function protectionClaimsApi(client: ApiClient) {
  return {
    resolve: (claimId: string, resolution: ProtectionResolution): Promise<ProtectionResolutionAnswer> =>
      client.post(`/api/v1/claims/${encodeURIComponent(claimId)}/resolution`, { resolution }),
  };
}
