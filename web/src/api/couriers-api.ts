import type { CourierQuotesView } from '#api/couriers';
import type { ShipmentRef } from '#api/shipping';
import type { ApiClient } from './api-client';

const shipmentPath = ({ orderId, shipmentId }: ShipmentRef) =>
  `/api/v1/orders/${encodeURIComponent(orderId)}/shipments/${encodeURIComponent(shipmentId)}`;

/** The local courier routes of `shared/api/couriers.ts`. */
export function couriersApi(client: ApiClient) {
  return {
    quotes: (ref: ShipmentRef): Promise<CourierQuotesView> => client.post(`${shipmentPath(ref)}/courier-quotes`),
  };
}
