import { orderRequestSchema } from '#api/order-requests';
import { PUBLIC_ORDER_MAX_BODY_BYTES, publicOrderParamsSchema } from '#api/public-orders';
import { apiKeyRoute, publicOrders } from '../api-keys.deps';

/** PUT /api/public/v1/orders/{orderNumber} (x-shipdeck-api-key): the custom store's order, replaced. */
export const handler = apiKeyRoute(
  {
    params: publicOrderParamsSchema,
    body: orderRequestSchema,
    permissions: ['access_api'],
    maxBodyBytes: PUBLIC_ORDER_MAX_BODY_BYTES,
  },
  async ({ caller, params, body }) => (await publicOrders.update(caller, params.orderNumber, body)).body,
);
