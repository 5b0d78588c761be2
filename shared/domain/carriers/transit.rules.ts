import type { CarrierCode, CarrierService } from './carrier-services.constants';
import { federalHolidays } from './federal-holidays.rules';

/**
 * Transit days and delivery dates of the sandbox carriers, counted in carrier business days.
 *
 * Calendars: no carrier picks up or delivers on Sundays. UPS, FedEx and UPS SurePost pick up and
 * deliver Monday to Friday, and on Saturday only for a service that offers Saturday delivery when
 * the Saturday option is on. USPS picks up and delivers Monday to Saturday for every service (its
 * Priority Mail and Priority Mail Express, but also Ground Advantage, are delivered on Saturdays
 * without an option). Holidays, as observed (a Saturday holiday on the Friday, a Sunday one on the
 * Monday): USPS observes every federal holiday; UPS and FedEx only New Year's Day, Memorial Day,
 * Independence Day, Labor Day, Thanksgiving and Christmas. SurePost runs on the UPS calendar: UPS
 * carries it nearly all the way and hands it to the Post Office on a UPS business day.
 */

/** The six holidays on which UPS and FedEx neither pick up nor deliver (names as the federal list spells them). */
export const UPS_FEDEX_HOLIDAYS = [
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Christmas Day',
] as const;

const holidayCache = new Map<string, ReadonlySet<string>>();

/** Observed holidays (YYYY-MM-DD) of a carrier in a year, including a New Year's Day observed on 31 December. */
export function carrierHolidays(carrier: CarrierCode, year: number): ReadonlySet<string> {
  const key = `${carrier === 'USPS' ? 'USPS' : 'UPS'}|${year}`;
  let set = holidayCache.get(key);
  if (!set) {
    const all = [...federalHolidays(year), ...federalHolidays(year + 1)].filter(
      (h) => carrier === 'USPS' || (UPS_FEDEX_HOLIDAYS as readonly string[]).includes(h.name),
    );
    set = new Set(all.map((h) => h.date).filter((d) => d.startsWith(`${year}-`)));
    holidayCache.set(key, set);
  }
  return set;
}

