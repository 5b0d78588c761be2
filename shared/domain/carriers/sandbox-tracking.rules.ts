import type { CarrierTrackingEvent, TrackingLocation } from './carrier.models';
import type { CarrierCode } from './carrier-services.constants';
import { stableHashHex } from './stable-hash.rules';
import { addCalendarDays, isDeliveryDay, pickupDate, type CalendarService } from './transit.rules';
import { greatCircleMiles } from './zone.rules';

/**
 * The tracking history of a sandbox label, as it stands at a moment: label created at purchase,
 * picked up on the first pickup day, scanned through real hub cities along the lane on the days
 * the network moves, out for delivery and delivered on the estimated delivery date — or, for a
 * stable share of tracking codes, one of the other ways real parcels go (SANDBOX_OUTCOME_SHARES).
 */
export interface TrackingPlace extends TrackingLocation {
  city: string;
  state: string;
  country: string;
  lat?: number;
  lon?: number;
}

interface Hub extends TrackingPlace {
  lat: number;
  lon: number;
}

/** Real sorting hubs of the carriers' ground networks (city, state, ZIP, centroid). */
export const GROUND_HUBS: readonly Hub[] = [
  { city: 'Hodgkins', state: 'IL', zip: '60525', country: 'US', lat: 41.77, lon: -87.86 },
  { city: 'Louisville', state: 'KY', zip: '40209', country: 'US', lat: 38.19, lon: -85.74 },
  { city: 'Atlanta', state: 'GA', zip: '30336', country: 'US', lat: 33.74, lon: -84.55 },
  { city: 'Mesquite', state: 'TX', zip: '75149', country: 'US', lat: 32.77, lon: -96.6 },
  { city: 'Ontario', state: 'CA', zip: '91761', country: 'US', lat: 34.03, lon: -117.6 },
  { city: 'Secaucus', state: 'NJ', zip: '07094', country: 'US', lat: 40.79, lon: -74.06 },
  { city: 'Philadelphia', state: 'PA', zip: '19153', country: 'US', lat: 39.88, lon: -75.24 },
  { city: 'Jacksonville', state: 'FL', zip: '32219', country: 'US', lat: 30.4, lon: -81.77 },
  { city: 'Denver', state: 'CO', zip: '80239', country: 'US', lat: 39.79, lon: -104.84 },
  { city: 'Salt Lake City', state: 'UT', zip: '84104', country: 'US', lat: 40.75, lon: -111.96 },
  { city: 'Phoenix', state: 'AZ', zip: '85043', country: 'US', lat: 33.43, lon: -112.2 },
  { city: 'Portland', state: 'OR', zip: '97218', country: 'US', lat: 45.57, lon: -122.6 },
  { city: 'Minneapolis', state: 'MN', zip: '55421', country: 'US', lat: 45.05, lon: -93.25 },
  { city: 'Kansas City', state: 'MO', zip: '64161', country: 'US', lat: 39.16, lon: -94.48 },
  { city: 'Memphis', state: 'TN', zip: '38118', country: 'US', lat: 35.04, lon: -89.93 },
  { city: 'Oakland', state: 'CA', zip: '94621', country: 'US', lat: 37.74, lon: -122.2 },
];

/** Each carrier's air hub: UPS Worldport, the FedEx Memphis hub, the USPS Indianapolis air hub. */
export const AIR_HUBS: Readonly<Record<CarrierCode, Hub>> = {
  UPS: { city: 'Louisville', state: 'KY', zip: '40209', country: 'US', lat: 38.17, lon: -85.74 },
  UPSSurePost: { city: 'Louisville', state: 'KY', zip: '40209', country: 'US', lat: 38.17, lon: -85.74 },
  FedEx: { city: 'Memphis', state: 'TN', zip: '38118', country: 'US', lat: 35.04, lon: -89.98 },
  USPS: { city: 'Indianapolis', state: 'IN', zip: '46241', country: 'US', lat: 39.72, lon: -86.29 },
};

