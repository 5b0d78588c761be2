import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { orderExportRequestSchema } from '#domain/exports/order-export.rules';
import { accountRoute } from '#functions/accounts/accounts.deps';
import type { OrderExport } from '../use-cases/export-orders.use-case';
import { exportOrders } from '../orders.deps';

export const EXPORT_ROWS_HEADER = 'x-shipdeck-export-rows';
export const EXPORT_TRUNCATED_HEADER = 'x-shipdeck-export-truncated';

/** The CSV itself as an attachment, with its row count and whether it was cut short. */
function csvDownload(file: OrderExport): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
      [EXPORT_ROWS_HEADER]: String(file.rows),
      [EXPORT_TRUNCATED_HEADER]: String(file.truncated),
      'access-control-expose-headers': `content-disposition, ${EXPORT_ROWS_HEADER}, ${EXPORT_TRUNCATED_HEADER}`,
    },
    body: file.csv,
  };
}

/**
 * POST /api/v1/orders/export: the route's auth, validation and error answers are the JSON ones
 * of every route; only a success is the CSV file.
 */
export const handler = accountRoute(
  { body: orderExportRequestSchema, permissions: ['import_export_orders'], respond: csvDownload },
  ({ caller, body }) => exportOrders.exportCsv(caller, body),
);
