import { chooseRateRequestSchema, shipmentParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { chooseRate } from '../rates.deps';

/** PUT /api/v1/orders/{orderId}/shipments/{shipmentId}/preferred-rate: one of the last quotes becomes the preferred rate. */
export const handler = accountRoute(
  { params: shipmentParamsSchema, body: chooseRateRequestSchema, permissions: ['edit_orders'] },
  ({ caller, params, body }) => chooseRate(caller, params.orderId, params.shipmentId, body.rateId),
);
