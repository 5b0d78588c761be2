import { adminClaimParamsSchema, adminDenyRequestSchema } from '#api/admin';
import { adminRoute, claimReview } from '../admin.deps';

/** POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/denial: denies the claim with a reason, audited. */
export const handler = adminRoute(
  { params: adminClaimParamsSchema, body: adminDenyRequestSchema },
  ({ params, body, admin }) => claimReview.deny(admin, params.accountId, params.claimId, body),
);
