import { adminClaimParamsSchema, adminMoveClaimRequestSchema } from '#api/admin';
import { adminRoute, claimReview } from '../admin.deps';

/** POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/moves: a guarded status move, audited. */
export const handler = adminRoute(
  { params: adminClaimParamsSchema, body: adminMoveClaimRequestSchema },
  ({ params, body, admin }) => claimReview.move(admin, params.accountId, params.claimId, body),
);
