import { orderParamsSchema, orderRequestSchema } from '#api/orders';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { orderEdits } from '../orders.deps';

export const handler = accountRoute(
  { params: orderParamsSchema, body: orderRequestSchema, permissions: ['edit_orders'] },
  ({ caller, params, body }) => orderEdits.update(caller, params.orderId, body),
);
