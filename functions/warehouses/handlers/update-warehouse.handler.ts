import { warehouseParamsSchema, warehouseRequestSchema } from '#api/warehouses';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { warehouseUseCases } from '../warehouses.deps';

export const handler = accountRoute(
  { params: warehouseParamsSchema, body: warehouseRequestSchema, permissions: ['edit_warehouses'] },
  ({ caller, params, body }) => warehouseUseCases.update(caller.accountId, params.warehouseId, body),
);
