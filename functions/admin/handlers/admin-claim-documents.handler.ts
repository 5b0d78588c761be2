import { adminClaimParamsSchema } from '#api/admin';
import { adminRoute, claimDocumentsReview } from '../admin.deps';

/** GET /api/v1/admin/accounts/{accountId}/claims/{claimId}/documents: the documents the merchant attached. */
export const handler = adminRoute({ params: adminClaimParamsSchema }, ({ params }) =>
  claimDocumentsReview.list(params.accountId, params.claimId),
);
