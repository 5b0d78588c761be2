import { addDays, zonedParts, zonedTimeToInstant, type CalendarDate, type Weekday } from './zoned-time.rules';

/**
 * Shipping schedule (orders §9): the merchant selects ship days and a cutoff; the lead time
 * for an order arriving on a weekday is the days until the next selected day, the same day
 * counting only before the cutoff.
 */
export interface ShippingSchedule {
  /** Selected ship days, 0 = Sunday … 6 = Saturday. */
  days: readonly Weekday[];
  /** Cutoff as HH:mm (24 h) in the schedule's timezone; an order at the cutoff misses it. */
  cutoff: string;
  timezone: string;
}

export interface LeadTime {
  beforeCutoff: number;
  afterCutoff: number;
}

export function parseTimeOfDay(text: string): { hour: number; minute: number } | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
}

/** Lead time in days for each weekday; undefined when no day is selected. */
export function leadTimesByWeekday(days: readonly Weekday[]): Record<Weekday, LeadTime> | undefined {
  const selected = new Set(days);
  if (selected.size === 0) return undefined;
  const next = (from: number, min: number): number => {
    for (let k = min; k <= 7; k++) if (selected.has(((from + k) % 7) as Weekday)) return k;
    return 7;
  };
  const out = {} as Record<Weekday, LeadTime>;
  for (let w = 0 as Weekday; w <= 6; w = (w + 1) as Weekday) {
    out[w] = { beforeCutoff: next(w, 0), afterCutoff: next(w, 1) };
  }
  return out;
}

/** The ship date for an order placed at `now`; undefined without selected days or a readable cutoff. */
export function shipDateFor(now: Date, schedule: ShippingSchedule): CalendarDate | undefined {
  const leads = leadTimesByWeekday(schedule.days);
  const cutoff = parseTimeOfDay(schedule.cutoff);
  if (!leads || !cutoff) return undefined;
  const z = zonedParts(now, schedule.timezone);
  const beforeCutoff = z.hour * 60 + z.minute < cutoff.hour * 60 + cutoff.minute;
  const lead = leads[z.weekday];
  return addDays(z, beforeCutoff ? lead.beforeCutoff : lead.afterCutoff);
}

/** Pickup start must be at least 5 minutes ahead, else it moves to the next day (orders §9). */
export const PICKUP_MIN_LEAD_MS = 5 * 60 * 1000;

/**
 * The pickup instant for a chosen HH:mm: today if 5+ minutes ahead, else the same time the next
 * day — or the day after, when "tomorrow 00:02" is itself under 5 minutes away (chosen at 23:58).
 */
export function resolvePickupStart(timeOfDay: string, now: Date, timeZone: string): Date | undefined {
  const t = parseTimeOfDay(timeOfDay);
  if (!t) return undefined;
  const today = zonedParts(now, timeZone);
  for (let days = 0; ; days++) {
    const candidate = zonedTimeToInstant(addDays(today, days), t.hour, t.minute, timeZone);
    if (candidate.getTime() - now.getTime() >= PICKUP_MIN_LEAD_MS) return candidate;
  }
}
