import { describe, expect, it } from 'vitest';
import type { RateQuote, RateRequest, RateResult } from '#domain/carriers/carrier.models';
import { checkoutSettingsSchema } from '#domain/checkout-rates/checkout-settings.schema';
import { makeCheckoutQuote } from '#functions/checkout-rates/use-cases/checkout-quote.use-case';
import { defaultRateSettings } from '#functions/rates/use-cases/rate-settings.use-cases';

const quote: RateQuote = {
  rateId: 'r1',
  carrier: 'UPS',
  service: 'Ground',
  charges: [{ kind: 'base', label: 'Base', costCents: 1000, sellCents: 1000 }],
  listCents: 1200,
  billableWeightLb: 2,
  transitDays: 3,
  estimatedDeliveryDate: '2026-12-02',
};
const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
const cart = { origin: address, destination: address, items: [{ grams: 900, quantity: 2, requiresShipping: true }] };
const store = { accountId: 'acc', storeId: 'st', platform: 'shopify' as const, shop: 'a.myshopify.com' };
const settings = checkoutSettingsSchema.parse({
  active: true,
  fallbackRates: [{ name: 'Standard shipping', priceCents: 1299 }],
});

function quoteWith(rate: (r: RateRequest) => Promise<RateResult>, budgetMs = 50) {
  return makeCheckoutQuote({
    settings: async () => settings,
    rateSettings: async () => defaultRateSettings(),
    zoneMappings: async () => [],
    timeZone: async () => 'America/Chicago',
    carriers: { rate },
    budgetMs,
    clock: () => new Date('2026-11-24T15:00:00Z'),
  });
}

const FALLBACK = [{ code: 'fallback:1', name: 'Standard shipping', priceCents: 1299 }];

describe('a checkout quote within its time budget', () => {
  it('answers the live rates, rated from the next ship day in the account’s time zone', async () => {
    const asked: RateRequest[] = [];
    const answer = await quoteWith(async (r) => (asked.push(r), { quotes: [quote], messages: [] }))(store, cart);
    expect(answer).toMatchObject({ source: 'live', rates: [{ code: 'UPS:Ground', priceCents: 1000 }] });
    expect(asked[0]).toMatchObject({ shipDate: '2026-11-24', parcels: [{ weightLb: 3.9683 }], to: address });
  });

  it('answers the fallback rates when the carriers outlast the budget', async () => {
    const slow = () =>
      new Promise<RateResult>((resolve) => setTimeout(() => resolve({ quotes: [quote], messages: [] }), 500));
    const started = Date.now();
    const answer = await quoteWith(slow, 50)(store, cart);
    expect(Date.now() - started).toBeLessThan(400);
    expect(answer).toEqual({ source: 'fallback', rates: FALLBACK, timedOut: true });
  });

  it('answers the fallback rates when rating fails or finds nothing', async () => {
    expect(await quoteWith(() => Promise.reject(new Error('down')))(store, cart)).toEqual({
      source: 'fallback',
      rates: FALLBACK,
      timedOut: false,
    });
    expect(await quoteWith(async () => ({ quotes: [], messages: [] }))(store, cart)).toMatchObject({
      source: 'fallback',
    });
  });
});
