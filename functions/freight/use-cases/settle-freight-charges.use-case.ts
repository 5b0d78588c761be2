import type { FreightBookingStore } from '#domain/freight/booking.ports';
import type { FreightBookingRecord as FreightBooking } from '#domain/freight/freight-booking.models';
import {
  bookingCharges,
  bookingHoldKey,
  freightInvoiceOf,
  unpostedCharges,
} from '#domain/freight/freight-booking.rules';

export type SettleFreightCharges = (booking: FreightBooking) => Promise<FreightBooking>;

/**
 * Posts a booked shipment's charges not posted yet, each once: the accessorials from the booking's
 * hold (shrunk by each, spent by the last), re-bills straight from the balance. Run after every
 * booking request and every tracking check, so a booking interrupted between its charges is
 * completed by whichever comes next.
 */
export function makeSettleFreightCharges(deps: { bookings: FreightBookingStore }): SettleFreightCharges {
  return async function settle(booking) {
    if (booking.state !== 'booked') return booking;
    const pending = unpostedCharges(booking);
    if (pending.length === 0) return booking;
    const held = new Set(bookingCharges(booking).map((c) => c.entryId));
    let heldLeft = pending.filter((c) => held.has(c.entryId)).reduce((sum, c) => sum + c.amountCents, 0);
    for (const charge of pending) {
      const invoice = freightInvoiceOf(charge);
      if (held.has(charge.entryId)) {
        heldLeft -= charge.amountCents;
        await deps.bookings.postCharge({
          booking,
          charge,
          invoice,
          hold: { key: bookingHoldKey(booking.bookingId), leftCents: heldLeft },
        });
      } else {
        await deps.bookings.postCharge({ booking, charge, invoice });
      }
    }
    return (await deps.bookings.get(booking.accountId, booking.bookingId)) ?? booking;
  };
}
