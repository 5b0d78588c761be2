import { daysInMonth, zonedParts, type CalendarDate } from './zoned-time.rules';

/** Date MM/DD/YYYY and date-time MM/DD/YYYY hh:mm A (orders §9, accounts §9, claim dates §5). */
export const DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function formatCalendarDate(d: CalendarDate): string {
  return `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`;
}

export function formatDate(instant: Date, timeZone: string): string {
  return formatCalendarDate(zonedParts(instant, timeZone));
}

export function formatDateTime(instant: Date, timeZone: string): string {
  const z = zonedParts(instant, timeZone);
  const h12 = z.hour % 12 === 0 ? 12 : z.hour % 12;
  return `${formatCalendarDate(z)} ${pad(h12)}:${pad(z.minute)} ${z.hour < 12 ? 'AM' : 'PM'}`;
}

/** Strict MM/DD/YYYY → calendar date; undefined for any other shape or an impossible date. */
export function parseDate(text: string | null | undefined): CalendarDate | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}
