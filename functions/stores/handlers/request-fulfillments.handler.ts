import { fulfillmentRequestSchema } from '#api/fulfillments';
import { orderParamsSchema } from '#api/orders';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { requestFulfillments } from '../fulfillments.deps';

export const handler = accountRoute(
  { params: orderParamsSchema, body: fulfillmentRequestSchema, permissions: ['edit_orders'], successStatus: 202 },
  ({ caller, params, body }) => requestFulfillments(caller, params.orderId, body),
);
