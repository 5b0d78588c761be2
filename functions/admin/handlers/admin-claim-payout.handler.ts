import { adminClaimParamsSchema, adminPayoutRequestSchema } from '#api/admin';
import { adminRoute, claimReview } from '../admin.deps';

/** POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/payout: pays the claim, credits the wallet once, audited. */
export const handler = adminRoute(
  { params: adminClaimParamsSchema, body: adminPayoutRequestSchema },
  ({ params, body, admin }) => claimReview.approve(admin, params.accountId, params.claimId, body),
);
