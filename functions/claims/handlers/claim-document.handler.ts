import { claimDocumentParamsSchema } from '#api/claims';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claimDocuments } from '../claims.deps';

const ANY_CLAIMS = { anyPermission: ['view_claim_tracking', 'view_order_protection'] } as const;

const link = accountRoute({ ...ANY_CLAIMS, params: claimDocumentParamsSchema }, ({ caller, params }) =>
  claimDocuments.link(caller, params.claimId, params.documentId),
);
const remove = accountRoute({ ...ANY_CLAIMS, params: claimDocumentParamsSchema }, ({ caller, params }) =>
  claimDocuments.remove(caller, params.claimId, params.documentId),
);

/** GET and DELETE /api/v1/claims/{claimId}/documents/{documentId}: a short-lived link to read it; its removal. */
export const handler = byMethod({ GET: link, DELETE: remove });
