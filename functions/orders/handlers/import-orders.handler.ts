import { orderImportRequestSchema } from '#domain/imports/import-request.schema';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { importOrders } from '../orders.deps';

/** POST /api/v1/orders/import (orders §7 import): one chunk of ≤ 500 mapped spreadsheet rows. */
export const handler = accountRoute(
  { body: orderImportRequestSchema, permissions: ['import_export_orders'], maxBodyBytes: IMPORT_MAX_BODY_BYTES },
  ({ caller, body }) => importOrders.importChunk(caller, body),
);
