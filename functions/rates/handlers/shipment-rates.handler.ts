import { shipmentParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { rateShop } from '../rates.deps';

/** POST /api/v1/orders/{orderId}/shipments/{shipmentId}/rates: every carrier's quote for one shipment. */
export const handler = accountRoute(
  { params: shipmentParamsSchema, permissions: ['purchase_orders'] },
  ({ caller, params }) => rateShop.shipmentRates(caller, params.orderId, params.shipmentId),
);
