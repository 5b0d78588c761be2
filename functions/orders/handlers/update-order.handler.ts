import { orderRequestSchema } from '#api/orders';
import { accountRoute } from '#lib/http/http-route';
import { orderParams, orderUseCases } from './order-deps';

export const handler = accountRoute({ params: orderParams, body: orderRequestSchema, permissions: ['edit_orders'] }, ({ caller, params, body }) =>
  orderUseCases.update(caller, params.orderId, body),
);