export function isCarrierHoliday(carrier: CarrierCode, date: string): boolean {
  return carrierHolidays(carrier, Number(date.slice(0, 4))).has(date);
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date (a calendar date, no time zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface CalendarService {
  carrier: CarrierCode;
  /** The service offers Saturday delivery as an option. */
  saturday: boolean;
}

/** The service delivers on this date (and its network moves parcels toward it). */
export function isDeliveryDay(svc: CalendarService, saturdayOption: boolean, date: string): boolean {
  const wd = weekdayOf(date);
  if (wd === 0 || isCarrierHoliday(svc.carrier, date)) return false;
  if (wd === 6) return svc.carrier === 'USPS' || (svc.saturday && saturdayOption);
  return true;
}

/** The carrier picks up on this date. */
export function isPickupDay(carrier: CarrierCode, date: string): boolean {
  const wd = weekdayOf(date);
  if (wd === 0 || isCarrierHoliday(carrier, date)) return false;
  return wd !== 6 || carrier === 'USPS';
}

/** The first pickup day on or after the ship date (a parcel handed over on Sunday leaves on Monday). */
export function pickupDate(carrier: CarrierCode, shipDate: string): string {
  let d = shipDate;
  while (!isPickupDay(carrier, d)) d = addCalendarDays(d, 1);
  return d;
}

/** The date a parcel picked up on `pickup` arrives after `transitDays` delivery days. */
export function deliveryDateAfter(
  svc: CalendarService,
  saturdayOption: boolean,
  pickup: string,
  transitDays: number,
): string {
  let d = pickup;
  for (let left = transitDays; left > 0;) {
    d = addCalendarDays(d, 1);
    if (isDeliveryDay(svc, saturdayOption, d)) left -= 1;
  }
  return d;
}

export function estimatedDeliveryDate(
  svc: CalendarService,
  saturdayOption: boolean,
  shipDate: string,
  transitDays: number,
): string {
  return deliveryDateAfter(svc, saturdayOption, pickupDate(svc.carrier, shipDate), transitDays);
}

const GROUND_DAYS_BY_ZONE: Readonly<Record<number, number>> = { 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5 };
const USPS_GROUND_DAYS_BY_ZONE: Readonly<Record<number, number>> = { 2: 2, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5, 9: 7 };
/** FedEx Ground to Alaska (zone 9) and Hawaii (zone 10) goes by sea or a long road: a week. */
const GROUND_REMOTE_DAYS = 7;

/** Transit days of the international services, by destination country. */
export const INTERNATIONAL_TRANSIT_DAYS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  UPSStandard: { CA: 4 },
  UPSSaver: { CA: 2, GB: 2, PR: 2 },
  INTERNATIONAL_ECONOMY: { CA: 4, GB: 5, PR: 3 },
  PriorityMailInternational: { CA: 6, GB: 8 },
};

export interface TransitLane {
  /** Zone of the lane (domestic); undefined for an international destination. */
  zone?: number;
  /** ISO country of the destination. */
  country: string;
  /** One end of the lane lies outside the contiguous states (AK, HI, PR, territories). */
  remote: boolean;
}

/**
 * Carrier business days in transit: ground 1–5 by zone (USPS Ground Advantage 2–5), 3-day 3,
 * 2-day 2 (USPS Priority Mail 2–3 by zone), overnight 1 (Priority Mail Express 2 to zone 8), air
 * services one day more to or from AK/HI/PR, SurePost its ground time plus 1 (zones 2–5) or 2
 * (zones 6–8) for the Post Office's last mile, international services by country.
 */
export function transitDaysFor(svc: CarrierService, lane: TransitLane): number | undefined {
  if (svc.international && lane.zone === undefined) return INTERNATIONAL_TRANSIT_DAYS[svc.service]?.[lane.country];
  const zone = lane.zone ?? 8;
  const remoteAir = lane.remote ? 1 : 0;
  if (svc.carrier === 'USPS') {
    if (svc.service === 'GroundAdvantage') return (USPS_GROUND_DAYS_BY_ZONE[zone] ?? 5) + (lane.remote ? 2 : 0);
    if (svc.service === 'Priority') return (zone <= 4 ? 2 : 3) + remoteAir;
    if (svc.service === 'Express') return zone >= 8 || lane.remote ? 2 : 1;
  }
  if (svc.carrier === 'UPSSurePost') return (GROUND_DAYS_BY_ZONE[zone] ?? 5) + (zone <= 5 ? 1 : 2);
  switch (svc.level) {
    case 'ground':
    case 'economy':
      return GROUND_DAYS_BY_ZONE[zone] ?? GROUND_REMOTE_DAYS;
    case 'three_day':
      return 3 + remoteAir;
    case 'two_day':
      return 2 + remoteAir;
    case 'overnight_saver':
    case 'overnight':
      return 1 + remoteAir;
  }
}

export interface TransitDay {
  /** YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** `moving`: a carrier business day on the way; `idle`: the parcel waits in a depot (weekend, holiday); `delivery`: it arrives. */
  kind: 'moving' | 'idle' | 'delivery';
}

export interface TransitCalendar {
  pickupDate: string;
  deliveryDate: string;
  /** Every calendar day after pickup up to and including the delivery day. */
  days: TransitDay[];
  /** Saturdays and Sundays the parcel spends in the network before its delivery day. */
  weekendDays: string[];
  includesWeekend: boolean;
}

/**
 * The calendar days a parcel spends in transit, for the perishable "no weekend in transit" check:
 * a ground parcel shipped Thursday with two transit days arrives Monday and lies two days in a depot
 * over the weekend. A Saturday delivery is a delivery, not a weekend in a depot.
 */
export function transitCalendar(
  svc: CalendarService,
  saturdayOption: boolean,
  shipDate: string,
  transitDays: number,
): TransitCalendar {
  const pickup = pickupDate(svc.carrier, shipDate);
  const delivery = deliveryDateAfter(svc, saturdayOption, pickup, transitDays);
  const days: TransitDay[] = [];
  for (let d = addCalendarDays(pickup, 1); d <= delivery; d = addCalendarDays(d, 1)) {
    const kind = d === delivery ? 'delivery' : isDeliveryDay(svc, saturdayOption, d) ? 'moving' : 'idle';
    days.push({ date: d, weekday: weekdayOf(d), kind });
  }
  const weekendDays = days
    .filter((d) => d.kind !== 'delivery' && (d.weekday === 0 || d.weekday === 6))
    .map((d) => d.date);
  return { pickupDate: pickup, deliveryDate: delivery, days, weekendDays, includesWeekend: weekendDays.length > 0 };
}

/** Monday to Friday and not one of the carrier's holidays: the days a "business day" count counts. */
export function isCarrierBusinessDay(carrier: CarrierCode, date: string): boolean {
  const wd = weekdayOf(date);
  return wd !== 0 && wd !== 6 && !isCarrierHoliday(carrier, date);
}

/** Business days of the carrier strictly after `from` and strictly before `to` (YYYY-MM-DD): the full days between two scans. */
export function carrierBusinessDaysBetween(carrier: CarrierCode, from: string, to: string): number {
  let days = 0;
  for (let d = addCalendarDays(from, 1); d < to; d = addCalendarDays(d, 1))
    if (isCarrierBusinessDay(carrier, d)) days += 1;
  return days;
}
