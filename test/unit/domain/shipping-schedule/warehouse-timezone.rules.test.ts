import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SCHEDULE, shippingScheduleSchema } from '#domain/shipping-schedule/shipping-schedule.schema';
import { shipDateFor, timezoneFor, withWarehouseTimezone } from '#domain/shipping-schedule/shipping-schedule.rules';

describe('a warehouse’s own time zone on the schedule page (orders §9 cutoff in the warehouse’s time zone)', () => {
  it('keeps a zone for one warehouse, replaces it, and drops it for "same as the schedule"', () => {
    const west = withWarehouseTimezone({}, 'wh-west', 'America/Los_Angeles');
    expect(west).toEqual({ 'wh-west': 'America/Los_Angeles' });
    const both = withWarehouseTimezone(west, 'wh-east', 'America/New_York');
    expect(withWarehouseTimezone(both, 'wh-west', 'America/Denver')).toEqual({
      'wh-west': 'America/Denver',
      'wh-east': 'America/New_York',
    });
    expect(withWarehouseTimezone(both, 'wh-west', '')).toEqual({ 'wh-east': 'America/New_York' });
    expect(withWarehouseTimezone({}, 'wh-west', '')).toEqual({});
  });

  it('the cutoff follows the kept zone: 13:30 Pacific is before a 14:00 cutoff there, after it in Central', () => {
    const schedule = {
      ...DEFAULT_SHIPPING_SCHEDULE,
      warehouseTimezones: withWarehouseTimezone({}, 'wh-west', 'America/Los_Angeles'),
    };
    const tuesday1330Pacific = new Date('2026-11-24T13:30:00-08:00');
    expect(timezoneFor({ id: 'wh-west' }, schedule)).toBe('America/Los_Angeles');
    expect(shipDateFor(tuesday1330Pacific, { id: 'wh-west' }, schedule)).toEqual({ year: 2026, month: 11, day: 24 });
    expect(shipDateFor(tuesday1330Pacific, { id: 'wh-central' }, schedule)).toEqual({
      year: 2026,
      month: 11,
      day: 25,
    });
  });

  it('the saved schedule refuses a zone that is no time zone', () => {
    const bad = { ...DEFAULT_SHIPPING_SCHEDULE, warehouseTimezones: withWarehouseTimezone({}, 'w', 'Central Time') };
    expect(shippingScheduleSchema.safeParse(bad).success).toBe(false);
    const good = {
      ...DEFAULT_SHIPPING_SCHEDULE,
      warehouseTimezones: withWarehouseTimezone({}, 'w', 'Pacific/Honolulu'),
    };
    expect(shippingScheduleSchema.safeParse(good).success).toBe(true);
  });
});
