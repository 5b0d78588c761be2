import type {
  BalanceHistory,
  InvoiceDocumentView,
  InvoicePage,
  InvoicePdfRequest,
  InvoiceQueryInput,
} from '#api/invoices';
import type { ApiClient } from './api-client';

/** The invoice list, its PDFs and the balance chart (accounts §2, §4). */
export function invoicesApi(client: ApiClient) {
  return {
    query: (query: InvoiceQueryInput) => client.post<InvoicePage>('/api/v1/invoices/query', query),
    pdf: (invoiceId: string) =>
      client.get<InvoiceDocumentView>(`/api/v1/invoices/${encodeURIComponent(invoiceId)}/pdf`),
    bulkPdf: (request: InvoicePdfRequest) => client.post<InvoiceDocumentView>('/api/v1/invoices/pdf', request),
    history: (days: 30 | 90 | 365) => client.get<BalanceHistory>(`/api/v1/wallet/history?days=${days}`),
  };
}
