import {
  addDays,
  addMonths,
  compareDates,
  startOfDay,
  todayIn,
  weekdayOf,
  type CalendarDate,
} from './zoned-time.rules';

/** Date-range presets (orders §2/§9, accounts §2/§9), computed in the merchant's timezone. */
export const DATE_RANGE_PRESETS = [
  'Today',
  'Yesterday',
  'This Week',
  'Last Week',
  'Last 7 Days',
  'This Month',
  'Last Month',
  'Custom',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Inclusive calendar days `from`..`to`, and the half-open instant range [start, end) they cover. */
export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
  start: Date;
  end: Date;
}

export interface CustomRange {
  from: CalendarDate;
  to: CalendarDate;
}

function range(from: CalendarDate, to: CalendarDate, timeZone: string): DateRange {
  return { from, to, start: startOfDay(from, timeZone), end: startOfDay(addDays(to, 1), timeZone) };
}

/** Sunday of the week holding `d`. */
export function startOfWeek(d: CalendarDate): CalendarDate {
  return addDays(d, -weekdayOf(d));
}

export function dateRangeForPreset(
  preset: DateRangePreset,
  now: Date,
  timeZone: string,
  custom?: CustomRange,
): DateRange {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'Today':
      return range(today, today, timeZone);
    case 'Yesterday': {
      const y = addDays(today, -1);
      return range(y, y, timeZone);
    }
    case 'This Week': {
      const sunday = startOfWeek(today);
      return range(sunday, addDays(sunday, 6), timeZone);
    }
    case 'Last Week': {
      const sunday = addDays(startOfWeek(today), -7);
      return range(sunday, addDays(sunday, 6), timeZone);
    }
    case 'Last 7 Days':
      // Today and the six days before it.
      return range(addDays(today, -6), today, timeZone);
    case 'This Month': {
      const first = { ...today, day: 1 };
      return range(first, addDays(addMonths(first, 1), -1), timeZone);
    }
    case 'Last Month': {
      const first = addMonths({ ...today, day: 1 }, -1);
      return range(first, addDays({ ...today, day: 1 }, -1), timeZone);
    }
    case 'Custom': {
      if (!custom) throw new RangeError('Custom range needs from and to');
      const [from, to] =
        compareDates(custom.from, custom.to) <= 0 ? [custom.from, custom.to] : [custom.to, custom.from];
      return range(from, to, timeZone);
    }
  }
}

export function isInRange(instant: Date, r: Pick<DateRange, 'start' | 'end'>): boolean {
  const t = instant.getTime();
  return t >= r.start.getTime() && t < r.end.getTime();
}
