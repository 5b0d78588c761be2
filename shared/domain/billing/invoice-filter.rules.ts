import type { InvoiceFilters, InvoiceView } from '#api/invoices';
import type { DateRange } from '../dates/date-range.rules';
import { matchesText } from '../orders/order-filter.rules';

/**
 * Every invoice-list filter but the date (which bounds the index read), as one predicate (accounts
 * §2 Invoice list). A list filter holds when the invoice has any of its values; none given holds.
 */
export function matchesInvoiceFilters(invoice: InvoiceView, filters: InvoiceFilters): boolean {
  if (filters.statuses.length && !filters.statuses.includes(invoice.status)) return false;
  if (filters.types.length && !filters.types.includes(invoice.type)) return false;
  if (filters.warehouseIds.length && !(invoice.warehouseId && filters.warehouseIds.includes(invoice.warehouseId)))
    return false;
  if (filters.orderTags.length) {
    const tags = invoice.orderTags.map((t) => t.toLowerCase());
    if (!filters.orderTags.some((t) => tags.includes(t.toLowerCase()))) return false;
  }
  const orderNumber = filters.orderNumber;
  if (orderNumber && (orderNumber.value !== '' || orderNumber.operator === 'equals'))
    return matchesText(invoice.orderNumber ?? '', { field: 'orderNumber', ...orderNumber });
  return true;
}

/** The instant bounds a date range puts on the by-date index: [start, end) as ISO strings. */
export function invoiceDateBounds(range: DateRange | undefined): { fromIso?: string; toIso?: string } {
  return range ? { fromIso: range.start.toISOString(), toIso: range.end.toISOString() } : {};
}
