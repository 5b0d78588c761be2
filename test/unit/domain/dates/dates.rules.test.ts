import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  parseDate,
} from '#domain/dates/date-format.rules';
import { DATE_RANGE_PRESETS, dateRangeForPreset, isInRange, startOfWeek } from '#domain/dates/date-range.rules';
import {
  WEEKDAY_NAMES,
  WEEKEND_DAYS,
  addDays,
  isWeekend,
  weekdayOf,
  zonedParts,
  zonedTimeToInstant,
} from '#domain/dates/zoned-time.rules';
import {
  PICKUP_MIN_LEAD_MS,
  leadTimesByWeekday,
  resolvePickupStart,
  shipDateFor,
} from '#domain/dates/shipping-schedule.rules';
import { DEFAULT_TIMEZONES } from '#domain/constants/timezones.constants';

const TZ = 'America/New_York';
const zones = [...DEFAULT_TIMEZONES.map((z) => z.id), 'UTC', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2060-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('formats (orders §9, accounts §9)', () => {
  it('orders §9: the format strings', () => {
    expect([DATE_FORMAT, DATE_TIME_FORMAT]).toEqual(['MM/DD/YYYY', 'MM/DD/YYYY hh:mm A']);
  });

  it.each([
    ['2026-07-04T16:05:00Z', TZ, '07/04/2026', '07/04/2026 12:05 PM'],
    ['2026-07-04T03:05:00Z', TZ, '07/03/2026', '07/03/2026 11:05 PM'],
    ['2026-01-01T05:00:00Z', TZ, '01/01/2026', '01/01/2026 12:00 AM'],
    ['2026-01-01T10:30:00Z', 'Pacific/Honolulu', '01/01/2026', '01/01/2026 12:30 AM'],
    ['2026-12-31T23:59:00Z', 'UTC', '12/31/2026', '12/31/2026 11:59 PM'],
  ])('orders §9: %s in %s → %s / %s', (iso, tz, date, dateTime) => {
    expect(formatDate(new Date(iso), tz)).toBe(date);
    expect(formatDateTime(new Date(iso), tz)).toBe(dateTime);
  });

  it.each([
    ['02/29/2024', { year: 2024, month: 2, day: 29 }],
    ['12/31/2026', { year: 2026, month: 12, day: 31 }],
    ['02/29/2025', undefined],
    ['13/01/2026', undefined],
    ['1/2/2026', undefined],
    ['2026-01-02', undefined],
    ['', undefined],
  ])('accounts §5: claim date %s parses to %o', (text, date) => {
    expect(parseDate(text)).toEqual(date);
  });

  it('accounts §5: format and parse round-trip, and date-times match the pattern', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (d, tz) => {
        const text = formatDate(d, tz);
        expect(formatCalendarDate(parseDate(text)!)).toBe(text);
        expect(formatDateTime(d, tz)).toMatch(/^\d{2}\/\d{2}\/\d{4} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
      }),
    );
  });
});

