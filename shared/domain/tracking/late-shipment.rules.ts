import type * as z from 'zod';
import type { lateShipmentOptionsSchema } from '../settings/late-shipment-settings.schema';
import type { CarrierCode } from '../carriers/carrier-services.constants';
import { carrierBusinessDaysBetween } from '../carriers/transit.rules';
import type { ZipToStateMap } from '../catalog/zip-to-state.rules';
import { todayIn } from '../dates/zoned-time.rules';
import { destinationTimeZone, type DestinationRegion } from './destination-time-zone.rules';
import type { TrackingEvent } from './tracking-event.schema';
import { byEventTime, eventDate } from './tracking-progress.rules';

/**
 * Late shipments (issue "Track and notify", accounts §6 late-shipment flag): a shipment on its way
 * is late when its estimated delivery day is over at the destination, when the carrier's latest
 * scan reports a delay, or when the carrier has not scanned it for some business days.
 */

/** Statuses of a parcel still on its way; delivered, returned, failed or waiting at a pickup point is past being late. */
export const LATE_CHECKED_STATUSES: readonly string[] = ['unknown', 'pre_transit', 'in_transit', 'out_for_delivery'];

/** EasyPost status_detail values by which a carrier says the parcel is held up. */
export const CARRIER_DELAY_DETAILS: readonly string[] = [
  'weather_delay',
  'delayed',
  'held',
  'missorted',
  'transit_exception',
  'delivery_exception',
];

// The options' schema lives with the account's settings (a module without the calendars and time
// zone tables, so the routes that read the settings do not bundle them); re-exported here.
export {
  NO_SCAN_BUSINESS_DAYS_DEFAULT,
  NO_SCAN_BUSINESS_DAYS_MAX,
  lateShipmentOptionsSchema,
} from '../settings/late-shipment-settings.schema';
export type LateShipmentOptions = z.output<typeof lateShipmentOptionsSchema> & {
  /** Finds the destination's state from its ZIP when the address has none. */
  zipToState?: ZipToStateMap;
};

export interface LateShipmentFacts {
  status: string;
  carrier: CarrierCode;
  /** YYYY-MM-DD the label was bought for: no scan is expected before it. */
  shipDate: string;
  /** YYYY-MM-DD, the carrier's (or the rate's) estimate. */
  estimatedDeliveryDate?: string | null;
  destination: DestinationRegion;
  /** The tracking history (any order). */
  events: readonly TrackingEvent[];
}

export type LateShipmentReason =
  | { reason: 'carrier_delay'; statusDetail: string; datetime: string }
  | { reason: 'past_estimated_delivery'; estimatedDeliveryDate: string; destinationToday: string; timeZone: string }
  | { reason: 'no_scan'; since: string; businessDays: number };

const isoDay = (d: { year: number; month: number; day: number }) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * Why a shipment is late, or undefined when it is not (or no longer on its way). The carrier's
 * own word comes first, then the estimate, then the silence:
 * - carrier_delay: the latest scan's status_detail is a delay (CARRIER_DELAY_DETAILS);
 * - past_estimated_delivery: today at the destination (its time zone, destinationTimeZone) is after
 *   the estimated delivery day;
 * - no_scan: at least `noScanBusinessDays` full carrier business days (weekends and the carrier's
 *   holidays not counted; today not yet over) since the last scan, or since the ship date when
 *   the last scan is older (a label bought ahead of its ship day is not silent).
 */
export function lateShipmentOf(
  facts: LateShipmentFacts,
  now: Date,
  options: LateShipmentOptions,
): LateShipmentReason | undefined {
  if (!LATE_CHECKED_STATUSES.includes(facts.status)) return undefined;
  const history = byEventTime(facts.events);
  const latest = history[history.length - 1];
  const detail = latest?.status_detail?.trim().toLowerCase() ?? '';
  if (latest && CARRIER_DELAY_DETAILS.includes(detail))
    return { reason: 'carrier_delay', statusDetail: detail, datetime: latest.datetime };

  const timeZone = destinationTimeZone(facts.destination, options.zipToState);
  const today = isoDay(todayIn(timeZone, now));
  const estimate = facts.estimatedDeliveryDate?.slice(0, 10);
  if (estimate && today > estimate)
    return { reason: 'past_estimated_delivery', estimatedDeliveryDate: estimate, destinationToday: today, timeZone };

  const lastScan = latest ? eventDate(latest) : '';
  const since = lastScan > facts.shipDate ? lastScan : facts.shipDate;
  const businessDays = carrierBusinessDaysBetween(facts.carrier, since, today);
  return businessDays >= options.noScanBusinessDays ? { reason: 'no_scan', since, businessDays } : undefined;
}
