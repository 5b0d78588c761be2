/**
 * Local courier rules (orders §5 and §9): vehicles, delivery schedule, tips, the pickup start
 * time, the pickup and dropoff phones and notes, quote expiry and what a vehicle carries. Pure:
 * the rate shop, the dispatch and the editor's panel all read these.
 */
import { isCheckablePickupPhone } from '../forms/misc-forms.schema';
import {
  DEFAULT_DELIVERY_SCHEDULE,
  DEFAULT_VEHICLE_SIZE,
  TIP_AMOUNTS_CENTS,
  VEHICLE_SIZES,
  type VehicleSize,
} from '../constants/local-courier.constants';
import { ORDER_NOTES_MAX } from '../orders/order.schema';
import { addDays, zonedParts, zonedTimeToInstant } from '../dates/zoned-time.rules';
import type { CourierParcel, CourierStatus } from './courier.models';

export { DEFAULT_DELIVERY_SCHEDULE, DEFAULT_VEHICLE_SIZE, TIP_AMOUNTS_CENTS, VEHICLE_SIZES, type VehicleSize };

/** A courier quote holds 15 minutes (the providers' own validity); a dispatch after that re-quotes. */
export const COURIER_QUOTE_TTL_MINUTES = 15;
/** orders §9: a pickup start time less than 5 minutes ahead moves to the next day. */
export const PICKUP_MIN_LEAD_MINUTES = 5;
export const COURIER_NOTES_MAX = ORDER_NOTES_MAX;

export const VEHICLE_LABELS: Record<VehicleSize, string> = {
  any: 'Any vehicle',
  car: 'Car',
  suv: 'SUV',
  van: 'Van',
  truck: 'Truck',
  pickup_truck: 'Pickup truck',
  bikes: 'Bike',
};

export const DELIVERY_SCHEDULES = ['now', 'scheduled'] as const;
export type DeliverySchedule = (typeof DELIVERY_SCHEDULES)[number];

export const COURIER_MESSAGES = {
  pickupPhone:
    'Pickup phone number must have 10 to 13 digits. Please verify the phone number in the selected warehouse',
  dropoffPhone:
    'Dropoff phone number must have 10 to 13 digits. Please verify the phone number in the selected warehouse and in the recipient',
  tip: 'Tip must be $2, $4, $6 or $8',
  pickupTime: 'Pickup start time must be a time as hh:mm or a date and time as YYYY-MM-DDThh:mm',
  notes: (field: string) => `${field} must be at most ${COURIER_NOTES_MAX} characters`,
  parcelTooBig: (vehicle: VehicleSize) =>
    `The parcel is too big or too heavy for a ${VEHICLE_LABELS[vehicle].toLowerCase()}`,
  quoteExpired: 'The courier quote expired; a new quote was requested',
  /** An expired quote quoted again at another price: nothing is dispatched or charged. */
  priceChanged: (was: string, now: string) =>
    `The courier quote expired and its price changed from ${was} to ${now}: get rates again to dispatch at the new price`,
  /** Courier quotes show in the rate shop; buying one goes through the courier dispatch, not a parcel label. */
  notAParcelLabel: 'A local courier quote is dispatched to the courier, not bought as a parcel label',
  /** The courier already has the parcel: the delivery runs its course and nothing is refunded. */
  tooLate: 'The courier has already picked up this delivery; it can no longer be canceled',
} as const;

/**
 * What each vehicle carries (our design: the providers publish no exact limits). `any` takes the
 * smallest vehicle that fits, so it never refuses what a truck carries.
 */
export const VEHICLE_CAPACITY: Record<Exclude<VehicleSize, 'any'>, { maxWeightLb: number; maxSideIn: number }> = {
  bikes: { maxWeightLb: 30, maxSideIn: 20 },
  car: { maxWeightLb: 50, maxSideIn: 36 },
  suv: { maxWeightLb: 100, maxSideIn: 48 },
  van: { maxWeightLb: 500, maxSideIn: 96 },
  pickup_truck: { maxWeightLb: 1000, maxSideIn: 96 },
  truck: { maxWeightLb: 2000, maxSideIn: 120 },
};
/** Smallest first: the order `any` tries them in. */
export const VEHICLES_BY_SIZE = ['bikes', 'car', 'suv', 'van', 'pickup_truck', 'truck'] as const;

/** Whether one vehicle carries all the parcels: each parcel's longest side, and their weight together. */
export function vehicleCarries(vehicle: Exclude<VehicleSize, 'any'>, parcels: readonly CourierParcel[]): boolean {
  const cap = VEHICLE_CAPACITY[vehicle];
  const weight = parcels.reduce((n, p) => n + p.weightLb, 0);
  return (
    weight <= cap.maxWeightLb && parcels.every((p) => Math.max(p.lengthIn, p.widthIn, p.heightIn) <= cap.maxSideIn)
  );
}

/** The vehicle that will come: the chosen one if it carries the parcels, for `any` the smallest that does. */
export function vehicleFor(
  vehicle: VehicleSize,
  parcels: readonly CourierParcel[],
): Exclude<VehicleSize, 'any'> | undefined {
  if (vehicle !== 'any') return vehicleCarries(vehicle, parcels) ? vehicle : undefined;
  return VEHICLES_BY_SIZE.find((v) => vehicleCarries(v, parcels));
}

