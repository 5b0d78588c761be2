import { warehouseParamsSchema } from '#api/warehouses';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { warehouseUseCases } from '../warehouses.deps';

export const handler = accountRoute(
  { params: warehouseParamsSchema, permissions: ['edit_warehouses'] },
  ({ caller, params }) => warehouseUseCases.remove(caller.accountId, params.warehouseId),
);
