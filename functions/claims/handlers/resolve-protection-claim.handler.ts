import { protectionResolutionParamsSchema, protectionResolutionRequestSchema } from '#api/protection-claims';
import { claimPermission } from '#domain/claims/claim-record';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { protectionClaims } from '../protection-claims.deps';

/** POST /api/v1/claims/{claimId}/resolution: the merchant's reship, refund or deny (accounts §6 view_order_protection). */
export const handler = accountRoute(
  {
    params: protectionResolutionParamsSchema,
    body: protectionResolutionRequestSchema,
    permissions: [claimPermission('protection')],
  },
  ({ params, body, caller }) =>
    protectionClaims.resolve({
      accountId: caller.accountId,
      userId: caller.userId,
      userName: caller.email,
      claimId: params.claimId,
      resolution: body.resolution,
    }),
);
