import { claimPdfParamsSchema } from '#api/claim-pdf';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claimPdf } from '../claim-pdf.deps';

/**
 * GET /api/v1/claims/{claimId}/pdf (claim-pdf): a link to the claim as a PDF. Either claims
 * permission opens the route; the use case checks the one the claim's source needs (accounts §6).
 */
export const handler = accountRoute(
  { params: claimPdfParamsSchema, anyPermission: ['view_claim_tracking', 'view_order_protection'] },
  ({ caller, params }) => claimPdf.pdfOf(caller, params.claimId),
);
