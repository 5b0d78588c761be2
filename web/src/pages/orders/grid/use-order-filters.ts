import { useCallback, useMemo, useState } from 'react';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import { hasAnyFilter } from '#domain/orders/order-filter.rules';
import { orderFiltersSchema, type OrderFiltersInput } from '#domain/orders/order-query.schema';
import { fromDateRangeFilter, toDateRangeFilter } from '#web/lib/date-presets';
import { EMPTY_QUERY, fromOrderFilters, toOrderFilters, type OrderView } from './order-filter-tokens';

export type OrderSort = { field: 'orderDate' | 'orderNumber'; direction: 'asc' | 'desc' };

const NEWEST_FIRST: OrderSort = { field: 'orderDate', direction: 'desc' };

/** What the grid's controls hold (view, property filter, order date, sort) and the query filters they make (orders §2). */
export function useOrderFilters() {
  const [view, setView] = useState<OrderView>('active');
  const [query, setQuery] = useState<PropertyFilterProps.Query>(EMPTY_QUERY);
  const [dateValue, setDateValue] = useState<DateRangePickerProps.Value | null>(null);
  const [sort, setSort] = useState<OrderSort>(NEWEST_FIRST);
  const filters = useMemo(
    () => toOrderFilters({ query, view, dateRange: toDateRangeFilter(dateValue) }),
    [query, view, dateValue],
  );
  const filtered = hasAnyFilter(orderFiltersSchema.parse(filters));

  /** Puts saved filters on the controls; none puts back the active view without filters. */
  const show = useCallback((saved: OrderFiltersInput | undefined) => {
    const state = fromOrderFilters(saved ?? { view: 'active' });
    setQuery(state.query);
    setView(state.view);
    setDateValue(fromDateRangeFilter(state.dateRange));
  }, []);

  return { view, setView, query, setQuery, dateValue, setDateValue, sort, setSort, filters, filtered, show };
}

export type OrderFilterControls = ReturnType<typeof useOrderFilters>;
