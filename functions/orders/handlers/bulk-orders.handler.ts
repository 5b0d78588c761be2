import { bulkOrderRequestSchema } from '#api/orders';
import { accountRoute } from '#lib/http/http-route';
import { orderUseCases } from '../orders.deps';

export const handler = accountRoute({ body: bulkOrderRequestSchema, permissions: ['edit_orders'] }, ({ caller, body }) =>
  orderUseCases.bulk(caller, body),
);
