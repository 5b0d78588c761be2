import { accountRoute } from '#lib/http/http-route';
import { orderParams, orderUseCases } from './order-deps';

export const handler = accountRoute({ params: orderParams, permissions: ['view_print_orders'] }, ({ caller, params }) =>
  orderUseCases.activity(caller, params.orderId),
);
