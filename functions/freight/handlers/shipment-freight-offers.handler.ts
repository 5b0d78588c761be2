import type { ShipmentFreightOffersView } from '#api/freight';
import { shipmentParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { shipmentFreightOffers } from '../freight-offers.deps';

/**
 * POST /api/v1/orders/{orderId}/shipments/{shipmentId}/freight-offers: the shipment's LTL offers, asked
 * beside its parcel rates; quoting is buying shipping, as the rate shop is (orders §6 purchase_orders).
 */
export const handler = accountRoute(
  { params: shipmentParamsSchema, permissions: ['purchase_orders'] },
  ({ caller, params }): Promise<ShipmentFreightOffersView> =>
    shipmentFreightOffers(caller, params.orderId, params.shipmentId),
);
