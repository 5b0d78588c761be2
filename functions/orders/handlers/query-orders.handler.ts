import { orderQueryRequestSchema } from '#api/orders';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { orderReads } from '../orders.deps';

export const handler = accountRoute(
  { body: orderQueryRequestSchema, permissions: ['view_print_orders'] },
  ({ caller, body }) => orderReads.query(caller, body),
);
