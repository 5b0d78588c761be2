import { allForYear } from '@18f/us-federal-holidays';
import { describe, expect, it } from 'vitest';
import { federalHolidays } from '#domain/carriers/federal-holidays.rules';

// The carriers' calendars count the federal holidays; the rules are checked against the 18F list
// (the package the transit rules used to call at run time) over a century and more.
describe('federal holidays as observed', () => {
  it.each(Array.from({ length: 131 }, (_, i) => [1990 + i]))('%i matches the 18F federal holiday list', (year) => {
    const expected = allForYear(year).map((h) => ({ name: h.name, date: h.dateString }));
    expect(federalHolidays(year)).toEqual(expected);
  });

  it('a Saturday holiday is observed on the Friday, a Sunday one on the Monday', () => {
    const of = (year: number, name: string) => federalHolidays(year).find((h) => h.name === name)?.date;
    expect(of(2026, 'Independence Day')).toBe('2026-07-03'); // Saturday 4 July
    expect(of(2027, 'Christmas Day')).toBe('2027-12-24'); // Saturday 25 December
    expect(of(2022, 'Christmas Day')).toBe('2022-12-26'); // Sunday 25 December
    expect(of(2022, "New Year's Day")).toBe('2021-12-31'); // Saturday 1 January 2022
  });

  it('Juneteenth from 2021 on', () => {
    expect(federalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(federalHolidays(2021).map((h) => h.name)).toContain('Juneteenth National Independence Day');
  });
});