describe('weeks (orders §9, accounts §9)', () => {
  it('orders §9: weeks run Sunday to Saturday, weekend Sunday and Saturday', () => {
    expect(WEEKDAY_NAMES[0]).toBe('Sunday');
    expect(WEEKDAY_NAMES[6]).toBe('Saturday');
    expect(WEEKEND_DAYS).toEqual([0, 6]);
    expect(isWeekend({ year: 2026, month: 11, day: 21 })).toBe(true); // Saturday
    expect(isWeekend({ year: 2026, month: 11, day: 22 })).toBe(true); // Sunday
    expect(isWeekend({ year: 2026, month: 11, day: 23 })).toBe(false);
    expect(startOfWeek({ year: 2026, month: 11, day: 21 })).toEqual({ year: 2026, month: 11, day: 15 });
    expect(startOfWeek({ year: 2026, month: 11, day: 22 })).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

describe('date-range presets in the merchant timezone (orders §9, accounts §2)', () => {
  // Wednesday 2026-03-11 21:30 in New York (01:30 UTC on the 12th).
  const now = new Date('2026-03-12T01:30:00Z');
  const fmt = (r: { from: object; to: object }) =>
    `${formatCalendarDate(r.from as never)}–${formatCalendarDate(r.to as never)}`;

  it.each([
    ['Today', '03/11/2026–03/11/2026'],
    ['Yesterday', '03/10/2026–03/10/2026'],
    ['This Week', '03/08/2026–03/14/2026'],
    ['Last Week', '03/01/2026–03/07/2026'],
    ['Last 7 Days', '03/05/2026–03/11/2026'],
    ['This Month', '03/01/2026–03/31/2026'],
    ['Last Month', '02/01/2026–02/28/2026'],
  ] as const)('accounts §2: %s → %s', (preset, expected) => {
    expect(fmt(dateRangeForPreset(preset, now, TZ))).toBe(expected);
  });

  it('accounts §2: the range starts at local midnight (DST start on 03/08 gives a 23 h day)', () => {
    const week = dateRangeForPreset('This Week', now, TZ);
    expect(week.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-15T04:00:00.000Z');
    const utcToday = dateRangeForPreset('Today', now, 'UTC');
    expect(formatCalendarDate(utcToday.from)).toBe('03/12/2026');
  });

  it('accounts §2: Custom covers both given days, in either order', () => {
    const from = { year: 2026, month: 1, day: 31 };
    const to = { year: 2026, month: 1, day: 1 };
    const r = dateRangeForPreset('Custom', now, TZ, { from, to });
    expect(fmt(r)).toBe('01/01/2026–01/31/2026');
    expect(r.start.toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(() => dateRangeForPreset('Custom', now, TZ)).toThrow(RangeError);
  });

  it('orders §9: Today, This Week, This Month and Last 7 Days always contain now', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (d, tz) => {
        for (const preset of ['Today', 'This Week', 'This Month', 'Last 7 Days'] as const) {
          expect(isInRange(d, dateRangeForPreset(preset, d, tz))).toBe(true);
        }
        for (const preset of ['Yesterday', 'Last Week', 'Last Month'] as const) {
          expect(isInRange(d, dateRangeForPreset(preset, d, tz))).toBe(false);
        }
      }),
    );
  });

  it('orders §9: every preset range is non-empty, starts on a Sunday for weeks, and Last Week ends where This Week begins', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (d, tz) => {
        for (const preset of DATE_RANGE_PRESETS.filter((p) => p !== 'Custom')) {
          const r = dateRangeForPreset(preset, d, tz);
          expect(r.end.getTime()).toBeGreaterThan(r.start.getTime());
          expect(zonedParts(r.start, tz)).toMatchObject({ ...r.from });
        }
        expect(weekdayOf(dateRangeForPreset('This Week', d, tz).from)).toBe(0);
        expect(dateRangeForPreset('Last Week', d, tz).end.getTime()).toBe(
          dateRangeForPreset('This Week', d, tz).start.getTime(),
        );
      }),
    );
  });
});

describe('shipping schedule (orders §9)', () => {
  it('orders §9: lead time per weekday from Mon/Wed/Fri', () => {
    const leads = leadTimesByWeekday([1, 3, 5])!;
    expect(leads).toEqual({
      0: { beforeCutoff: 1, afterCutoff: 1 },
      1: { beforeCutoff: 0, afterCutoff: 2 },
      2: { beforeCutoff: 1, afterCutoff: 1 },
      3: { beforeCutoff: 0, afterCutoff: 2 },
      4: { beforeCutoff: 1, afterCutoff: 1 },
      5: { beforeCutoff: 0, afterCutoff: 3 },
      6: { beforeCutoff: 2, afterCutoff: 2 },
    });
    expect(leadTimesByWeekday([])).toBeUndefined();
    expect(leadTimesByWeekday([2])![2]).toEqual({ beforeCutoff: 0, afterCutoff: 7 });
  });

  const schedule = { days: [1, 3, 5] as const, cutoff: '14:00', timezone: TZ };
  it.each([
    ['Monday before cutoff ships Monday', '2026-11-23T18:59:00Z', '11/23/2026'],
    ['Monday at cutoff ships Wednesday', '2026-11-23T19:00:00Z', '11/25/2026'],
    ['Friday after cutoff ships Monday', '2026-11-27T20:00:00Z', '11/30/2026'],
    ['Saturday ships Monday', '2026-11-28T15:00:00Z', '11/30/2026'],
  ])('orders §9: %s', (_n, iso, expected) => {
    expect(formatCalendarDate(shipDateFor(new Date(iso), { ...schedule, days: [...schedule.days] })!)).toBe(expected);
  });

  it('orders §9: the ship date is always a selected day, never before today', () => {
    fc.assert(
      fc.property(instants, fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }), (d, days) => {
        const date = shipDateFor(d, { days: days as never, cutoff: '12:00', timezone: TZ })!;
        expect(days).toContain(weekdayOf(date));
        const today = zonedParts(d, TZ);
        expect(date.year * 10000 + date.month * 100 + date.day).toBeGreaterThanOrEqual(
          today.year * 10000 + today.month * 100 + today.day,
        );
      }),
    );
  });
});