/** The hubs a parcel passes, in order: the ground hubs nearest the points a third and two thirds along the lane. */
export function hubsAlong(from: TrackingPlace, to: TrackingPlace, air: boolean, carrier: CarrierCode): TrackingPlace[] {
  if (air) return [AIR_HUBS[carrier]];
  if (from.lat === undefined || from.lon === undefined || to.lat === undefined || to.lon === undefined) return [];
  const direct = greatCircleMiles({ lat: from.lat, lon: from.lon }, { lat: to.lat, lon: to.lon });
  if (direct < 150) return [];
  const out: Hub[] = [];
  for (const t of direct < 600 ? [0.5] : [1 / 3, 2 / 3]) {
    const p = { lat: from.lat + (to.lat - from.lat) * t, lon: from.lon + (to.lon - from.lon) * t };
    const nearest = [...GROUND_HUBS].sort((a, b) => greatCircleMiles(p, a) - greatCircleMiles(p, b))[0];
    if (!out.includes(nearest)) out.push(nearest);
  }
  return out;
}

export interface SandboxJourney {
  carrier: CarrierCode;
  calendar: CalendarService;
  saturdayDelivery: boolean;
  air: boolean;
  purchasedAt: string;
  /** YYYY-MM-DD. */
  shipDate: string;
  estimatedDeliveryDate: string;
  from: TrackingPlace;
  to: TrackingPlace;
  /** The label was voided before any scan: the history stops at the label. */
  voided: boolean;
  /** How the journey goes (sandboxJourneyOutcome); on time when absent. */
  outcome?: SandboxJourneyOutcome;
}

/**
 * How a sandbox journey ends, with its share of labels. Most parcels arrive on the estimated date;
 * the rest show what merchants meet in real tracking: a delayed scan or a weather delay (delivered
 * one delivery day late), a failed attempt then delivery the next delivery day, held at a pickup
 * location and collected two delivery days later, or returned to the sender after a failed attempt.
 */
export const SANDBOX_OUTCOME_SHARES = {
  on_time: 0.76,
  delayed: 0.07,
  weather_delay: 0.05,
  failed_attempt: 0.05,
  available_for_pickup: 0.04,
  return_to_sender: 0.03,
} as const;
export type SandboxOutcome = keyof typeof SANDBOX_OUTCOME_SHARES;

/** The outcome of a tracking code: the same code always goes the same way (seeded by the sandbox's seed). */
export function sandboxOutcomeOf(trackingCode: string, seed = 'shipdeck-sandbox'): SandboxOutcome {
  // The low 48 bits of the first 53-bit hash (its 16 hex digits start with zeros) as a fraction in [0, 1).
  const u = parseInt(stableHashHex(`${seed}|outcome|${trackingCode}`).slice(4, 16), 16) / 2 ** 48;
  let upTo = 0;
  for (const [outcome, share] of Object.entries(SANDBOX_OUTCOME_SHARES) as [SandboxOutcome, number][]) {
    upTo += share;
    if (u < upTo) return outcome;
  }
  return 'on_time';
}

/**
 * A journey the merchant asks for rather than draws: `lost` — picked up, scanned at its first hub, then the
 * carrier reports the package lost. Never part of the shares, so ordinary labels are never lost.
 */
export type SandboxJourneyOutcome = SandboxOutcome | 'lost';

/**
 * The sandbox's magic value, as EasyPost's test mode has magic values: a recipient whose second address line
 * reads LOST (any case) gets the lost journey. Only the whole line, so a street such as "Lost Creek Rd" does not.
 */
export const SANDBOX_LOST_ADDRESS_LINE = 'LOST';

/** A label's journey: the lost one when its recipient asks for it, else the tracking code's drawn outcome. */
export function sandboxJourneyOutcome(
  trackingCode: string,
  to: { street2?: string },
  seed = 'shipdeck-sandbox',
): SandboxJourneyOutcome {
  if (to.street2?.trim().toUpperCase() === SANDBOX_LOST_ADDRESS_LINE) return 'lost';
  return sandboxOutcomeOf(trackingCode, seed);
}

