import type { TrackingHistoryReader } from '#domain/notifications/ports';
import type { OrderStore } from '#domain/orders/ports';
import { shipmentTrackingOf } from '#domain/tracking/shipment-tracking.rules';

/**
 * A shipment's carrier scans where the tracking-updates worker keeps them: on the shipment, in its
 * order. An email sent later than its status change shows the scans known at sending.
 */
export function makeOrderTrackingHistory(orders: Pick<OrderStore, 'get'>): TrackingHistoryReader {
  return {
    async eventsOf(accountId, orderId, shipmentId) {
      const shipment = (await orders.get(accountId, orderId))?.shipments.find((s) => s.id === shipmentId);
      return shipment ? shipmentTrackingOf(shipment).events : [];
    },
  };
}
