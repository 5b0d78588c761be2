import { addDays, startOfDay, todayIn, type CalendarDate } from '../dates/zoned-time.rules';

const iso = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The first day of a chart of `days` days ending today, and the instant it starts, in the merchant's timezone. */
export function historyStart(days: number, now: Date, timeZone: string): { first: CalendarDate; startIso: string } {
  const first = addDays(todayIn(timeZone, now), -(days - 1));
  return { first, startIso: startOfDay(first, timeZone).toISOString() };
}

/**
 * The balance at the end of each of `days` days ending today: the balance after the day's last
 * invoice, else the day before's (from `openingCents`, the balance before the first day).
 * `invoices` in time order.
 */
export function dailyBalances(
  openingCents: number,
  invoices: readonly { createdAt: string; balanceAfterCents: number }[],
  days: number,
  now: Date,
  timeZone: string,
): { date: string; balanceCents: number }[] {
  const { first } = historyStart(days, now, timeZone);
  const points: { date: string; balanceCents: number }[] = [];
  let balance = openingCents;
  let next = 0;
  for (let i = 0; i < days; i++) {
    const day = addDays(first, i);
    const end = startOfDay(addDays(day, 1), timeZone).toISOString();
    while (next < invoices.length && invoices[next].createdAt < end) balance = invoices[next++].balanceAfterCents;
    points.push({ date: iso(day), balanceCents: balance });
  }
  return points;
}
