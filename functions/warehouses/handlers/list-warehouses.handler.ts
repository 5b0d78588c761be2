import { accountRoute } from '#functions/accounts/accounts.deps';
import { warehouseUseCases } from '../warehouses.deps';

export const handler = accountRoute({}, ({ caller }) => warehouseUseCases.list(caller.accountId));