describe('pickup start (orders §9)', () => {
  const now = new Date('2026-11-23T15:00:00Z'); // 10:00 in New York
  it.each([
    ['10:05 is exactly 5 minutes ahead: today', '10:05', '2026-11-23T15:05:00.000Z'],
    ['10:04 is too soon: next day', '10:04', '2026-11-24T15:04:00.000Z'],
    ['09:00 has passed: next day', '09:00', '2026-11-24T14:00:00.000Z'],
    ['16:30 later today', '16:30', '2026-11-23T21:30:00.000Z'],
  ])('orders §9: %s', (_n, time, iso) => {
    expect(resolvePickupStart(time, now, TZ)!.toISOString()).toBe(iso);
  });

  it('orders §9: chosen 4 minutes 59 before midnight, 00:00 tomorrow is too soon and moves a day further', () => {
    const at = new Date('2059-12-31T23:55:00.001Z');
    expect(resolvePickupStart('00:00', at, 'UTC')?.toISOString()).toBe('2060-01-02T00:00:00.000Z');
  });

  it('orders §9: a bad time gives undefined', () => {
    expect(resolvePickupStart('25:00', now, TZ)).toBeUndefined();
  });

  it('orders §9: the pickup is always at least 5 minutes ahead and within about two days', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...zones),
        (d, h, m, tz) => {
          const t = resolvePickupStart(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`, d, tz)!;
          expect(t.getTime() - d.getTime()).toBeGreaterThanOrEqual(PICKUP_MIN_LEAD_MS);
          expect(t.getTime() - d.getTime()).toBeLessThan(50 * 3_600_000);
        },
      ),
    );
  });
});

describe('zoned wall time', () => {
  it('resolves a spring-forward gap to the first instant after it and a fall-back overlap to the first occurrence', () => {
    expect(zonedTimeToInstant({ year: 2026, month: 3, day: 8 }, 2, 30, TZ).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedTimeToInstant({ year: 2026, month: 11, day: 1 }, 1, 30, TZ).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('host timezone', () => {
  it('orders §9: a browser in any timezone resolves wall times and presets exactly as Lambda (UTC) does', () => {
    const hostZone = process.env.TZ;
    const inHost = (zone: string | undefined) => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      return [
        zonedTimeToInstant({ year: 2026, month: 3, day: 8 }, 2, 30, TZ).toISOString(),
        zonedTimeToInstant({ year: 2026, month: 11, day: 1 }, 1, 30, TZ).toISOString(),
        zonedTimeToInstant({ year: 2026, month: 10, day: 4 }, 2, 15, 'Australia/Lord_Howe').toISOString(),
        dateRangeForPreset('This Week', new Date('2026-03-12T01:30:00Z'), TZ).start.toISOString(),
        JSON.stringify(zonedParts(new Date('2026-11-01T05:30:00Z'), TZ)),
      ];
    };
    try {
      const lambda = inHost('UTC');
      expect(lambda.slice(0, 3)).toEqual([
        '2026-03-08T07:30:00.000Z',
        '2026-11-01T05:30:00.000Z',
        '2026-10-03T15:45:00.000Z',
      ]);
      for (const zone of [
        'America/Los_Angeles',
        'America/New_York',
        'Europe/Berlin',
        'Australia/Lord_Howe',
        'America/Santiago',
      ]) {
        expect(inHost(zone)).toEqual(lambda);
      }
    } finally {
      inHost(hostZone);
    }
  });
});
