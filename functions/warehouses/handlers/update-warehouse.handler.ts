import { warehouseRequestSchema } from '#api/warehouses';
import { accountRoute } from '#lib/http/http-route';
import { warehouseParams, warehouseUseCases } from './warehouse-deps';

export const handler = accountRoute(
  { params: warehouseParams, body: warehouseRequestSchema, permissions: ['edit_warehouses'] },
  ({ caller, params, body }) => warehouseUseCases.update(caller.accountId, params.warehouseId, body),
);
