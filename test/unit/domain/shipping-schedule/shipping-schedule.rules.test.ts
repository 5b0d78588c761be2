import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  carrierHolidayOn,
  carrierHolidays,
  closedDepotWarning,
  isoDay,
  leadTimeByWeekday,
  orderShipDate,
  rateShipDate,
  shipByOnSchedule,
  shipDateFor,
} from '#domain/shipping-schedule/shipping-schedule.rules';
import {
  DEFAULT_SHIPPING_SCHEDULE,
  shippingScheduleSchema,
  type ShippingSchedule,
} from '#domain/shipping-schedule/shipping-schedule.schema';
import { fillTimeDeadline, isPastFillTime } from '#domain/shipping-schedule/fill-time-sla.rules';
import { shipDayWarning } from '#domain/rates/rate-shop.rules';
import { fillTimeSlaSchema } from '#domain/shipping-schedule/fill-time-sla.schema';

/** Mon–Fri, 14:00 cutoff, Eastern: the schedule the issue's acceptance names. */
const weekdays: ShippingSchedule = { ...DEFAULT_SHIPPING_SCHEDULE, timezone: 'America/New_York', cutoffTime: '14:00' };
const ship = (at: string, schedule = weekdays, warehouse?: { id?: string; timezone?: string }) => {
  const d = shipDateFor(new Date(at), warehouse, schedule);
  return d && isoDay(d);
};

describe('shipDateFor: cutoff in the warehouse timezone, ship days, holidays, blackouts (orders §9)', () => {
  it.each([
    ['Friday before the cutoff ships Friday', '2026-11-20T18:59:00Z', '2026-11-20'],
    ['Friday 16:00 ET (after the cutoff) ships Monday', '2026-11-20T21:00:00Z', '2026-11-23'],
    ['exactly at the cutoff misses it', '2026-11-20T19:00:00Z', '2026-11-23'],
    ['Saturday ships Monday', '2026-11-21T15:00:00Z', '2026-11-23'],
    ['Friday after cutoff before Labor Day ships Tuesday', '2026-09-04T21:00:00Z', '2026-09-08'],
    ['Wednesday after cutoff before Thanksgiving ships Friday', '2026-11-25T21:00:00Z', '2026-11-27'],
    ['Christmas Eve after cutoff ships the Monday after Christmas', '2026-12-24T20:00:00Z', '2026-12-28'],
    ['an order late on Friday ET but Saturday in UTC still counts Friday', '2026-11-21T02:00:00Z', '2026-11-23'],
  ])('%s', (_, at, expected) => {
    expect(ship(at)).toBe(expected);
  });

  it('reads the cutoff in the timezone in force that day (EDT before, EST after the November change)', () => {
    // 14:30 EDT on Monday Oct 26 is 18:30Z: after the cutoff. 18:30Z on Monday Nov 2 is 13:30 EST: before it.
    expect(ship('2026-10-26T18:30:00Z')).toBe('2026-10-27');
    expect(ship('2026-11-02T18:30:00Z')).toBe('2026-11-02');
    // Spring forward: 13:30 EST on Friday Mar 6 is 18:30Z; on Monday Mar 9 18:30Z is 14:30 EDT, after the cutoff.
    expect(ship('2026-03-06T18:30:00Z')).toBe('2026-03-06');
    expect(ship('2026-03-09T18:30:00Z')).toBe('2026-03-10');
  });

  it("uses the warehouse's own timezone, else the one the schedule keeps for it, else the schedule's", () => {
    const at = '2026-11-20T21:30:00Z'; // 16:30 in New York, 13:30 in Los Angeles
    expect(ship(at)).toBe('2026-11-23');
    expect(ship(at, weekdays, { timezone: 'America/Los_Angeles' })).toBe('2026-11-20');
    const kept = { ...weekdays, warehouseTimezones: { 'wh-west': 'America/Los_Angeles' } };
    expect(ship(at, kept, { id: 'wh-west' })).toBe('2026-11-20');
    expect(ship(at, kept, { id: 'wh-east' })).toBe('2026-11-23');
  });

  it('carrier holidays can be turned off; blackout dates are skipped like holidays', () => {
    expect(ship('2026-12-24T20:00:00Z', { ...weekdays, carrierHolidays: false })).toBe('2026-12-25');
    expect(ship('2026-11-20T21:00:00Z', { ...weekdays, blackoutDates: ['2026-11-23'] })).toBe('2026-11-24');
  });

  it('ships only on the selected days', () => {
    const tueThu = { ...weekdays, shipDays: ['tue', 'thu'] as ShippingSchedule['shipDays'] };
    expect(ship('2026-11-20T21:00:00Z', tueThu)).toBe('2026-11-24');
    expect(ship('2026-11-24T20:00:00Z', tueThu)).toBe('2026-12-01'); // Thursday is Thanksgiving
  });

  it('property: the ship date is a ship day, never before the arrival day, within 8 days for a weekday schedule', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), (at) => {
        const d = shipDateFor(at, undefined, weekdays)!;
        const day = isoDay(d);
        const arrival = new Date(at.getTime() - 6 * 3_600_000).toISOString().slice(0, 10);
        expect(day >= arrival).toBe(true);
        expect(carrierHolidayOn(d)).toBeUndefined();
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
        expect(new Date(`${day}T00:00:00Z`).getTime() - at.getTime()).toBeLessThan(8 * 86_400_000);
      }),
    );
  });
});

