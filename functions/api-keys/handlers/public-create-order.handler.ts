import { createOrderRequestSchema } from '#api/order-requests';
import { PUBLIC_ORDER_MAX_BODY_BYTES } from '#api/public-orders';
import { jsonResponse } from '#lib/http/responses';
import { apiKeyRoute, publicOrderCreate } from '../api-keys.deps';

/** POST /api/public/v1/orders (x-shipdeck-api-key): 201 made, 200 when the order number already exists. */
export const handler = apiKeyRoute(
  {
    body: createOrderRequestSchema,
    permissions: ['access_api'],
    maxBodyBytes: PUBLIC_ORDER_MAX_BODY_BYTES,
    respond: (result: { status: number; body: unknown }) => jsonResponse(result.status, result.body),
  },
  ({ caller, body: { unsetDefaults, ...values } }) => publicOrderCreate.create(caller, values, { unsetDefaults }),
);
