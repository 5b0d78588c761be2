import { courierQuotesParamsSchema } from '#api/couriers';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { shipmentCourierQuotes } from '../couriers.deps';

/** POST /api/v1/orders/{orderId}/shipments/{shipmentId}/courier-quotes: the local couriers' quotes for one shipment. */
export const handler = accountRoute(
  { params: courierQuotesParamsSchema, permissions: ['purchase_orders'] },
  ({ caller, params }) => shipmentCourierQuotes(caller, params.orderId, params.shipmentId),
);
