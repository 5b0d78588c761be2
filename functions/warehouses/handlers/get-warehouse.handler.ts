import { warehouseParamsSchema } from '#api/warehouses';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { warehouseUseCases } from '../warehouses.deps';

export const handler = accountRoute({ params: warehouseParamsSchema }, ({ caller, params }) =>
  warehouseUseCases.get(caller.accountId, params.warehouseId),
);
