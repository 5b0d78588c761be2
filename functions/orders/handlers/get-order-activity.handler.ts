import { orderParamsSchema } from '#api/orders';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { orderReads } from '../orders.deps';

export const handler = accountRoute(
  { params: orderParamsSchema, permissions: ['view_print_orders'] },
  ({ caller, params }) => orderReads.activity(caller, params.orderId),
);
