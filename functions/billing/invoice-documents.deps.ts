import { invoiceDepsWithoutRenderer } from './invoices.deps';
import { renderInvoicePdf } from './render/invoice-pdf';
import { makeInvoices } from './use-cases/invoices.use-case';

/** The invoice PDFs (invoice-pdf, invoicebulk-pdf): the invoice use cases with the PDF renderer. */
export const invoiceDocuments = /* @__PURE__ */ makeInvoices({
  ...invoiceDepsWithoutRenderer,
  renderPdf: renderInvoicePdf,
});
