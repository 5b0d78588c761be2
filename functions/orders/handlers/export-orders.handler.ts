import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { orderExportRequestSchema } from '#domain/exports/order-export.rules';
import { accountRoute } from '#lib/http/http-route';
import type { OrderExport } from '../use-cases/export-orders.use-case';
import { exportOrders } from '../orders.deps';

export const EXPORT_ROWS_HEADER = 'x-shipdeck-export-rows';
export const EXPORT_TRUNCATED_HEADER = 'x-shipdeck-export-truncated';

const route = accountRoute({ body: orderExportRequestSchema, permissions: ['import_export_orders'] }, ({ caller, body }) =>
  exportOrders.exportCsv(caller, body),
);

/**
 * POST /api/v1/orders/export: the CSV itself as an attachment (the route's auth, validation and
 * error answers are the JSON ones of every route; only a success is turned into text/csv).
 */
export const handler = async (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
  const res = (await route(event, context)) as APIGatewayProxyStructuredResultV2;
  if (res.statusCode !== 200 || !res.body) return res;
  const file = JSON.parse(res.body) as OrderExport;
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
};
