/**
 * Calendar dates and wall-clock times in a merchant's IANA timezone. UTC offsets (DST included)
 * come from @date-fns/tz's tzOffset, which reads the runtime's Intl tz database. Its TZDate is not
 * used: building one from wall-clock fields goes through the host's own timezone, so an ambiguous
 * New York time resolved differently in a Los Angeles browser than on Lambda.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface ZonedParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: Weekday;
}

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Weeks run Sunday to Saturday; Sunday and Saturday are the weekend (orders §9, accounts §9). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const WEEKEND_DAYS: readonly Weekday[] = [0, 6];

/**
 * Only real IANA names: tzOffset would also take offsets such as "+05:00", which are not a
 * merchant timezone (they have no DST).
 */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Milliseconds to add to an instant to read its wall clock in `timeZone`; a bad zone throws, as Intl does. */
function offsetMs(timeZone: string, time: number): number {
  const minutes = tzOffset(timeZone, new Date(time));
  if (Number.isNaN(minutes) || Number.isNaN(time)) throw new RangeError(`Invalid time value or time zone: ${timeZone}`);
  return minutes * MINUTE_MS;
}

/** The wall-clock reading of an instant in a timezone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = new Date(instant.getTime() + offsetMs(timeZone, instant.getTime()));
  const date = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  return {
    ...date,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay() as Weekday,
  };
}

export function weekdayOf(d: CalendarDate): Weekday {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() as Weekday;
}

export function isWeekend(d: CalendarDate): boolean {
  return WEEKEND_DAYS.includes(weekdayOf(d));
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The same day `months` later, or the last day of that month when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: Math.min(d.day, daysInMonth(t.getUTCFullYear(), t.getUTCMonth() + 1)),
  };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function todayIn(timeZone: string, now: Date): CalendarDate {
  const { year, month, day } = zonedParts(now, timeZone);
  return { year, month, day };
}

/**
 * The instant a wall-clock time happens in a timezone, by Temporal's "compatible" rule: a time
 * repeated by a fall-back overlap is its first occurrence; a time skipped by a spring-forward gap
 * moves forward by the gap (02:30 → 03:30), i.e. is read with the offset in force before it.
 */
export function zonedTimeToInstant(d: CalendarDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  // No zone changes its offset twice within a day, so the offsets a day either side are the only candidates.
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  const valid = [wall - before, wall - after].filter((t) => offsetMs(timeZone, t) === wall - t);
  return new Date(valid.length ? Math.min(...valid) : wall - before);
}

export function startOfDay(d: CalendarDate, timeZone: string): Date {
  return zonedTimeToInstant(d, 0, 0, timeZone);
}

/** Labels are handed over on working days: today, or Monday when today is a weekend day. */
export function nextShipDate(today: CalendarDate): CalendarDate {
  let d = today;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}
