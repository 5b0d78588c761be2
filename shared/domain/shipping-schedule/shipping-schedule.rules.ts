/**
 * The shipping schedule's rules (orders §9 "Shipping schedule computes lead time per weekday from selected
 * days with a cutoff"): which calendar days ship, the ship date of an order from the moment it arrived,
 * the lead time per arrival weekday, and the days a parcel would sit in a closed depot. Pure: the grid,
 * the rate shop, the label purchase and the settings page's preview all read these.
 */
import { federalHolidays } from '../carriers/federal-holidays.rules';
import {
  addDays,
  compareDates,
  weekdayOf,
  zonedParts,
  zonedTimeToInstant,
  type CalendarDate,
} from '../dates/zoned-time.rules';
import { WEEKDAYS, type ShippingSchedule, type Weekday } from './shipping-schedule.schema';

/**
 * The federal holidays UPS and FedEx close for (no pickup, no ground delivery). USPS also closes on the
 * other five federal holidays, but the parcel carriers keep running then, so those stay ship days.
 */
export const CARRIER_HOLIDAY_NAMES: ReadonlySet<string> = new Set([
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Christmas Day',
]);

export interface CarrierHoliday {
  name: string;
  /** The observed date, YYYY-MM-DD. */
  date: string;
}

export function carrierHolidays(year: number): CarrierHoliday[] {
  return federalHolidays(year).filter((h) => CARRIER_HOLIDAY_NAMES.has(h.name));
}

export function isoDay(d: CalendarDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function parseIsoDay(text: string): CalendarDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
}

const holidayCache = new Map<number, ReadonlyMap<string, string>>();
function holidaysOf(year: number): ReadonlyMap<string, string> {
  let cached = holidayCache.get(year);
  if (!cached) {
    cached = new Map(carrierHolidays(year).map((h) => [h.date, h.name]));
    holidayCache.set(year, cached);
  }
  return cached;
}

/** The carrier holiday on a date, if any (New Year's Day observed on Dec 31 belongs to the next year's list). */
export function carrierHolidayOn(d: CalendarDate): string | undefined {
  const day = isoDay(d);
  return holidaysOf(d.year).get(day) ?? holidaysOf(d.year + 1).get(day);
}

export type ClosedReason = 'not_a_ship_day' | 'carrier_holiday' | 'blackout';

/** Why a date does not ship under the schedule, or undefined when it does. */
export function closedReason(d: CalendarDate, schedule: ShippingSchedule): ClosedReason | undefined {
  if (!schedule.shipDays.includes(WEEKDAYS[weekdayOf(d)]!)) return 'not_a_ship_day';
  if (schedule.carrierHolidays && carrierHolidayOn(d)) return 'carrier_holiday';
  if (schedule.blackoutDates.includes(isoDay(d))) return 'blackout';
  return undefined;
}

export function isShipDay(d: CalendarDate, schedule: ShippingSchedule): boolean {
  return closedReason(d, schedule) === undefined;
}

/** A year and a week: longer than any run of blackout dates the schema allows plus a week of non-ship days. */
const SEARCH_DAYS = 400;

/** The first ship day on or after `from`; undefined only when blackouts and holidays close every day searched. */
export function nextShipDayFrom(from: CalendarDate, schedule: ShippingSchedule): CalendarDate | undefined {
  for (let i = 0, d = from; i < SEARCH_DAYS; i++, d = addDays(d, 1)) if (isShipDay(d, schedule)) return d;
  return undefined;
}

/** The last ship day on or before `from` (a ship-by date on a closed day means the ship day before it). */
export function previousShipDayFrom(from: CalendarDate, schedule: ShippingSchedule): CalendarDate | undefined {
  for (let i = 0, d = from; i < SEARCH_DAYS; i++, d = addDays(d, -1)) if (isShipDay(d, schedule)) return d;
  return undefined;
}

/** Where the warehouse is; its own timezone wins over the schedule's. */
export interface ScheduleWarehouse {
  id?: string | null;
  timezone?: string | null;
}

