/**
 * Calendar dates and wall-clock times in a merchant's IANA timezone, with Intl only
 * (no date library is installed, and Intl carries the tz database).
 */
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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a timezone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const date = { year: p.year, month: p.month, day: p.day };
  return { ...date, hour: p.hour, minute: p.minute, second: p.second, weekday: weekdayOf(date) };
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

export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: Math.min(d.day, daysInMonth(t.getUTCFullYear(), t.getUTCMonth() + 1)) };
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
 * The instant a wall-clock time happens in a timezone. In a spring-forward gap the earliest
 * instant of that date at or after the wall time is used; in a fall-back overlap, the first.
 */
export function zonedTimeToInstant(d: CalendarDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  const offsetAt = (t: number): number => {
    const z = zonedParts(new Date(t), timeZone);
    return Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute, z.second) - Math.floor(t / 1000) * 1000;
  };
  const first = wall - offsetAt(wall);
  const candidates = [first, wall - offsetAt(first), wall - offsetAt(first - 3_600_000), wall - offsetAt(first + 3_600_000)];
  const wanted = hour * 60 + minute;
  const onDate = candidates.filter((t) => {
    const z = zonedParts(new Date(t), timeZone);
    return compareDates(z, d) === 0 && z.hour * 60 + z.minute >= wanted;
  });
  const exact = onDate.filter((t) => {
    const z = zonedParts(new Date(t), timeZone);
    return z.hour === hour && z.minute === minute;
  });
  const pool = exact.length ? exact : onDate.length ? onDate : candidates;
  return new Date(Math.min(...pool));
}

export function startOfDay(d: CalendarDate, timeZone: string): Date {
  return zonedTimeToInstant(d, 0, 0, timeZone);
}
