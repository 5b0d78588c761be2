import { GROUND_HUBS } from '../carriers/sandbox-tracking.rules';
import { stableDigits } from '../carriers/stable-hash.rules';
import type { FreightTrackingEvent, FreightTrackingStatus } from './freight.models';

/**
 * The journey of a sandbox PRO number: picked up on the pickup date, through the origin terminal,
 * a linehaul terminal and the destination terminal, out for delivery and delivered within the
 * quote's transit days. Every scan's time is planned from the booking, so asking at any moment
 * (on the sandbox's accelerated clock) gives the scans up to it, the same each time.
 */

export interface FreightJourneyInput {
  pro: string;
  bookedAt: string;
  /** YYYY-MM-DD. */
  pickupDate: string;
  transitDaysMin: number;
  transitDaysMax: number;
  origin: { city: string; state: string };
  destination: { city: string; state: string };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Drivers pick up in the afternoon (15:00 UTC, late morning to afternoon across the USA). */
const PICKUP_HOUR_UTC = 15;

function pickupAt(input: FreightJourneyInput): number {
  const booked = Date.parse(input.bookedAt);
  const planned = Date.parse(`${input.pickupDate}T${String(PICKUP_HOUR_UTC).padStart(2, '0')}:00:00Z`);
  // A pickup date already past (or unreadable) is picked up an hour after booking.
  return Number.isNaN(planned) ? booked + HOUR_MS : Math.max(planned, booked + HOUR_MS);
}

/** Every scan of the journey with its planned time, oldest first. */
export function plannedFreightJourney(input: FreightJourneyInput): FreightTrackingEvent[] {
  const picked = pickupAt(input);
  const min = Math.max(1, Math.round(input.transitDaysMin));
  const max = Math.max(min, Math.round(input.transitDaysMax));
  const days = min + (Number(stableDigits(`days#${input.pro}`, 2)) % (max - min + 1));
  const hub = GROUND_HUBS[Number(stableDigits(`hub#${input.pro}`, 4)) % GROUND_HUBS.length];
  const outForDelivery = picked + days * DAY_MS - 7 * HOUR_MS;
  const scan = (
    status: FreightTrackingStatus,
    at: number,
    message: string,
    place: { city: string; state: string },
  ) => ({
    status,
    message,
    at: new Date(at).toISOString(),
    city: place.city,
    state: place.state,
  });
  const events: FreightTrackingEvent[] = [
    scan('booked', Date.parse(input.bookedAt), 'Shipment booked, pickup scheduled', input.origin),
    scan('picked_up', picked, 'Picked up at shipper', input.origin),
    scan('in_transit', picked + 4 * HOUR_MS, 'Arrived at origin terminal', input.origin),
  ];
  if (days >= 2) events.push(scan('in_transit', picked + DAY_MS, 'Departed linehaul terminal', hub));
  events.push(
    scan('in_transit', outForDelivery - 10 * HOUR_MS, 'Arrived at destination terminal', input.destination),
    scan('out_for_delivery', outForDelivery, 'Out for delivery', input.destination),
    scan('delivered', outForDelivery + 5 * HOUR_MS, 'Delivered, signed for by consignee', input.destination),
  );
  return events;
}

/** The journey as it stands at `now`: the scans up to it and the latest status. */
export function freightTrackingAt(
  input: FreightJourneyInput,
  now: Date,
): { status: FreightTrackingStatus; events: FreightTrackingEvent[]; final: boolean } {
  const events = plannedFreightJourney(input).filter((e) => Date.parse(e.at) <= now.getTime());
  const status = events.at(-1)?.status ?? 'booked';
  return { status, events, final: status === 'delivered' };
}
