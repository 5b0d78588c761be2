import { accountRoute } from '#lib/http/http-route';
import { warehouseParams, warehouseUseCases } from './warehouse-deps';

export const handler = accountRoute({ params: warehouseParams, permissions: ['edit_warehouses'] }, ({ caller, params }) =>
  warehouseUseCases.setDefault(caller.accountId, params.warehouseId),
);
