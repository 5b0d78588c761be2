import { orderParamsSchema } from '#api/orders';
import { accountRoute } from '#lib/http/http-route';
import { orderUseCases } from '../orders.deps';

export const handler = accountRoute({ params: orderParamsSchema, permissions: ['view_print_orders'] }, ({ caller, params }) =>
  orderUseCases.get(caller, params.orderId),
);