/** How long after its last scan a lost parcel is reported lost (the carrier's search, shortened for the sandbox). */
export const SANDBOX_LOST_AFTER_HOURS = 12;

/** Statuses after which the sandbox reports nothing more. */
export const SANDBOX_FINAL_STATUSES: readonly string[] = ['delivered', 'return_to_sender'];

const at = (date: string, hhmm: string) => `${date}T${hhmm}:00.000Z`;
const place = ({ city, state, country, zip }: TrackingPlace): TrackingLocation => ({ city, state, country, zip });

/** When the carrier first scans the parcel: the pickup day at 17:30, and never before an hour after purchase. */
export function firstScanAt(j: Pick<SandboxJourney, 'carrier' | 'shipDate' | 'purchasedAt'>): string {
  const pickup = at(pickupDate(j.carrier, j.shipDate), '17:30');
  const earliest = new Date(Date.parse(j.purchasedAt) + 3_600_000).toISOString();
  return pickup > earliest ? pickup : earliest;
}

/** A scan never comes before the one it follows (a late hub scan pushes the next ones along). */
function inOrder(events: CarrierTrackingEvent[]): CarrierTrackingEvent[] {
  for (let i = 1; i < events.length; i++)
    if (events[i].datetime < events[i - 1].datetime) events[i] = { ...events[i], datetime: events[i - 1].datetime };
  return events;
}

