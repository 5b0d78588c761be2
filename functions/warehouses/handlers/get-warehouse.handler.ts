import { accountRoute } from '#lib/http/http-route';
import { warehouseParams, warehouseUseCases } from './warehouse-deps';

export const handler = accountRoute({ params: warehouseParams }, ({ caller, params }) =>
  warehouseUseCases.get(caller.accountId, params.warehouseId),
);