describe('carrier holidays: the federal holidays UPS and FedEx close for', () => {
  it('lists six observed dates a year, New Year observed on the Friday before when it falls on Saturday', () => {
    expect(carrierHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-05-25',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(carrierHolidayOn({ year: 2027, month: 12, day: 31 })).toBe("New Year's Day");
    expect(carrierHolidayOn({ year: 2026, month: 11, day: 11 })).toBeUndefined();
  });
});

describe('lead time per weekday (orders §9 "computes lead time per weekday from selected days with a cutoff")', () => {
  const row = (s: ShippingSchedule, weekOf: string) =>
    leadTimeByWeekday(s, { year: +weekOf.slice(0, 4), month: +weekOf.slice(5, 7), day: +weekOf.slice(8) }).map(
      (l) => `${l.weekday}:${l.beforeCutoff}/${l.afterCutoff}`,
    );

  it('Mon–Fri in an ordinary week: Friday after the cutoff waits 3 days, the weekend until Monday', () => {
    expect(row(weekdays, '2026-11-18')).toEqual([
      'sun:1/1',
      'mon:0/1',
      'tue:0/1',
      'wed:0/1',
      'thu:0/1',
      'fri:0/3',
      'sat:2/2',
    ]);
  });

  it('Thanksgiving week: Wednesday after the cutoff and Thursday wait for Friday', () => {
    expect(row(weekdays, '2026-11-26')).toEqual([
      'sun:1/1',
      'mon:0/1',
      'tue:0/1',
      'wed:0/2',
      'thu:1/1',
      'fri:0/3',
      'sat:2/2',
    ]);
  });

  it('Tuesday and Thursday only', () => {
    const tueThu = { ...weekdays, shipDays: ['tue', 'thu'] as ShippingSchedule['shipDays'] };
    expect(row(tueThu, '2026-11-18')).toEqual([
      'sun:2/2',
      'mon:1/1',
      'tue:0/2',
      'wed:1/1',
      'thu:0/5',
      'fri:4/4',
      'sat:3/3',
    ]);
  });
});

describe('orders: ship date from arrival, hold date and ship-by', () => {
  it("the order's own arrival decides, not when it is read; a hold date pushes it to the next ship day from it", () => {
    const order = { orderDate: '2026-11-20T21:00:00.000Z' };
    expect(isoDay(orderShipDate(order, weekdays)!)).toBe('2026-11-23');
    expect(isoDay(orderShipDate({ ...order, holdDate: '2026-11-28' }, weekdays)!)).toBe('2026-11-30');
    expect(isoDay(orderShipDate({ ...order, holdDate: '2026-11-19' }, weekdays)!)).toBe('2026-11-23');
    expect(orderShipDate({ orderDate: 'not a date' }, weekdays)).toBeUndefined();
  });

  it('rating now: never before the next ship day from now', () => {
    expect(isoDay(rateShipDate(new Date('2026-11-27T22:00:00Z'), weekdays)!)).toBe('2026-11-30');
  });

  it('a ship-by on a closed day means the ship day before it', () => {
    expect(shipByOnSchedule('2026-11-26', weekdays)).toBe('2026-11-25');
    expect(shipByOnSchedule('2026-11-29', weekdays)).toBe('2026-11-27');
    expect(shipByOnSchedule('2026-11-24', weekdays)).toBe('2026-11-24');
  });
});

describe('perishable ship-day check under the schedule', () => {
  const d = (s: string) => ({ year: +s.slice(0, 4), month: +s.slice(5, 7), day: +s.slice(8) });
  it('flags a depot stay over a weekend, naming a holiday in the way', () => {
    expect(closedDepotWarning(d('2026-11-19'), d('2026-11-20'), weekdays)).toBeUndefined();
    expect(closedDepotWarning(d('2026-11-20'), d('2026-11-23'), weekdays)).toBe(
      'arrives Monday: 2 days in a depot over the weekend or a non-ship day',
    );
    expect(closedDepotWarning(d('2026-12-24'), d('2026-12-29'), weekdays)).toBe(
      'arrives Tuesday: 3 days in a depot over Christmas Day',
    );
  });
});

describe('fill time SLA per warehouse', () => {
  const sla = fillTimeSlaSchema.parse({
    warehouses: [
      { warehouseId: 'wh-days', amount: 2, unit: 'businessDays' },
      { warehouseId: 'wh-hours', amount: 24, unit: 'hours' },
    ],
  });
  const friday4pm = '2026-11-20T21:00:00.000Z';

  it('business days count ship days after the arrival day, to the end of the last one, in the warehouse timezone', () => {
    const deadline = fillTimeDeadline(new Date(friday4pm), { amount: 2, unit: 'businessDays' }, undefined, weekdays);
    expect(deadline?.toISOString()).toBe('2026-11-25T05:00:00.000Z'); // end of Tuesday in New York
    const thanksgiving = fillTimeDeadline(
      new Date('2026-11-24T15:00:00Z'),
      { amount: 2, unit: 'businessDays' },
      undefined,
      weekdays,
    );
    expect(thanksgiving?.toISOString()).toBe('2026-11-28T05:00:00.000Z'); // Wed, (Thu holiday), Fri
  });

  it('flags an order still waiting past it, never one shipped or in a warehouse without an SLA', () => {
    const order = { orderDate: friday4pm, warehouse: { id: 'wh-days' }, waiting: true };
    expect(isPastFillTime(order, sla, weekdays, new Date('2026-11-25T04:59:59Z'))).toBe(false);
    expect(isPastFillTime(order, sla, weekdays, new Date('2026-11-25T05:00:00Z'))).toBe(true);
    expect(isPastFillTime({ ...order, waiting: false }, sla, weekdays, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isPastFillTime({ ...order, warehouse: { id: 'other' } }, sla, weekdays, new Date('2026-12-01'))).toBe(false);
    const hours = { ...order, warehouse: { id: 'wh-hours' } };
    expect(isPastFillTime(hours, sla, weekdays, new Date('2026-11-21T20:59:59Z'))).toBe(false);
    expect(isPastFillTime(hours, sla, weekdays, new Date('2026-11-21T21:00:00Z'))).toBe(true);
  });

  it('validates amounts by unit, and one entry per warehouse', () => {
    const r = fillTimeSlaSchema.safeParse({ warehouses: [{ warehouseId: 'a', amount: 31, unit: 'businessDays' }] });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Fill time can be at most 30 business days',
    ]);
    const dup = fillTimeSlaSchema.safeParse({
      warehouses: [
        { warehouseId: 'a', amount: 1, unit: 'hours' },
        { warehouseId: 'a', amount: 2, unit: 'hours' },
      ],
    });
    expect(dup.success).toBe(false);
  });
});

