import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import type { InvoiceDocumentView, InvoiceView } from '#api/invoices';
import { useApi } from '#web/api/api-context';
import { useLoad } from '#web/hooks/use-load';
import { FIRST_PAGE, afterPageLoaded, cursorFor, goToPage, paginationOf } from '#web/lib/cursor-stack';
import { EMPTY_QUERY } from '#web/pages/orders/grid/order-filter-tokens';
import { invoicesApi } from '#web/api/invoices-api';
import { toInvoiceFilters } from './invoice-filtering';

export const INVOICE_PAGE_SIZE = 20;

/** The invoice list's filters and server-side pages (accounts §2): a new filter starts again at page 1. */
export function useInvoices() {
  const { client } = useApi();
  const api = useMemo(() => invoicesApi(client), [client]);
  const [query, setQuery] = useState<PropertyFilterProps.Query>(EMPTY_QUERY);
  const [date, setDate] = useState<DateRangePickerProps.Value | null>(null);
  const [stack, setStack] = useState(FIRST_PAGE);
  const [items, setItems] = useState<InvoiceView[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const filters = useMemo(() => toInvoiceFilters(query, date), [query, date]);
  const cursor = cursorFor(stack);
  const pageIndex = stack.pageIndex;

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await api.query({ filters, pageSize: INVOICE_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
      setItems(page.items);
      setStack((s) => afterPageLoaded(s, pageIndex, page.cursor));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, [api, filters, cursor, pageIndex]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    items,
    loading,
    error,
    reload: load,
    query,
    setQuery: (q: PropertyFilterProps.Query) => {
      setQuery(q);
      setStack(FIRST_PAGE);
    },
    date,
    setDate: (d: DateRangePickerProps.Value | null) => {
      setDate(d);
      setStack(FIRST_PAGE);
    },
    pagination: paginationOf(stack),
    goToPage: (index: number) => setStack((s) => goToPage(s, index)),
    filters,
    /** A PDF of one invoice, or of the chosen ones (or all the filters select): its link. */
    pdf: (invoiceId: string): Promise<InvoiceDocumentView> => api.pdf(invoiceId),
    bulkPdf: (invoiceIds: string[]): Promise<InvoiceDocumentView> =>
      api.bulkPdf(invoiceIds.length ? { invoiceIds } : { filters }),
  };
}

/** The end-of-day balance over the chosen span. */
export function useBalanceHistory(days: 30 | 90 | 365) {
  const { client } = useApi();
  return useLoad(useCallback(() => invoicesApi(client).history(days), [client, days]));
}
