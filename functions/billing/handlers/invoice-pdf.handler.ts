import { invoiceParamsSchema, invoicePdfRequestSchema } from '#api/invoices';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { invoiceDocuments } from '../invoice-documents.deps';

const VIEW = ['view_billing_activity'] as const;

/** GET /api/v1/invoices/{invoiceId}/pdf (invoice-pdf): a link to the invoice as a PDF. */
const one = accountRoute({ params: invoiceParamsSchema, permissions: VIEW }, ({ caller, params }) =>
  invoiceDocuments.pdfOf(caller.accountId, params.invoiceId),
);

/** POST /api/v1/invoices/pdf (invoicebulk-pdf): the chosen invoices, or those the filters select, as one PDF. */
const bulk = accountRoute(
  { body: invoicePdfRequestSchema, permissions: VIEW, maxBodyBytes: 65_536 },
  ({ caller, body }) => invoiceDocuments.bulkPdf(caller.accountId, body),
);

export const handler = byMethod({ GET: one, POST: bulk });
