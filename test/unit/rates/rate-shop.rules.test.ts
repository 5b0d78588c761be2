import { describe, expect, it } from 'vitest';
import type { RateQuote } from '#domain/carriers/carrier.models';
import {
  chooseQuote,
  presentMessages,
  presentQuotes,
  preferredRateOf,
  shipDayWarning,
  weekendDaysInTransit,
  type PricingContext,
} from '#domain/rates/rate-shop.rules';
import { rateSettingsSchema } from '#domain/settings/rate-settings.schema';

const quote = (over: Partial<RateQuote> = {}): RateQuote => ({
  rateId: 'r-ground',
  carrier: 'UPS',
  service: 'Ground',
  charges: [
    { kind: 'base', label: 'Base', costCents: 1000, sellCents: 1000 },
    { kind: 'fuel', label: 'Fuel', costCents: 149, sellCents: 149 },
  ],
  listCents: 1500,
  billableWeightLb: 5,
  zone: 5,
  transitDays: 3,
  estimatedDeliveryDate: '2026-11-27',
  ...over,
});
// Tuesday 24 November 2026.
const ctx = (over: Partial<PricingContext> = {}): PricingContext => ({
  settings: rateSettingsSchema.parse({}),
  labelFeeCents: 20,
  shipDate: { year: 2026, month: 11, day: 24 },
  ...over,
});

describe('pricing a quote (accounts §3 rate settings, §9 label fee and market markups)', () => {
  it('adds the plan label fee as a platform_fee line and compares with the average market rate', () => {
    const [q] = presentQuotes([quote()], ctx());
    expect(q!.priceCents).toBe(1169);
    expect(q!.charges.map((c) => [c.kind, c.amountCents])).toEqual([
      ['base', 1000],
      ['fuel', 149],
      ['platform_fee', 20],
    ]);
    // Ground: list 1500 × 1.11 = 1665 (accounts §9 ground markup).
    expect(q!.marketPriceCents).toBe(1665);
    expect(q!.savingCents).toBe(1665 - 1169);
    expect(q!.serviceName).toBe('UPS Ground');
  });

  it('applies the user markup and rounding to the carrier total, shown as a markup line', () => {
    const settings = rateSettingsSchema.parse({
      userMarkup: { active: true, value: 10, units: 'percent' },
      rounding: { active: true, type: 'up' },
    });
    const [q] = presentQuotes([quote()], ctx({ settings, labelFeeCents: 0 }));
    // 1149 × 1.1 = 1264 → rounded up to 1300.
    expect(q!.priceCents).toBe(1300);
    expect(q!.charges.at(-1)).toEqual({ kind: 'markup', label: 'Markup', amountCents: 151 });
  });

  it('leaves out ignored services and keeps only whitelisted ones; shows the custom service name', () => {
    const quotes = [quote(), quote({ rateId: 'r-2', service: '2ndDayAir', transitDays: 2 })];
    const ignoring = rateSettingsSchema.parse({ servicesToIgnore: ['UPS:Ground'] });
    expect(presentQuotes(quotes, ctx({ settings: ignoring })).map((q) => q.service)).toEqual(['2ndDayAir']);
    const whitelist = rateSettingsSchema.parse({
      whitelistedServices: ['UPS:Ground'],
      customServiceMapping: [{ customName: 'Standard shipping', carrier: 'UPS', service: 'Ground' }],
    });
    expect(presentQuotes(quotes, ctx({ settings: whitelist })).map((q) => q.serviceName)).toEqual([
      'Standard shipping',
    ]);
  });

  it('badges the cheapest and the fastest quote', () => {
    const quotes = presentQuotes(
      [
        quote(),
        quote({
          rateId: 'r-air',
          service: 'NextDayAir',
          transitDays: 1,
          estimatedDeliveryDate: '2026-11-25',
          charges: [{ kind: 'base', label: 'Base', costCents: 4000, sellCents: 4000 }],
        }),
      ],
      ctx(),
    );
    expect(quotes.map((q) => [q.service, q.badges])).toEqual([
      ['Ground', ['cheapest']],
      ['NextDayAir', ['fastest']],
    ]);
  });
});

