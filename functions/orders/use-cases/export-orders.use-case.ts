import type { AccountStore } from '#domain/accounts/ports';
import {
  ORDER_EXPORT_MAX_ROWS,
  orderExportCsv,
  orderExportFileName,
  type OrderExportColumn,
} from '#domain/exports/order-export.rules';
import { resolveDateRange } from '#domain/orders/order-filter.rules';
import { toGridRow, type OrderGridRow } from '#domain/orders/order-grid.rules';
import type { OrderFilters, OrderQuery } from '#domain/orders/order-query.schema';
import type { OrderStore } from '#domain/orders/ports';
import type { Caller } from '#lib/http/caller';

export interface ExportOrdersDeps {
  orders: OrderStore;
  accounts: AccountStore;
  clock?: () => Date;
  maxRows?: number;
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
      const account = await deps.accounts.getAccount(caller.accountId);
      const timeZone = account?.timezone ?? 'America/Chicago';
      const range = resolveDateRange(request.filters.dateRange, now(), timeZone);
      const rows: OrderGridRow[] = [];
      let cursor: string | undefined;
      let truncated = false;
      do {
        const page = await deps.orders.query(
          caller.accountId,
          { filters: request.filters, sort: request.sort, pageSize: EXPORT_PAGE, cursor } as OrderQuery,
          range,
        );
        rows.push(...page.items.map(toGridRow));
        cursor = page.cursor;
        if (rows.length >= maxRows) {
          truncated = rows.length > maxRows || cursor !== undefined;
          rows.length = Math.min(rows.length, maxRows);
          break;
        }
      } while (cursor);
      return {
        csv: orderExportCsv(rows, { timeZone, columns: request.columns }),
        fileName: orderExportFileName(now()),
        rows: rows.length,
        truncated,
      };
    },
  };
}
