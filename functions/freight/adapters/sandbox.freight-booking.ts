import {
  FreightBookingRejectedError,
  type FreightBookingCarrier,
  type SandboxFreightLedger,
} from '#domain/freight/booking.ports';
import type { BookableFreightOffer, FreightBookingShipment } from '#domain/freight/freight-booking.models';
import { pickupConfirmationFor, proNumberFor } from '#domain/freight/freight-booking.rules';
import { freightTrackingAt, type FreightJourneyInput } from '#domain/freight/freight-journey.rules';
import { sandboxReweigh } from '#domain/freight/freight-rebill.rules';
import { simulatedNow } from '#domain/carriers/sandbox-clock.rules';
import { freightChargeCents } from '#domain/freight/freight-booking.rules';

export interface SandboxFreightBookingDeps {
  ledger: SandboxFreightLedger;
  /** The sandbox carriers' quoting: what a stale offer is quoted again with. */
  quote: (shipment: FreightBookingShipment, accessorialCodes: readonly number[]) => Promise<BookableFreightOffer[]>;
  clock?: () => Date;
  /** How many times faster than real time journeys run (the parcel sandbox's SANDBOX_TRACKING_SPEED). */
  trackingSpeed?: number;
}

const ZIP5 = /^\d{5}(-\d{4})?$/;

/**
 * The sandbox LTL carriers' booking desk: a PRO number in the carrier's style and a pickup
 * confirmation, the same for the same idempotency key (a retried booking is the same booking);
 * tracking that moves on the sandbox clock through terminals to delivery; and a reweigh re-bill
 * once the origin terminal has weighed a pallet declared implausibly light.
 */
export function makeSandboxFreightBooking(deps: SandboxFreightBookingDeps): FreightBookingCarrier {
  const clock = deps.clock ?? (() => new Date());
  const speed = deps.trackingSpeed ?? 1;

  const journeyOf = (r: {
    pro: string;
    booking: { bookedAt: string; pickupDate: string };
    offer: BookableFreightOffer;
    shipment: FreightBookingShipment;
  }): FreightJourneyInput => ({
    pro: r.pro,
    bookedAt: r.booking.bookedAt,
    pickupDate: r.booking.pickupDate,
    transitDaysMin: r.offer.transitDaysMin,
    transitDaysMax: r.offer.transitDaysMax,
    origin: { city: r.shipment.shipper.city, state: r.shipment.shipper.state },
    destination: { city: r.shipment.consignee.city, state: r.shipment.consignee.state },
  });

  async function recordOf(scac: string, pro: string) {
    const r = await deps.ledger.get(pro);
    if (!r || r.scac !== scac) throw new FreightBookingRejectedError(`${scac} has no shipment with PRO ${pro}`);
    return r;
  }

  return {
    async book({ idempotencyKey, offer, shipment }) {
      const pro = proNumberFor(offer.scac, idempotencyKey);
      const known = await deps.ledger.get(pro);
      if (known) return known.booking;
      if (!ZIP5.test(shipment.shipper.zip.trim()) || !ZIP5.test(shipment.consignee.zip.trim()))
        throw new FreightBookingRejectedError('The carrier needs a valid US ZIP code for pickup and delivery');
      if (shipment.pieces.length === 0) throw new FreightBookingRejectedError('The carrier needs at least one pallet');
      const now = clock();
      const today = now.toISOString().slice(0, 10);
      const booking = {
        pro,
        pickupConfirmation: pickupConfirmationFor(offer.scac, idempotencyKey),
        // A pickup date already past is picked up on the next pickup run (today).
        pickupDate: shipment.pickupDate && shipment.pickupDate >= today ? shipment.pickupDate : today,
        bookedAt: now.toISOString(),
      };
      const stored = await deps.ledger.create({ pro, scac: offer.scac, idempotencyKey, booking, offer, shipment });
      return stored.booking;
    },

    async track(scac, pro) {
      const r = await recordOf(scac, pro);
      const at = freightTrackingAt(journeyOf(r), simulatedNow(r.booking.bookedAt, clock(), speed));
      return { pro, ...at };
    },

    async rebills(scac, pro) {
      const r = await recordOf(scac, pro);
      const journey = journeyOf(r);
      const at = freightTrackingAt(journey, simulatedNow(r.booking.bookedAt, clock(), speed));
      // The dock scale is at the origin terminal: nothing is reweighed before the freight arrives there.
      const weighed = at.events.find((e) => e.message === 'Arrived at origin terminal');
      if (!weighed) return [];
      const rebill = sandboxReweigh(r.shipment.pieces, freightChargeCents(r.offer), weighed.at, pro);
      return rebill ? [rebill] : [];
    },

    requote: (shipment, codes) => deps.quote(shipment, codes),
  };
}
