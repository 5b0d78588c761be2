import { simulatedNow } from '#domain/carriers/sandbox-clock.rules';
import { FreightBookingRejectedError, type SandboxFreightLedger } from '#domain/freight/booking.ports';
import type { CarrierBookingRef } from '#domain/freight/freight-booking.models';
import { pickupConfirmationFor, proNumberFor } from '#domain/freight/freight-booking.rules';
import { freightTrackingAt, type FreightJourneyInput } from '#domain/freight/freight-journey.rules';
import { dockClass, dockWeightLb } from '#domain/freight/freight-rebill.rules';
import { totalWeightLb } from '#domain/freight/freight-request.rules';
import type { FreightCarrierPort } from '#domain/freight/ports';
import type { SandboxFreightRecord } from '#domain/freight/booking.ports';
import type { FreightDocumentInput } from '../render/bill-of-lading';

export interface SandboxFreightBookingDeps {
  ledger: SandboxFreightLedger;
  /**
   * Draws the bill of lading and pallet labels (pdf-lib, bwip-js); passed to the booking wiring only,
   * so the tracking schedule's bundle carries no drawing library.
   */
  render?: (
    booking: FreightDocumentInput,
    carrier: CarrierBookingRef,
  ) => Promise<{ billOfLadingPdf: Uint8Array; palletLabelsPdf: Uint8Array }>;
  clock?: () => Date;
  /** How many times faster than real time journeys run (the parcel sandbox's SANDBOX_TRACKING_SPEED). */
  trackingSpeed?: number;
}

const ZIP5 = /^\d{5}$/;

/** The scan after which the origin terminal's dock has weighed and inspected the freight. */
const DOCK_SCAN = 'Arrived at origin terminal';

/**
 * The sandbox LTL carriers' booking desk (FreightCarrierPort's book and track): a PRO number in the
 * carrier's style, a pickup confirmation, and the bill of lading and pallet labels, the same for the
 * same idempotency key (a retried booking is the same booking); tracking that moves on the sandbox
 * clock through terminals to delivery, reporting what the origin dock found (a reweigh of pallets
 * declared implausibly light, a class above the one declared), which the app re-bills.
 */
export function makeSandboxFreightBooking(deps: SandboxFreightBookingDeps): Pick<FreightCarrierPort, 'book' | 'track'> {
  const clock = deps.clock ?? (() => new Date());
  const speed = deps.trackingSpeed ?? 1;

  const journeyOf = (r: SandboxFreightRecord): FreightJourneyInput => ({
    pro: r.pro,
    bookedAt: r.booking.bookedAt,
    pickupDate: r.booking.pickupDate,
    transitDaysMin: r.request.quote.transitDaysMin,
    transitDaysMax: r.request.quote.transitDaysMax,
    origin: r.request.request.origin,
    destination: r.request.request.destination,
  });

  async function answer(r: SandboxFreightRecord) {
    if (!deps.render) throw new Error('This sandbox desk was wired without a document renderer: it tracks only');
    const docs = await deps.render(r.request, r.booking);
    return {
      proNumber: r.pro,
      carrierName: r.request.quote.carrierName,
      scac: r.request.quote.scac,
      totalCents: r.request.quote.totalCents,
      pickupDate: r.booking.pickupDate,
      pickupConfirmation: r.booking.pickupConfirmation,
      bookedAt: r.booking.bookedAt,
      ...docs,
    };
  }

  return {
    async book({ idempotencyKey, ...request }) {
      const scac = request.quote.scac;
      const pro = proNumberFor(scac, idempotencyKey);
      const known = await deps.ledger.get(pro);
      if (known) return answer(known);
      const { origin, destination, units } = request.request;
      if (!ZIP5.test(origin.zip) || !ZIP5.test(destination.zip))
        throw new FreightBookingRejectedError('The carrier needs a valid US ZIP code for pickup and delivery');
      if (units.length === 0) throw new FreightBookingRejectedError('The carrier needs at least one pallet');
      const now = clock();
      const today = now.toISOString().slice(0, 10);
      const booking: CarrierBookingRef = {
        pro,
        pickupConfirmation: pickupConfirmationFor(scac, idempotencyKey),
        // A pickup date already past is picked up on the next run (today).
        pickupDate: request.request.pickupDate >= today ? request.request.pickupDate : today,
        bookedAt: now.toISOString(),
      };
      return answer(await deps.ledger.create({ pro, idempotencyKey, booking, request }));
    },

    async track(proNumber) {
      const r = await deps.ledger.get(proNumber);
      if (!r) throw new FreightBookingRejectedError(`No shipment with PRO ${proNumber}`);
      const at = freightTrackingAt(journeyOf(r), simulatedNow(r.booking.bookedAt, clock(), speed));
      const docked = at.events.some((e) => e.message === DOCK_SCAN);
      const { units, pickupDate } = r.request.request;
      const found = dockWeightLb(units);
      const reweighed = docked && found > totalWeightLb(r.request.request) * 1.05;
      // A reweighed shipment is billed on the weight found; a class is inspected only on honest weights.
      const reclass = reweighed ? undefined : dockClass(units, pickupDate);
      return {
        proNumber,
        status: at.status,
        events: at.events,
        ...(reweighed ? { reweighLb: Math.round(found) } : {}),
        ...(docked && reclass ? { reclassTo: reclass } : {}),
      };
    },
  };
}