describe('perishable ship-day check (ours)', () => {
  const check = { active: true, maxTransitDays: 3, noWeekendInTransit: true };
  const friday = { year: 2026, month: 11, day: 27 };

  it('counts the weekend days a parcel waits in a depot', () => {
    expect(weekendDaysInTransit(friday, { year: 2026, month: 11, day: 30 })).toBe(2);
    expect(weekendDaysInTransit(friday, { year: 2026, month: 11, day: 28 })).toBe(0);
  });

  it('flags a Friday shipment arriving Monday with the reason', () => {
    expect(shipDayWarning(check, friday, { transitDays: 1, estimatedDeliveryDate: '2026-11-30' })).toBe(
      'arrives Monday: 2 days in a depot over the weekend',
    );
  });

  it('flags more transit days than allowed, and nothing when the check is off', () => {
    const tuesday = { year: 2026, month: 11, day: 24 };
    expect(shipDayWarning(check, tuesday, { transitDays: 4, estimatedDeliveryDate: '2026-11-27' })).toBe(
      'arrives Friday: 4 days in transit, more than the 3 allowed for perishables',
    );
    expect(
      shipDayWarning({ ...check, active: false }, friday, { transitDays: 5, estimatedDeliveryDate: '2026-12-04' }),
    ).toBeUndefined();
  });

  it('puts the warning on the quote', () => {
    const [q] = presentQuotes(
      [quote({ transitDays: 1, estimatedDeliveryDate: '2026-11-30' })],
      ctx({ shipDate: friday, shipDayCheck: check }),
    );
    expect(q!.shipDayWarning).toMatch(/^arrives Monday/);
  });
});

describe('the grid rule and the preferred rate', () => {
  const quotes = presentQuotes(
    [
      quote(),
      quote({
        rateId: 'r-2',
        service: '2ndDayAir',
        transitDays: 2,
        charges: [{ kind: 'base', label: 'Base', costCents: 2500, sellCents: 2500 }],
      }),
      quote({
        rateId: 'r-1',
        service: 'NextDayAir',
        transitDays: 1,
        charges: [{ kind: 'base', label: 'Base', costCents: 5000, sellCents: 5000 }],
      }),
    ],
    ctx(),
  );
  it('chooses the cheapest, the fastest, or the cheapest within N transit days', () => {
    expect(chooseQuote(quotes, { kind: 'cheapest' })).toMatchObject({ quote: { rateId: 'r-ground' } });
    expect(chooseQuote(quotes, { kind: 'fastest' })).toMatchObject({ quote: { rateId: 'r-1' } });
    expect(chooseQuote(quotes, { kind: 'cheapest_within', days: 2 })).toMatchObject({ quote: { rateId: 'r-2' } });
    expect(chooseQuote(quotes, { kind: 'cheapest_within', days: 0 })).toEqual({
      message: 'No rate arrives within 0 transit days',
    });
  });

  it('keeps the chosen quote as the preferred rate with its price in dollars (orders §3 markedUpRates.rate)', () => {
    expect(preferredRateOf(quotes[0]!, '2026-11-24')).toEqual({
      rateId: 'r-ground',
      carrier: 'UPS',
      service: 'Ground',
      shipBy: '2026-11-24',
      transitDays: 3,
      deliveryDays: 3,
      estDeliveryDays: 3,
      markedUpRates: { rate: 11.69 },
    });
  });
});

describe('carrier messages (orders §8 rewriting and error location)', () => {
  it('rewrites and locates each message', () => {
    expect(
      presentMessages([
        { carrier: 'UPS', message: 'parcel weight exceeds 150 lb' },
        { carrier: 'FedEx', message: 'ship to address is a PO Box' },
        { carrier: 'USPS', message: 'Service unavailable' },
      ]),
    ).toEqual([
      { carrier: 'UPS', message: expect.stringMatching(/^Weight/), location: 'isWeight' },
      { carrier: 'FedEx', message: expect.any(String), location: 'isToAddress' },
      { carrier: 'USPS', message: 'Service unavailable', location: 'isRate' },
    ]);
  });
});
