import { claimDocumentParamsSchema } from '#api/claims';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claimDocuments } from '../claims.deps';

/** POST /api/v1/claims/{claimId}/documents/{documentId}/confirm: the uploaded file's type checked by its bytes. */
export const handler = accountRoute(
  { anyPermission: ['view_claim_tracking', 'view_order_protection'], params: claimDocumentParamsSchema },
  ({ caller, params }) => claimDocuments.confirm(caller, params.claimId, params.documentId),
);
