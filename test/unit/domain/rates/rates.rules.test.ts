import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageMarketRateCents, averageMarketRateMarkup } from '#domain/rates/market-rate.rules';
import { ROUNDING_TYPES, applyUserMarkup, roundCents } from '#domain/rates/user-markup.rules';
import { displayServiceName, filterOfferedRates, isServiceOffered } from '#domain/rates/service-filter.rules';

describe('average market rate markups (accounts §9)', () => {
  it.each([
    ['FedEx Standard Overnight Saver', 1, 1.39],
    ['STANDARD_OVERNIGHT', 1, 1.44],
    ['Priority Overnight', undefined, 1.44],
    ['UPS Ground', 5, 1.11],
    ['FEDEX_GROUND', 1, 1.11],
    ['overnight-saver', 2, 1.39],
    ['2nd Day Air', 1, 1],
    ['2nd Day Air', 2, 1.03],
    ['3 Day Select', 3, 1.15],
    ['Express', 4, 1],
    ['Express', undefined, 1],
  ] as const)('accounts §9: %s in %s days → ×%s', (service, deliveryDays, markup) => {
    expect(averageMarketRateMarkup({ service, deliveryDays })).toBe(markup);
  });

  it('accounts §9: market rate in cents', () => {
    expect(averageMarketRateCents(1000, { service: 'Ground' })).toBe(1110);
    expect(averageMarketRateCents(999, { service: 'Other', deliveryDays: 2 })).toBe(1029);
  });
});

describe('user markup and rounding (accounts §3, §5)', () => {
  it.each([
    ['inactive markup', 1249, { active: false, value: 50 }, undefined, 1249],
    ['10 percent', 1000, { active: true, value: 10, units: 'percent' as const }, undefined, 1100],
    ['−10 percent markdown', 1000, { active: true, value: -10 }, undefined, 900],
    ['−100 percent floors at 0', 1000, { active: true, value: -100 }, undefined, 0],
    ['percent clamped to 100', 1000, { active: true, value: 250 }, undefined, 2000],
    ['fixed dollars', 1000, { active: true, value: 1.5, units: 'dollars' as const }, undefined, 1150],
    ['round up', 1249, undefined, { active: true, type: 'up' as const }, 1300],
    ['round down', 1249, undefined, { active: true, type: 'down' as const }, 1200],
    ['round nearest (down)', 1249, undefined, { active: true, type: 'nearest' as const }, 1200],
    ['round nearest (up)', 1250, undefined, { active: true, type: 'nearest' as const }, 1300],
    ['rounding inactive', 1249, undefined, { active: false, type: 'up' as const }, 1249],
    ['markup then rounding', 1000, { active: true, value: 15 }, { active: true, type: 'up' as const }, 1200],
  ])('accounts §5: %s', (_n, rate, markup, rounding, expected) => {
    expect(applyUserMarkup(rate, markup, rounding)).toBe(expected);
  });

  it('accounts §5: markup and rounding are monotonic in the rate', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.integer({ min: -100, max: 100 }),
        fc.constantFrom(...ROUNDING_TYPES),
        fc.boolean(),
        (a, b, pct, type, roundingOn) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const m = { active: true, value: pct };
          const r = { active: roundingOn, type };
          expect(applyUserMarkup(lo, m, r)).toBeLessThanOrEqual(applyUserMarkup(hi, m, r));
        },
      ),
    );
  });

  it('accounts §5: rounding up never lowers, down never raises, nearest moves under a dollar', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (c) => {
        expect(roundCents(c, 'up')).toBeGreaterThanOrEqual(c);
        expect(roundCents(c, 'down')).toBeLessThanOrEqual(c);
        expect(Math.abs(roundCents(c, 'nearest') - c)).toBeLessThanOrEqual(50);
        for (const t of ROUNDING_TYPES) expect(roundCents(c, t) % 100).toBe(0);
      }),
    );
  });
});

describe('custom service mapping, ignored and whitelisted services (accounts §3)', () => {
  const settings = {
    customServiceMapping: [{ carrier: 'UPS', service: 'Ground', customName: 'Standard Shipping' }],
    servicesToIgnore: [{ carrier: 'USPS', service: 'Priority' }],
    localCourierServiceName: 'Same-day courier',
  };

  it.each([
    [{ carrier: 'UPS', service: 'Ground' }, 'Standard Shipping'],
    [{ carrier: 'ups', service: 'GROUND' }, 'Standard Shipping'],
    [{ carrier: 'UPS', service: 'NextDayAir' }, 'NextDayAir'],
    [{ carrier: 'Courier', service: 'now', isLocalCourier: true }, 'Same-day courier'],
  ])('accounts §3: %o is shown as %s', (rate, name) => {
    expect(displayServiceName(rate, settings)).toBe(name);
  });

  it('accounts §3: ignored services are dropped; with a whitelist only whitelisted ones stay', () => {
    const rates = [
      { carrier: 'UPS', service: 'Ground' },
      { carrier: 'USPS', service: 'Priority' },
      { carrier: 'FedEx', service: 'FEDEX_GROUND' },
    ];
    expect(filterOfferedRates(rates, settings)).toEqual([rates[0], rates[2]]);
    const wl = {
      ...settings,
      whitelistedServices: [
        { carrier: 'FedEx', service: 'fedex ground' },
        { carrier: 'USPS', service: 'Priority' },
      ],
    };
    expect(filterOfferedRates(rates, wl)).toEqual([rates[2]]);
    expect(isServiceOffered(rates[1], wl)).toBe(false);
  });
});
