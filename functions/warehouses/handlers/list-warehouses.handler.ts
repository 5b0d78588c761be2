import { accountRoute } from '#lib/http/http-route';
import { warehouseUseCases } from '../warehouses.deps';

export const handler = accountRoute({}, ({ caller }) => warehouseUseCases.list(caller.accountId));
