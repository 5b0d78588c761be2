import * as z from 'zod';
import { pathIdSchema } from './path-params';

/** GET /api/v1/claims/{claimId}/pdf (accounts §2 claim-pdf). */
export const claimPdfParamsSchema = z.object({ claimId: pathIdSchema });

/** A short-lived link to the claim's PDF, as the invoice PDFs answer theirs. */
export interface ClaimPdfView {
  url: string;
  expiresAt: string;
}
