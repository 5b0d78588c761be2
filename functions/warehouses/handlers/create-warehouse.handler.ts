import { warehouseRequestSchema } from '#api/warehouses';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { warehouseUseCases } from '../warehouses.deps';

export const handler = accountRoute(
  { body: warehouseRequestSchema, permissions: ['edit_warehouses'], successStatus: 201 },
  ({ caller, body }) => warehouseUseCases.create(caller.accountId, body),
);
