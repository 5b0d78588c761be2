import { orderRequestSchema } from '../../../shared/api/orders';
import { accountRoute } from '../../_lib/http/http-route';
import { orderUseCases } from './order-deps';

export const handler = accountRoute({ body: orderRequestSchema, permissions: ['edit_orders'], successStatus: 201 }, ({ caller, body }) =>
  orderUseCases.create(caller, body),
);
