/**
 * The US federal holidays of a year as observed (5 U.S.C. 6103): a holiday on a Saturday is observed
 * the Friday before, one on a Sunday the Monday after. Names as the federal list spells them.
 * Calendar dates (YYYY-MM-DD) computed in UTC, so the answer is the same in every time zone.
 */
export interface FederalHoliday {
  name: string;
  /** The observed date, YYYY-MM-DD. */
  date: string;
}

/** Juneteenth became a federal holiday in 2021. */
const JUNETEENTH_FROM_YEAR = 2021;

export function federalHolidays(year: number): FederalHoliday[] {
  const day = (month: number, dayOfMonth: number) => new Date(Date.UTC(year, month - 1, dayOfMonth));
  /** The nth given weekday (0 = Sunday) of a month. */
  const nth = (n: number, weekday: number, month: number) => {
    const first = day(month, 1).getUTCDay();
    return day(month, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
  };
  /** The last given weekday of a month. */
  const last = (weekday: number, month: number) => {
    const end = new Date(Date.UTC(year, month, 0));
    return day(month, end.getUTCDate() - ((end.getUTCDay() - weekday + 7) % 7));
  };
  const holidays: [string, Date][] = [
    ["New Year's Day", day(1, 1)],
    ['Birthday of Martin Luther King, Jr.', nth(3, 1, 1)],
    ["Washington's Birthday", nth(3, 1, 2)],
    ['Memorial Day', last(1, 5)],
    ...(year >= JUNETEENTH_FROM_YEAR ? [['Juneteenth National Independence Day', day(6, 19)] as [string, Date]] : []),
    ['Independence Day', day(7, 4)],
    ['Labor Day', nth(1, 1, 9)],
    ['Columbus Day', nth(2, 1, 10)],
    ['Veterans Day', day(11, 11)],
    ['Thanksgiving Day', nth(4, 4, 11)],
    ['Christmas Day', day(12, 25)],
  ];
  return holidays.map(([name, date]) => {
    const weekday = date.getUTCDay();
    const shift = weekday === 0 ? 1 : weekday === 6 ? -1 : 0;
    return { name, date: new Date(date.getTime() + shift * 86_400_000).toISOString().slice(0, 10) };
  });
}
