import { useCallback, useEffect, useState } from 'react';
import type { PaginationProps } from '@cloudscape-design/components/pagination';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import type { OrderFiltersInput } from '#domain/orders/order-query.schema';
import type { ordersApi } from '#web/api/orders-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import {
  FIRST_PAGE,
  afterPageLoaded,
  cursorFor,
  goToPage,
  paginationOf,
  type CursorStack,
} from '#web/lib/cursor-stack';
import type { OrderSort } from './use-order-filters';

type OrdersApi = ReturnType<typeof ordersApi>;

/** Tags and batch numbers met on the pages loaded so far: the property filter offers them as values. */
export interface SeenValues {
  tags: string[];
  batches: string[];
}

/**
 * One page of the orders query (orders §2): filters, sort and page size applied by the server,
 * forward-only cursors kept in a stack so Previous never refetches a cursor. A newer request
 * aborts the one under way, so a slow answer never replaces the page asked for last.
 */
export function useOrdersQuery(
  api: OrdersApi,
  { filters, sort, pageSize }: { filters: OrderFiltersInput; sort: OrderSort; pageSize: 20 | 50 | 100 },
) {
  const { reportError } = useNotifications();
  const queryKey = JSON.stringify([filters, sort, pageSize]);

  // The cursor stack belongs to one filter/sort/page-size combination; a new one starts over.
  const [paging, setPaging] = useState<{ key: string; stack: CursorStack }>({ key: queryKey, stack: FIRST_PAGE });
  const stack = paging.key === queryKey ? paging.stack : FIRST_PAGE;
  const updateStack = useCallback(
    (change: (s: CursorStack) => CursorStack) =>
      setPaging((p) => ({ key: queryKey, stack: change(p.key === queryKey ? p.stack : FIRST_PAGE) })),
    [queryKey],
  );

  const [items, setItems] = useState<OrderGridRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<OrderGridRow[]>([]);
  const [seen, setSeen] = useState<SeenValues>({ tags: [], batches: [] });
  const [reloadTick, setReloadTick] = useState(0);
  const reload = useCallback(() => setReloadTick((t) => t + 1), []);

  const pageIndex = stack.pageIndex;
  const cursor = cursorFor(stack);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .query({ filters, sort, pageSize, ...(cursor ? { cursor } : {}) }, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setItems(page.items);
        setSelected([]);
        updateStack((s) => afterPageLoaded(s, pageIndex, page.cursor));
        setSeen((s) => ({
          tags: [...new Set([...s.tags, ...page.items.flatMap((o) => o.tags)])],
          batches: [...new Set([...s.batches, ...page.items.map((o) => o.batchNumber).filter(Boolean)])],
        }));
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        reportError(e, {
          showIn: (message) => {
            setError(message);
            setItems([]);
          },
        });
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
    // queryKey stands for filters, sort and pageSize.
  }, [api, queryKey, pageIndex, cursor, reloadTick]);

  const paginationProps: PaginationProps = {
    ...paginationOf(stack),
    disabled: loading,
    onChange: (e) => updateStack((s) => goToPage(s, e.detail.currentPageIndex - 1)),
    onNextPageClick: (e) => {
      if (!e.detail.requestedPageAvailable) updateStack((s) => goToPage(s, e.detail.requestedPageIndex - 1));
    },
  };

  return { items, loading, error, reload, selected, setSelected, seen, paginationProps };
}
