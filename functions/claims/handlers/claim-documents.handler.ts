import { claimDocumentUploadRequestSchema, claimParamsSchema } from '#api/claims';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claimDocuments } from '../claims.deps';

const ANY_CLAIMS = { anyPermission: ['view_claim_tracking', 'view_order_protection'] } as const;

/** POST /api/v1/claims/{claimId}/documents: a presigned upload of one document. */
export const handler = accountRoute(
  { ...ANY_CLAIMS, params: claimParamsSchema, body: claimDocumentUploadRequestSchema, successStatus: 201 },
  ({ caller, params, body }) => claimDocuments.startUpload(caller, params.claimId, body),
);
