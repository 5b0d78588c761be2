import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateQuoteView } from '#api/shipping';
import {
  cartWeightLb,
  checkoutParcelOf,
  checkoutRatesOf,
  fallbackCheckoutRates,
  withCheckoutMarkup,
  type CheckoutCart,
} from '#domain/checkout-rates/checkout-rates.rules';
import { checkoutSettingsSchema, defaultCheckoutSettings } from '#domain/checkout-rates/checkout-settings.schema';

const view = (over: Partial<RateQuoteView> = {}): RateQuoteView =>
  ({
    rateId: 'r',
    carrier: 'UPS',
    carrierName: 'UPS',
    service: 'Ground',
    serviceName: 'UPS Ground',
    priceCents: 1000,
    marketPriceCents: 1200,
    savingCents: 200,
    charges: [],
    transitDays: 3,
    estimatedDeliveryDate: '2026-12-02',
    badges: [],
    ...over,
  }) as RateQuoteView;

const settings = (over: Record<string, unknown> = {}) => checkoutSettingsSchema.parse({ active: true, ...over });

const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
const cart = (items: CheckoutCart['items']): CheckoutCart => ({ origin: address, destination: address, items });

describe('checkout markup (orders §2 checkout settings; the spec’s -100..100 % markup bounds)', () => {
  it('applies the percent, then the flat amount, never below zero', () => {
    expect(withCheckoutMarkup(1000, { markupPercent: 10, markupFlatCents: 150 })).toBe(1250);
    expect(withCheckoutMarkup(1000, { markupPercent: -100, markupFlatCents: 0 })).toBe(0);
    expect(withCheckoutMarkup(1000, { markupPercent: 0, markupFlatCents: -5000 })).toBe(0);
  });

  it('property: any bounded markup of any price is a whole, non-negative number of cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.integer({ min: -10_000, max: 10_000 }),
        (price, markupPercent, markupFlatCents) => {
          const marked = withCheckoutMarkup(price, { markupPercent, markupFlatCents });
          expect(Number.isInteger(marked)).toBe(true);
          expect(marked).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the rates a shopper is offered', () => {
  it('only the chosen services, by the merchant’s names, marked up, cheapest first, one per service', () => {
    const quotes = [
      view({ carrier: 'USPS', service: 'Priority', serviceName: 'Fast Mail', priceCents: 900, transitDays: 2 }),
      view({ carrier: 'UPS', service: 'Ground', priceCents: 1000 }),
      view({ carrier: 'UPS', service: 'Ground', priceCents: 800, rateId: 'own-account' }),
      view({ carrier: 'FedEx', service: 'FEDEX_2_DAY', priceCents: 2000 }),
    ];
    const rates = checkoutRatesOf(quotes, settings({ services: ['USPS:Priority', 'ups:ground'], markupPercent: 50 }));
    expect(rates).toEqual([
      { code: 'UPS:Ground', name: 'UPS Ground', priceCents: 1200, transitDays: 3, estimatedDeliveryDate: '2026-12-02' },
      {
        code: 'USPS:Priority',
        name: 'Fast Mail',
        priceCents: 1350,
        transitDays: 2,
        estimatedDeliveryDate: '2026-12-02',
      },
    ]);
  });

  it('every offered service when none is chosen; none the perishable ship-day check flags', () => {
    const quotes = [view(), view({ service: '3DaySelect', shipDayWarning: 'arrives Monday: 1 day in a depot' })];
    expect(checkoutRatesOf(quotes, settings()).map((r) => r.code)).toEqual(['UPS:Ground']);
  });

  it('only the mapped service when a zone mapping fits the destination', () => {
    const quotes = [view({ priceCents: 500 }), view({ service: '2ndDayAir', zoneMapping: { id: 'z', name: 'West' } })];
    expect(checkoutRatesOf(quotes, settings()).map((r) => r.code)).toEqual(['UPS:2ndDayAir']);
  });

  it('fallback rates as the merchant typed them, numbered', () => {
    const s = settings({
      fallbackRates: [
        { name: 'Standard', priceCents: 999, transitDays: 5 },
        { name: 'Freight', priceCents: 9999 },
      ],
    });
    expect(fallbackCheckoutRates(s)).toEqual([
      { code: 'fallback:1', name: 'Standard', priceCents: 999, transitDays: 5 },
      { code: 'fallback:2', name: 'Freight', priceCents: 9999 },
    ]);
  });
});

describe('the parcel a cart is rated as', () => {
  it('the shipped items’ weight (spec weight math, 4 decimals) in the checkout box', () => {
    const items = [
      { grams: 453.59237, quantity: 2, requiresShipping: true },
      { grams: 5000, quantity: 1, requiresShipping: false },
    ];
    expect(cartWeightLb(items)).toBe(2);
    expect(checkoutParcelOf(cart(items), defaultCheckoutSettings())).toEqual({
      lengthIn: 12,
      widthIn: 9,
      heightIn: 6,
      weightLb: 2,
    });
  });

  it('none when nothing ships or the cart is past the 150 lb parcel limit (the fallback rates answer)', () => {
    expect(
      checkoutParcelOf(cart([{ grams: 10, quantity: 1, requiresShipping: false }]), defaultCheckoutSettings()),
    ).toBeUndefined();
    expect(
      checkoutParcelOf(cart([{ grams: 70_000, quantity: 1, requiresShipping: true }]), defaultCheckoutSettings()),
    ).toBeUndefined();
    expect(
      checkoutParcelOf(cart([{ grams: 0, quantity: 3, requiresShipping: true }]), defaultCheckoutSettings())?.weightLb,
    ).toBe(1 / 16);
  });
});