/** The timezone the cutoff is read in: the warehouse's own, else the one the schedule keeps for it, else the schedule's. */
export function timezoneFor(warehouse: ScheduleWarehouse | null | undefined, schedule: ShippingSchedule): string {
  if (warehouse?.timezone) return warehouse.timezone;
  const kept = warehouse?.id ? schedule.warehouseTimezones[warehouse.id] : undefined;
  return kept ?? schedule.timezone;
}

/**
 * The schedule's per-warehouse timezones with one warehouse's changed: `zone` keeps it, an empty one
 * ("same as the schedule") drops it, so the warehouse follows the schedule's timezone again.
 */
export function withWarehouseTimezone(
  kept: Readonly<Record<string, string>>,
  warehouseId: string,
  zone: string,
): Record<string, string> {
  const { [warehouseId]: _dropped, ...rest } = kept;
  return zone ? { ...rest, [warehouseId]: zone } : rest;
}

function cutoffMinutes(schedule: ShippingSchedule): number {
  const [h, m] = schedule.cutoffTime.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The day an order ships: the day it arrived (in the warehouse's timezone) when it arrived before the
 * cutoff, else the next day, moved on to the first ship day (no weekend off the schedule, no carrier
 * holiday, no blackout). An order arriving exactly at the cutoff misses it.
 */
export function shipDateFor(
  orderAt: Date,
  warehouse: ScheduleWarehouse | null | undefined,
  schedule: ShippingSchedule,
): CalendarDate | undefined {
  const z = zonedParts(orderAt, timezoneFor(warehouse, schedule));
  const arrival: CalendarDate = { year: z.year, month: z.month, day: z.day };
  const beforeCutoff = z.hour * 60 + z.minute < cutoffMinutes(schedule);
  return nextShipDayFrom(beforeCutoff ? arrival : addDays(arrival, 1), schedule);
}

/** The instant of the cutoff on a day, in the warehouse's timezone (DST as the zone has it that day). */
export function cutoffInstant(
  d: CalendarDate,
  warehouse: ScheduleWarehouse | null | undefined,
  schedule: ShippingSchedule,
): Date {
  const minutes = cutoffMinutes(schedule);
  return zonedTimeToInstant(d, Math.floor(minutes / 60), minutes % 60, timezoneFor(warehouse, schedule));
}

export interface WeekdayLeadTime {
  weekday: Weekday;
  /** Days from arrival to ship date for an order arriving before the cutoff. */
  beforeCutoff: number;
  /** … and at or after it. */
  afterCutoff: number;
}

/**
 * Lead time per arrival weekday (orders §9): days between an order's arrival and its ship date, for the
 * week that starts on `weekOf` (holidays and blackouts of that week count, so the settings page can show a
 * holiday week as it is). Sunday first, as the schedule stores weeks.
 */
export function leadTimeByWeekday(schedule: ShippingSchedule, weekOf: CalendarDate): WeekdayLeadTime[] {
  const sunday = addDays(weekOf, -weekdayOf(weekOf));
  const daysUntil = (from: CalendarDate, start: number) => {
    const ship = nextShipDayFrom(addDays(from, start), schedule);
    return ship ? daysBetween(from, ship) : Number.NaN;
  };
  return WEEKDAYS.map((weekday, i) => {
    const day = addDays(sunday, i);
    return { weekday, beforeCutoff: daysUntil(day, 0), afterCutoff: daysUntil(day, 1) };
  });
}

export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * The days a parcel shipped on `shipDate` and delivered on `delivery` waits in a depot that is closed:
 * strictly between the two, every day the schedule does not ship (a weekend, a non-ship day, a carrier
 * holiday or a blackout date).
 */
export function closedDaysInTransit(
  shipDate: CalendarDate,
  delivery: CalendarDate,
  schedule: ShippingSchedule,
): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (let d = addDays(shipDate, 1); compareDates(d, delivery) < 0; d = addDays(d, 1))
    if (!isShipDay(d, schedule)) out.push(d);
  return out;
}

/** The preview line of the settings page: "An order arriving Fri, Nov 27, 4:00 PM ships Mon, Nov 30". */
export function describeCalendarDate(d: CalendarDate): string {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A hold date (YYYY-MM-DD): the order waits until then, so it ships no earlier than the first ship day from it. */
function notBeforeHold(d: CalendarDate | undefined, holdDate: string | null | undefined, schedule: ShippingSchedule) {
  const hold = holdDate ? parseIsoDay(holdDate.slice(0, 10)) : undefined;
  if (!d || !hold || compareDates(hold, d) <= 0) return d;
  return nextShipDayFrom(hold, schedule);
}

export interface ScheduledOrder {
  /** ISO instant the order arrived. */
  orderDate: string;
  holdDate?: string | null;
  warehouse?: ScheduleWarehouse | null;
}

/**
 * The ship date the grid and the editor show for an order still waiting: from its own arrival (a Friday 4 pm
 * order shows Monday, whenever it is looked at), no earlier than its hold date.
 */
export function orderShipDate(order: ScheduledOrder, schedule: ShippingSchedule): CalendarDate | undefined {
  const arrived = new Date(order.orderDate);
  if (Number.isNaN(arrived.getTime())) return undefined;
  return notBeforeHold(shipDateFor(arrived, order.warehouse, schedule), order.holdDate, schedule);
}

/**
 * The ship date a rate is asked for (and a label bought for) at `now`: a parcel cannot leave before the
 * schedule's next ship day from now, nor before the order's hold date.
 */
export function rateShipDate(
  now: Date,
  schedule: ShippingSchedule,
  order?: Pick<ScheduledOrder, 'holdDate' | 'warehouse'>,
): CalendarDate | undefined {
  return notBeforeHold(shipDateFor(now, order?.warehouse, schedule), order?.holdDate, schedule);
}

/** A ship-by date on a closed day means the last ship day before it. */
export function shipByOnSchedule(shipBy: string, schedule: ShippingSchedule): string {
  const d = parseIsoDay(shipBy.slice(0, 10));
  const open = d && previousShipDayFrom(d, schedule);
  return open ? isoDay(open) : shipBy;
}

const WEEKDAY_FULL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The perishable ship-day check under the schedule: a departure whose parcel sits in a closed depot (a
 * weekend, a non-ship day, a carrier holiday or a blackout date) between ship date and delivery is flagged,
 * naming the holiday when one is in the way.
 */
export function closedDepotWarning(
  shipDate: CalendarDate,
  delivery: CalendarDate,
  schedule: ShippingSchedule,
): string | undefined {
  const closed = closedDaysInTransit(shipDate, delivery, schedule);
  if (closed.length === 0) return undefined;
  const holidays = [...new Set(closed.map(carrierHolidayOn).filter((h): h is string => Boolean(h)))];
  const over = holidays.length ? `over ${holidays.join(' and ')}` : 'over the weekend or a non-ship day';
  const days = `${closed.length} ${closed.length === 1 ? 'day' : 'days'}`;
  return `arrives ${WEEKDAY_FULL[weekdayOf(delivery)]}: ${days} in a depot ${over}`;
}

/**
 * The day a label is bought for under the schedule: the date its rate was asked for while that day is still
 * ahead, else the schedule's next ship day from now (never a weekend, holiday or blackout date).
 */
export function labelShipDateOnSchedule(
  shipBy: string | null | undefined,
  now: Date,
  schedule: ShippingSchedule,
  order?: Pick<ScheduledOrder, 'holdDate' | 'warehouse'>,
): string | undefined {
  const next = rateShipDate(now, schedule, order);
  if (!next) return undefined;
  const earliest = isoDay(next);
  return shipBy && /^\d{4}-\d{2}-\d{2}$/.test(shipBy) && shipBy >= earliest ? shipBy : earliest;
}
