import { describe, expect, it } from 'vitest';
import { LOCAL_SANDBOX_TRACKING_SPEED, simulatedNow, trackingSpeedOf } from '#domain/carriers/sandbox-clock.rules';

const BOUGHT = '2026-03-04T15:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(BOUGHT) + ms);

describe('sandbox accelerated clock (issue 12: journeys on an accelerated clock)', () => {
  it('purchasedAt + (now − purchasedAt) × speed', () => {
    expect(simulatedNow(BOUGHT, after(60_000), 432).toISOString()).toBe(after(432 * 60_000).toISOString());
    expect(simulatedNow(BOUGHT, after(10_000), 2).toISOString()).toBe(after(20_000).toISOString());
  });

  it('speed 1 is real time; at or before the purchase the clock is real time', () => {
    expect(simulatedNow(BOUGHT, after(5_000), 1)).toEqual(after(5_000));
    expect(simulatedNow(BOUGHT, after(0), 432)).toEqual(after(0));
    expect(simulatedNow(BOUGHT, after(-5_000), 432)).toEqual(after(-5_000));
  });

  it('the local speed runs a 3-day journey in about 10 minutes', () => {
    const threeDays = 3 * 86_400_000;
    const realMinutes = threeDays / LOCAL_SANDBOX_TRACKING_SPEED / 60_000;
    expect(realMinutes).toBeGreaterThanOrEqual(8);
    expect(realMinutes).toBeLessThanOrEqual(12);
  });

  it('an unparseable purchase time leaves the clock real', () => {
    expect(simulatedNow('not a date', after(5_000), 432)).toEqual(after(5_000));
  });

  it('SANDBOX_TRACKING_SPEED: unset is real time, a positive number is the factor, anything else is refused', () => {
    expect(trackingSpeedOf(undefined)).toBe(1);
    expect(trackingSpeedOf('')).toBe(1);
    expect(trackingSpeedOf('432')).toBe(432);
    expect(trackingSpeedOf('0.5')).toBe(0.5);
    for (const bad of ['0', '-2', 'fast', 'Infinity', '1e9'])
      expect(() => trackingSpeedOf(bad)).toThrow(/SANDBOX_TRACKING_SPEED/);
  });
});
