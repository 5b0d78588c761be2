import { dateRangeForPreset, isInRange, type DateRange } from '../dates/date-range.rules';
import type { CalendarDate } from '../dates/zoned-time.rules';
import type { OrderStatusFilterValue } from '../statuses/filter-values.constants';
import { matchesFulfillment, matchesPrinted, textValueOf, toGridRow, type OrderGridRow } from './order-grid.rules';
import type { OrderRecord } from './order-record';
import type { OrderFilters, TextFilter, DateRangeFilter } from './order-query.schema';

/** Text operators (orders §2): case-insensitive, on the grid's displayed value. */
export function matchesText(value: string, filter: TextFilter): boolean {
  const v = value.toLowerCase();
  const q = filter.value.toLowerCase();
  switch (filter.operator) {
    case 'contains':
      return v.includes(q);
    case 'notContains':
      return !v.includes(q);
    case 'equals':
      return v === q;
    case 'notEqual':
      return v !== q;
    case 'startsWith':
      return v.startsWith(q);
    case 'endsWith':
      return v.endsWith(q);
  }
}

/** True when the filters hold something beyond the default view (orders §5: "some filter applied to save"). */
export function hasAnyFilter(filters: OrderFilters): boolean {
  return (
    filters.view !== 'active' ||
    filters.statuses.length > 0 ||
    filters.fulfillment.length > 0 ||
    filters.printed.length > 0 ||
    filters.warningTypes.length > 0 ||
    filters.tags.length > 0 ||
    Boolean(filters.batchNumber) ||
    Boolean(filters.customerId) ||
    Boolean(filters.dateRange) ||
    filters.pastFillTime === true ||
    filters.text.some((t) => t.value !== '' || t.operator === 'equals')
  );
}

function calendarDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

/** The instant range of a date filter, in the merchant's timezone. */
export function resolveDateRange(
  range: DateRangeFilter | undefined,
  now: Date,
  timeZone: string,
): DateRange | undefined {
  if (!range) return undefined;
  const custom =
    range.preset === 'Custom' && range.startDate && range.endDate
      ? { from: calendarDate(range.startDate), to: calendarDate(range.endDate) }
      : undefined;
  return dateRangeForPreset(range.preset, now, timeZone, custom);
}

/** The view an order belongs to: deleted and archived orders live apart from active ones. */
export function orderView(order: Pick<OrderRecord, 'isDeleted' | 'archived'>): OrderFilters['view'] {
  if (order.isDeleted) return 'deleted';
  if (order.archived) return 'archived';
  return 'active';
}

/** Every filter, as one predicate over a stored order. Index choice is the store's business. */
export function orderMatches(
  order: OrderRecord,
  filters: OrderFilters,
  range: DateRange | undefined,
  row: OrderGridRow = toGridRow(order),
): boolean {
  const statusFilterApplies = filters.statuses.length > 0;
  // A status filter naming archived/deleted/cancelled reaches across views; otherwise the view decides.
  if (!statusFilterApplies && orderView(order) !== filters.view) return false;
  if (statusFilterApplies && !filters.statuses.includes(row.statusKey as OrderStatusFilterValue)) return false;
  if (filters.fulfillment.length && !filters.fulfillment.some((f) => matchesFulfillment(order, f))) return false;
  if (filters.printed.length && !filters.printed.some((p) => matchesPrinted(order, p))) return false;
  if (filters.warningTypes.length && !filters.warningTypes.some((w) => row.warnings.includes(w))) return false;
  if (
    filters.tags.length &&
    !filters.tags.every((t) => order.tags.some((own) => own.toLowerCase() === t.toLowerCase()))
  )
    return false;
  if (filters.batchNumber && (order.batchNumber ?? '') !== filters.batchNumber) return false;
  if (filters.customerId && order.customerId !== filters.customerId) return false;
  if (range && !isInRange(new Date(order.orderDate), range)) return false;
  return filters.text.every((f) => matchesText(textValueOf(row, f.field), f));
}
