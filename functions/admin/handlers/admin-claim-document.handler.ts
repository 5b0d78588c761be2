import { adminClaimDocumentParamsSchema } from '#api/admin';
import { adminRoute, claimDocumentsReview } from '../admin.deps';

/** GET /api/v1/admin/accounts/{accountId}/claims/{claimId}/documents/{documentId}: a short-lived link to that document. */
export const handler = adminRoute({ params: adminClaimDocumentParamsSchema }, ({ params }) =>
  claimDocumentsReview.link(params.accountId, params.claimId, params.documentId),
);
