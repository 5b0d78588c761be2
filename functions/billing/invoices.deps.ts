import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { documentFiles } from '#lib/documents-bucket';
import { dynamoInvoices } from './adapters/dynamodb.invoices';
import { dynamoWallet } from './adapters/dynamodb.wallet';
import { renderInvoicePdf } from './render/invoice-pdf';
import { makeInvoices, type InvoicesDeps } from './use-cases/invoices.use-case';

// The invoice use cases wired to their real adapters, once. The list and the chart never draw,
// so their functions leave pdf-lib (~430 kB) out: only the PDF routes import `invoiceDocuments`.

const base: Omit<InvoicesDeps, 'renderPdf'> = {
  invoices: dynamoInvoices,
  wallet: dynamoWallet,
  accounts: dynamoAccountStore,
  files: documentFiles,
};

export const invoiceList = /* @__PURE__ */ makeInvoices({
  ...base,
  renderPdf: () => Promise.reject(new Error('invoiceList cannot draw PDFs: use invoiceDocuments')),
});

export const invoiceDocuments = /* @__PURE__ */ makeInvoices({ ...base, renderPdf: renderInvoicePdf });
