import { packOrderRequestSchema } from '#api/packing';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packOrder } from '../orders.deps';

export const handler = accountRoute(
  { body: packOrderRequestSchema, permissions: ['edit_orders'] },
  ({ caller, body }) => packOrder(caller.accountId, body),
);
