import type { FreightBooking, FreightBookingRequest, FreightTracking } from '#domain/freight/freight.models';
import type { FreightCarrierPort } from '#domain/freight/ports';
import {
  SANDBOX_LTL_CARRIERS,
  quoteSandboxCarrier,
  type SandboxLtlCarrier,
  type SandboxLtlContext,
} from '#domain/freight/sandbox-ltl.rules';
import type { Zip3Centroid } from '#domain/carriers/zone.rules';
import { ServiceUnavailableError } from '#lib/errors';
import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';

/** Booking and tracking of the sandbox carriers (bill of lading, pallet labels, PRO numbers it tracks). */
export interface SandboxFreightBooking {
  book(carrier: SandboxLtlCarrier, booking: FreightBookingRequest): Promise<FreightBooking>;
  track(carrier: SandboxLtlCarrier, proNumber: string): Promise<FreightTracking>;
}

export interface SandboxFreightCarriersDeps {
  clock?: () => Date;
  /** ZIP3 centroids; the parcel sandbox's table unless a test brings its own. */
  zip3?: (zip3: string) => Zip3Centroid | undefined;
  /** Milliseconds each carrier takes to answer (a realistic API's latency; 0 in tests). */
  latencyMs?: (carrier: SandboxLtlCarrier) => number;
  booking?: SandboxFreightBooking;
  carriers?: readonly SandboxLtlCarrier[];
}

const NO_BOOKING = 'Freight booking is not available in this environment yet.';

/** The sandbox LTL carriers, one port each, so the quote use case can time each out on its own. */
export function makeSandboxFreightCarriers(deps: SandboxFreightCarriersDeps = {}): FreightCarrierPort[] {
  const now = deps.clock ?? (() => new Date());
  const zip3 = deps.zip3 ?? zip3Centroid;
  return (deps.carriers ?? SANDBOX_LTL_CARRIERS).map((carrier) => ({
    name: carrier.name,
    async quote(request) {
      const wait = deps.latencyMs?.(carrier) ?? 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const ctx: SandboxLtlContext = { zip3, now: now() };
      return quoteSandboxCarrier(carrier, request, ctx);
    },
    async book(booking) {
      if (!deps.booking) throw new ServiceUnavailableError(NO_BOOKING);
      return deps.booking.book(carrier, booking);
    },
    async track(proNumber) {
      if (!deps.booking) throw new ServiceUnavailableError(NO_BOOKING);
      return deps.booking.track(carrier, proNumber);
    },
  }));
}