/** Every event of the journey (the whole plan); `trackingAt` keeps those that have happened. */
export function journeyEvents(j: SandboxJourney): CarrierTrackingEvent[] {
  const source = j.carrier === 'UPSSurePost' ? 'UPS' : j.carrier;
  const ev = (
    datetime: string,
    status: string,
    message: string,
    where: TrackingPlace,
    status_detail: string,
  ): CarrierTrackingEvent => ({
    message,
    description: message,
    status,
    status_detail,
    datetime,
    source,
    tracking_location: place(where),
  });
  const events = [ev(j.purchasedAt, 'pre_transit', 'Shipping label created', j.from, 'label_created')];
  if (j.voided) return inOrder(events);
  const scan = firstScanAt(j);
  events.push(ev(scan, 'in_transit', 'Picked up', j.from, 'arrived_at_facility'));
  events.push(
    ev(
      new Date(Date.parse(scan) + 3 * 3_600_000).toISOString(),
      'in_transit',
      'Departed origin facility',
      j.from,
      'departed_facility',
    ),
  );

  // Hub scans on the moving days between pickup and delivery, one hub a day (several on one day when short).
  const hubs = hubsAlong(j.from, j.to, j.air, j.carrier);
  const days: string[] = [];
  for (let d = addCalendarDays(scan.slice(0, 10), 1); d < j.estimatedDeliveryDate; d = addCalendarDays(d, 1))
    if (isDeliveryDay(j.calendar, j.saturdayDelivery, d)) days.push(d);
  hubs.forEach((hub, i) => {
    const day = days.length ? days[Math.min(days.length - 1, Math.floor((i * days.length) / hubs.length))] : undefined;
    const arrive = day
      ? at(day, i % 2 ? '13:10' : '04:40')
      : new Date(Date.parse(scan) + (5 + i * 2) * 3_600_000).toISOString();
    events.push(ev(arrive, 'in_transit', 'Arrived at facility', hub, 'arrived_at_facility'));
    events.push(
      ev(
        new Date(Date.parse(arrive) + 2 * 3_600_000).toISOString(),
        'in_transit',
        'Departed facility',
        hub,
        'departed_facility',
      ),
    );
  });
  const outcome = j.outcome ?? 'on_time';
  if (outcome === 'lost') {
    // Only the first hub sees it (or the origin, on a short lane); then the carrier gives up looking.
    const seen = events.slice(0, hubs.length ? 5 : 3);
    const where = hubs[0] ?? j.from;
    seen.push(
      ev(
        new Date(Date.parse(seen[seen.length - 1].datetime) + SANDBOX_LOST_AFTER_HOURS * 3_600_000).toISOString(),
        'failure',
        'Package lost: the carrier could not locate the package',
        where,
        'lost',
      ),
    );
    return inOrder(seen);
  }
  const nextDeliveryDay = (date: string, count = 1) => {
    let d = date;
    for (let n = 0; n < count;) {
      d = addCalendarDays(d, 1);
      if (isDeliveryDay(j.calendar, j.saturdayDelivery, d)) n++;
    }
    return d;
  };
  const lastHub = events[events.length - 1].datetime;
  let arrivalDay = j.estimatedDeliveryDate;
  if (outcome === 'delayed' || outcome === 'weather_delay') {
    // The carrier says so on the morning the parcel should have arrived, from where it last was.
    const where = hubs.length ? hubs[hubs.length - 1] : j.from;
    const when = at(j.estimatedDeliveryDate, '03:15') > lastHub ? at(j.estimatedDeliveryDate, '03:15') : lastHub;
    events.push(
      outcome === 'weather_delay'
        ? ev(
            when,
            'in_transit',
            'Weather delay: severe weather conditions have delayed delivery',
            where,
            'weather_delay',
          )
        : ev(when, 'in_transit', 'Delayed: the package will be delivered a day later than expected', where, 'delayed'),
    );
    arrivalDay = nextDeliveryDay(j.estimatedDeliveryDate);
  }
  const previous = events[events.length - 1].datetime;
  const localArrive = at(arrivalDay, '05:20') > previous ? at(arrivalDay, '05:20') : previous;
  events.push(ev(localArrive, 'in_transit', 'Arrived at local delivery facility', j.to, 'arrived_at_destination'));
  if (outcome === 'available_for_pickup') {
    events.push(
      ev(
        at(arrivalDay, '09:40'),
        'available_for_pickup',
        'Held at carrier location: available for pickup',
        j.to,
        'arrived_at_pickup_location',
      ),
    );
    events.push(
      ev(
        at(nextDeliveryDay(arrivalDay, 2), '16:05'),
        'delivered',
        'Delivered: picked up by the recipient',
        j.to,
        'arrived_at_destination',
      ),
    );
    return inOrder(events);
  }
  events.push(ev(at(arrivalDay, '08:05'), 'out_for_delivery', 'Out for delivery', j.to, 'out_for_delivery'));
  if (outcome === 'failed_attempt' || outcome === 'return_to_sender') {
    events.push(
      ev(
        at(arrivalDay, '16:48'),
        'failure',
        outcome === 'failed_attempt'
          ? 'Delivery attempted: no one available, will try again next delivery day'
          : 'Delivery attempted: address not accessible',
        j.to,
        'delivery_exception',
      ),
    );
    const nextDay = nextDeliveryDay(arrivalDay);
    events.push(
      outcome === 'failed_attempt'
        ? ev(
            at(nextDay, '13:20'),
            'delivered',
            'Delivered on second attempt, left at front door',
            j.to,
            'arrived_at_destination',
          )
        : ev(
            at(nextDay, '10:30'),
            'return_to_sender',
            'Returning package to sender: undeliverable as addressed',
            j.to,
            'return',
          ),
    );
    return inOrder(events);
  }
  events.push(
    ev(at(arrivalDay, '14:32'), 'delivered', 'Delivered, left at front door', j.to, 'arrived_at_destination'),
  );
  return inOrder(events);
}

/**
 * The events that have happened by `now`, the status they leave the parcel in, and whether the
 * journey is over (delivered, returned, or a voided label that will never be scanned).
 */
export function trackingAt(
  j: SandboxJourney,
  now: Date,
): { status: string; events: CarrierTrackingEvent[]; final: boolean } {
  const iso = now.toISOString();
  const events = journeyEvents(j).filter((e) => e.datetime <= iso);
  const status = events.length ? events[events.length - 1].status : 'pre_transit';
  // A lost report ends the sandbox's journey too: nothing follows it.
  const lost = events.at(-1)?.status_detail === 'lost';
  return { status, events, final: j.voided || lost || SANDBOX_FINAL_STATUSES.includes(status) };
}
