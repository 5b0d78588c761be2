import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { documentFiles } from '#lib/documents-bucket';
import { dynamoInvoices } from './adapters/dynamodb.invoices';
import { dynamoWallet } from './adapters/dynamodb.wallet';
import { makeInvoices, type InvoicesDeps } from './use-cases/invoices.use-case';

// The invoice list and the chart, wired once. They never draw, so their functions leave pdf-lib
// (~430 kB) out: the PDF routes wire their own in invoice-documents.deps.ts.

export const invoiceDepsWithoutRenderer: Omit<InvoicesDeps, 'renderPdf'> = {
  invoices: dynamoInvoices,
  wallet: dynamoWallet,
  accounts: dynamoAccountStore,
  files: documentFiles,
};

export const invoiceList = /* @__PURE__ */ makeInvoices({
  ...invoiceDepsWithoutRenderer,
  renderPdf: () => Promise.reject(new Error('invoiceList cannot draw PDFs: use invoiceDocuments')),
});