describe('the schedule schema', () => {
  it('fills the new fields for a schedule stored by the onboarding wizard', () => {
    const parsed = shippingScheduleSchema.parse({
      timezone: 'America/Chicago',
      shipDays: ['mon'],
      cutoffTime: '15:00',
    });
    expect(parsed).toEqual({
      timezone: 'America/Chicago',
      shipDays: ['mon'],
      cutoffTime: '15:00',
      carrierHolidays: true,
      blackoutDates: [],
      warehouseTimezones: {},
    });
  });

  it('refuses a date that is not a calendar day and a bad warehouse timezone', () => {
    const r = shippingScheduleSchema.safeParse({
      ...weekdays,
      blackoutDates: ['2026-02-30'],
      warehouseTimezones: { w: 'Mars/Base' },
    });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'blackoutDates.0: Enter a date as YYYY-MM-DD',
      'warehouseTimezones.w: Invalid value',
    ]);
  });
});

describe("the rate shop's perishable check with the schedule", () => {
  const check = { active: true, maxTransitDays: 3, noWeekendInTransit: true };
  const d = (s: string) => ({ year: +s.slice(0, 4), month: +s.slice(5, 7), day: +s.slice(8) });
  it('counts the holiday in transit; without the schedule only the weekend counts', () => {
    const quote = { transitDays: 1, estimatedDeliveryDate: '2026-11-27' };
    expect(shipDayWarning(check, d('2026-11-25'), quote, weekdays)).toBe(
      'arrives Friday: 1 day in a depot over Thanksgiving Day',
    );
    expect(shipDayWarning(check, d('2026-11-25'), quote)).toBeUndefined();
  });

  it('a Saturday the schedule ships on is no depot stay', () => {
    const sixDays = {
      ...weekdays,
      shipDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as ShippingSchedule['shipDays'],
    };
    const quote = { transitDays: 2, estimatedDeliveryDate: '2026-11-23' };
    expect(shipDayWarning(check, d('2026-11-21'), quote, sixDays)).toBe(
      'arrives Monday: 1 day in a depot over the weekend or a non-ship day',
    );
    expect(
      shipDayWarning(check, d('2026-11-20'), { transitDays: 1, estimatedDeliveryDate: '2026-11-21' }, sixDays),
    ).toBeUndefined();
  });
});