/** A tip in dollars as the order keeps it (orders §9: $2, $4, $6 or $8; none is fine) → cents, or undefined when not allowed. */
export function tipCentsOf(tipDollars: number | null | undefined): number | undefined {
  if (tipDollars === undefined || tipDollars === null || tipDollars === 0) return 0;
  const cents = Math.round(tipDollars * 100);
  return (TIP_AMOUNTS_CENTS as readonly number[]).includes(cents) ? cents : undefined;
}

const TIME_ONLY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * When the courier may collect (orders §9). `now` (or no time): right away. Otherwise the pickup
 * start time in the warehouse's time zone, `hh:mm` today or `YYYY-MM-DDThh:mm`; one less than
 * 5 minutes ahead moves to the next day at the same time. Undefined when the time cannot be read.
 */
export function pickupReadyAt(
  schedule: string | null | undefined,
  pickupStartTime: string | null | undefined,
  timeZone: string,
  now: Date,
): Date | undefined {
  const text = (pickupStartTime ?? '').trim();
  if ((schedule ?? DEFAULT_DELIVERY_SCHEDULE) === 'now' || text === '') return now;
  const today = zonedParts(now, timeZone);
  const dated = DATE_TIME.exec(text);
  const timed = TIME_ONLY.exec(text);
  if (!dated && !timed) return undefined;
  const day = dated ? { year: Number(dated[1]), month: Number(dated[2]), day: Number(dated[3]) } : today;
  if (day.month < 1 || day.month > 12 || day.day < 1 || day.day > 31) return undefined;
  const hour = Number(dated ? dated[4] : timed![1]);
  const minute = Number(dated ? dated[5] : timed![2]);
  let at = zonedTimeToInstant(day, hour, minute, timeZone);
  const earliest = now.getTime() + PICKUP_MIN_LEAD_MINUTES * 60_000;
  // A time already past (or too close) is the same time on the next day, never two days on.
  if (at.getTime() < earliest) {
    at = zonedTimeToInstant(addDays(today, 1), hour, minute, timeZone);
  }
  return at;
}

export interface CourierOrderView {
  localCourierOptions?: {
    deliverySchedule?: string | null;
    pickupStartTime?: string | null;
    tip?: number | null;
  } | null;
  pickUpNotes?: string | null;
  dropOffNotes?: string | null;
  warehouse?: { address?: { phone?: string | null } | null } | null;
  shippingAddress?: { phone?: string | null } | null;
}

export interface CourierIssue {
  field: string;
  message: string;
}

/** Every reason a local courier order cannot be quoted or dispatched as it stands (orders §5, §9). */
export function courierOrderIssues(order: CourierOrderView, timeZone: string, now: Date): CourierIssue[] {
  const issues: CourierIssue[] = [];
  const options = order.localCourierOptions ?? {};
  if (!isCheckablePickupPhone(order.warehouse?.address?.phone))
    issues.push({ field: 'warehouse.address.phone', message: COURIER_MESSAGES.pickupPhone });
  if (!isCheckablePickupPhone(order.shippingAddress?.phone))
    issues.push({ field: 'shippingAddress.phone', message: COURIER_MESSAGES.dropoffPhone });
  if (tipCentsOf(options.tip) === undefined)
    issues.push({ field: 'localCourierOptions.tip', message: COURIER_MESSAGES.tip });
  if (!pickupReadyAt(options.deliverySchedule, options.pickupStartTime, timeZone, now))
    issues.push({ field: 'localCourierOptions.pickupStartTime', message: COURIER_MESSAGES.pickupTime });
  if ((order.pickUpNotes ?? '').length > COURIER_NOTES_MAX)
    issues.push({ field: 'pickUpNotes', message: COURIER_MESSAGES.notes('Pickup notes') });
  if ((order.dropOffNotes ?? '').length > COURIER_NOTES_MAX)
    issues.push({ field: 'dropOffNotes', message: COURIER_MESSAGES.notes('Dropoff notes') });
  return issues;
}

export function quoteExpiresAt(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + COURIER_QUOTE_TTL_MINUTES * 60_000);
}

export function isQuoteExpired(expiresAt: string | undefined, now: Date): boolean {
  const at = Date.parse(expiresAt ?? '');
  return Number.isNaN(at) || at <= now.getTime();
}

/** Whole seconds left on a quote (0 once expired), for the rates table's countdown. */
export function secondsLeft(expiresAt: string, now: Date): number {
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((at - now.getTime()) / 1000));
}

/** The courier's status as a shipment status (orders §4). */
export const COURIER_SHIPMENT_STATUS: Record<CourierStatus, string> = {
  pending: 'dispatched',
  pickup: 'dispatched',
  pickup_complete: 'in_transit',
  dropoff: 'out_for_delivery',
  delivered: 'delivered',
  canceled: 'cancelled',
  returned: 'return_to_sender',
};

/** A delivery can be canceled (and the charge refunded) until the courier has the parcel. */
export function isCancelableCourierStatus(status: CourierStatus): boolean {
  return status === 'pending' || status === 'pickup';
}
