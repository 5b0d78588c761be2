import { adminClaimParamsSchema } from '#api/admin';
import { adminRoute, claimReview } from '../admin.deps';

/** GET /api/v1/admin/accounts/{accountId}/claims/{claimId}: one claim with its history and the moves staff may make. */
export const handler = adminRoute({ params: adminClaimParamsSchema }, ({ params }) =>
  claimReview.get(params.accountId, params.claimId),
);
