import type { AccountStore } from '#domain/accounts/ports';
import {
  ORDER_EXPORT_MAX_ROWS,
  orderExportCsv,
  orderExportFileName,
  type OrderExportColumn,
} from '#domain/exports/order-export.rules';
import { resolveDateRange } from '#domain/orders/order-filter.rules';
import { gridRowWithoutLate, toGridRow, withoutLateFilter, type OrderGridRow } from '#domain/orders/order-grid.rules';
import type { OrderFilters, OrderQuery } from '#domain/orders/order-query.schema';
import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderStore } from '#domain/orders/ports';
import type { ScheduledGrid } from '#domain/shipping-schedule/ports';
import type { Caller } from '#lib/http/caller';

export interface ExportOrdersDeps {
  orders: OrderStore;
  accounts: AccountStore;
  clock?: () => Date;
  maxRows?: number;
  /** accounts §6: whether the caller sees late shipments (the export reads as their grid does). */
  lateShipmentsVisible?: (caller: Caller) => Promise<boolean>;
  /** The grid as the caller's shipping schedule draws it (ship date, ship-by, past fill time); none without the feature. */
  scheduleFor?: (caller: Caller, now: Date) => Promise<ScheduledGrid | undefined>;
}

export interface OrderExport {
  csv: string;
  fileName: string;
  rows: number;
  /** True when the view holds more than the cap: only the first `rows` are in the file. */
  truncated: boolean;
}

const EXPORT_PAGE = 100;

/** POST /api/v1/orders/export: every page of the grid's filtered, sorted view, up to the cap, as CSV. */
export function makeExportOrders(deps: ExportOrdersDeps) {
  const now = deps.clock ?? (() => new Date());
  const maxRows = deps.maxRows ?? ORDER_EXPORT_MAX_ROWS;
  return {
    async exportCsv(
      caller: Caller,
      request: { filters: OrderFilters; sort: OrderQuery['sort']; columns?: OrderExportColumn[] },
    ): Promise<OrderExport> {
      const [account, showLate, scheduled] = await Promise.all([
        deps.accounts.getAccount(caller.accountId),
        deps.lateShipmentsVisible?.(caller) ?? false,
        deps.scheduleFor?.(caller, now()),
      ]);
      const visible = showLate ? request.filters : withoutLateFilter(request)?.filters;
      // As the grid: past fill time is the schedule's, so without it no order is past it.
      const filters = visible?.pastFillTime && !scheduled ? undefined : visible;
      const pastFillTime =
        filters?.pastFillTime && scheduled ? (o: OrderRecord) => scheduled.isPastFillTime(o) : undefined;
      const timeZone = account?.timezone ?? 'America/Chicago';
      const range = resolveDateRange(request.filters.dateRange, now(), timeZone);
      const rows: OrderGridRow[] = [];
      let cursor: string | undefined;
      let truncated = false;
      // A late-only view is empty for a user who does not see late shipments.
      while (filters) {
        const page = await deps.orders.query(
          caller.accountId,
          { filters, sort: request.sort, pageSize: EXPORT_PAGE, cursor } as OrderQuery,
          range,
          pastFillTime,
        );
        const pageRows = page.items.map((o) => (scheduled ? scheduled.row(toGridRow(o), o) : toGridRow(o)));
        rows.push(...(showLate ? pageRows : pageRows.map(gridRowWithoutLate)));
        cursor = page.cursor;
        if (rows.length >= maxRows) {
          truncated = rows.length > maxRows || cursor !== undefined;
          rows.length = Math.min(rows.length, maxRows);
          break;
        }
        if (!cursor) break;
      }
      return {
        csv: orderExportCsv(rows, { timeZone, columns: request.columns }),
        fileName: orderExportFileName(now()),
        rows: rows.length,
        truncated,
      };
    },
  };
}
