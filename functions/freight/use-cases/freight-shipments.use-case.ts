import type { FreightShipmentView, FreightShipmentsResponse } from '#api/freight-bookings';
import type { FreightBookingStore } from '#domain/freight/booking.ports';
import { NotFoundError } from '#lib/errors';
import type { FreightShipmentViews } from './freight-shipment-view';

/** How many bookings the Freight shipments list shows: the newest. */
export const FREIGHT_SHIPMENTS_LIMIT = 200;

/** GET /freight/shipments (optionally one quote's) and GET /freight/shipments/{bookingId}. */
export function makeFreightShipments(deps: { bookings: FreightBookingStore; views: FreightShipmentViews }) {
  return {
    async list(accountId: string, quoteId?: string): Promise<FreightShipmentsResponse> {
      const bookings = await deps.bookings.list(accountId, FREIGHT_SHIPMENTS_LIMIT);
      return {
        shipments: bookings.filter((b) => !quoteId || b.quoteId === quoteId).map((b) => deps.views.summary(b)),
      };
    },
    async get(accountId: string, bookingId: string): Promise<FreightShipmentView> {
      const booking = await deps.bookings.get(accountId, bookingId);
      if (!booking) throw new NotFoundError('Freight shipment');
      return deps.views.detail(booking);
    },
  };
}
