import type { OrderStatusFilterValue } from '../statuses/filter-values.constants';
import type { OrderQuery } from './order-query.schema';

/** Which key serves a grid query; everything else is filtered on the rows the key yields. */
export type OrderIndexPlan =
  | { index: 'byOrderNumber'; prefix: string }
  | { index: 'byBatch'; batchNumber: string }
  | { index: 'byCustomer'; customerId: string }
  | { index: 'byTag'; tagKey: string }
  | { index: 'byStatus'; statusKey: OrderStatusFilterValue }
  | { index: 'byView'; view: 'active' | 'archived' | 'deleted' };

export const orderNumberKey = (orderNumber: string) => orderNumber.trim().toLowerCase();
export const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * The most selective key for the query, in this order: order-number prefix (also the only key
 * sorted by number), batch, customer, tag, a single status, then the view by date.
 */
export function planOrderQuery(query: Pick<OrderQuery, 'filters' | 'sort'>): OrderIndexPlan {
  const { filters, sort } = query;
  const numberFilter = filters.text.find(
    (t) => t.field === 'orderNumber' && (t.operator === 'equals' || t.operator === 'startsWith') && t.value !== '',
  );
  if (numberFilter) return { index: 'byOrderNumber', prefix: orderNumberKey(numberFilter.value) };
  if (sort.field === 'orderNumber') return { index: 'byOrderNumber', prefix: '' };
  if (filters.batchNumber) return { index: 'byBatch', batchNumber: filters.batchNumber };
  if (filters.customerId) return { index: 'byCustomer', customerId: filters.customerId };
  if (filters.tags.length > 0) return { index: 'byTag', tagKey: tagKey(filters.tags[0]) };
  if (filters.statuses.length === 1) return { index: 'byStatus', statusKey: filters.statuses[0] };
  return { index: 'byView', view: filters.view };
}

/** Date-sorted keys can narrow by the date range in the key condition. */
export function planUsesDateKey(plan: OrderIndexPlan): boolean {
  return plan.index !== 'byOrderNumber';
}

/**
 * True when the key alone yields exactly the rows asked for (the view by date, or one status,
 * optionally within a date range): the store can then read just one page instead of a batch.
 */
export function planCoversFilters(plan: OrderIndexPlan, filters: OrderQuery['filters']): boolean {
  const extra =
    filters.fulfillment.length +
      filters.printed.length +
      filters.warningTypes.length +
      filters.tags.length +
      filters.text.length >
      0 ||
    Boolean(filters.batchNumber) ||
    Boolean(filters.customerId);
  if (extra) return false;
  if (plan.index === 'byView') return filters.statuses.length === 0;
  // A status index spans views; it covers the query only when the status itself names the view.
  if (plan.index === 'byStatus') return filters.statuses.length === 1;
  return false;
}
