import { claimDocumentParamsSchema, claimDocumentUploadRequestSchema, claimParamsSchema } from '#api/claims';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claimDocuments } from '../claims.deps';

const ANY_CLAIMS = { anyPermission: ['view_claim_tracking', 'view_order_protection'] } as const;

const startUpload = accountRoute(
  { ...ANY_CLAIMS, params: claimParamsSchema, body: claimDocumentUploadRequestSchema, successStatus: 201 },
  ({ caller, params, body }) => claimDocuments.startUpload(caller, params.claimId, body),
);
const link = accountRoute({ ...ANY_CLAIMS, params: claimDocumentParamsSchema }, ({ caller, params }) =>
  claimDocuments.link(caller, params.claimId, params.documentId),
);
const confirm = accountRoute({ ...ANY_CLAIMS, params: claimDocumentParamsSchema }, ({ caller, params }) =>
  claimDocuments.confirm(caller, params.claimId, params.documentId),
);
const remove = accountRoute({ ...ANY_CLAIMS, params: claimDocumentParamsSchema }, ({ caller, params }) =>
  claimDocuments.remove(caller, params.claimId, params.documentId),
);

/**
 * POST /api/v1/claims/{claimId}/documents: a presigned upload of one document. On …/documents/{documentId}: GET a
 * short-lived link to read it, PUT once uploaded (its type checked by its bytes), DELETE it.
 */
export const handler = byMethod({ POST: startUpload, GET: link, PUT: confirm, DELETE: remove });
