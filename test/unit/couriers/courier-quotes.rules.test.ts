import { describe, expect, it } from 'vitest';
import type { RateRequest } from '#domain/carriers/carrier.models';
import type { CourierQuote } from '#domain/couriers/courier.models';
import { courierRequestOf, priceCourierQuote, withCourierQuotes } from '#domain/couriers/courier-quotes.rules';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import { rateSettingsSchema } from '#domain/settings/rate-settings.schema';
import type { PricingContext } from '#domain/rates/rate-shop.rules';

const quote: CourierQuote = {
  quoteId: 'sqt_abc',
  provider: 'Shipdeck Courier',
  vehicle: 'van',
  feeCents: 2050,
  currency: 'USD',
  distanceMiles: 7.3,
  pickupEta: '2026-11-28T15:15:00.000Z',
  dropoffEta: '2026-11-28T15:45:00.000Z',
  expiresAt: '2026-11-28T15:15:00.000Z',
};
const ctx = (settings: Record<string, unknown> = {}): PricingContext => ({
  settings: rateSettingsSchema.parse(settings),
  labelFeeCents: 20,
  shipDate: { year: 2026, month: 11, day: 30 },
});

describe('courier quote in the rate table (accounts §3 local courier service name)', () => {
  it('is named by the merchant’s local courier service name, else "Local courier"', () => {
    expect(priceCourierQuote(quote, ctx({ localCourierServiceName: 'Same-day van' }), 0).serviceName).toBe(
      'Same-day van',
    );
    expect(priceCourierQuote(quote, ctx(), 0).serviceName).toBe('Local courier');
  });

  it('prices fee + markup + tip + label fee, the tip never marked up', () => {
    const view = priceCourierQuote(quote, ctx({ userMarkup: { active: true, value: 10, units: 'percent' } }), 400);
    expect(view.charges).toEqual([
      { kind: 'base', label: 'Shipdeck Courier delivery', amountCents: 2050 },
      { kind: 'markup', label: 'Markup', amountCents: 205 },
      { kind: 'tip', label: 'Tip', amountCents: 400 },
      { kind: 'platform_fee', label: 'Label fee', amountCents: 20 },
    ]);
    expect(view.priceCents).toBe(2675);
    expect(view.courier).toMatchObject({ expiresAt: quote.expiresAt, tipCents: 400, vehicle: 'van' });
    expect(view.estimatedDeliveryDate).toBe('2026-11-28');
  });

  it('a same-day courier takes the fastest badge from the parcel quotes', () => {
    const courier = priceCourierQuote(quote, ctx(), 0);
    const parcel = {
      ...courier,
      rateId: 'ups',
      carrier: 'UPS' as const,
      priceCents: 900,
      transitDays: 2,
      estimatedDeliveryDate: '2026-12-02',
      courier: undefined,
    };
    const [first, second] = withCourierQuotes([parcel], [courier]);
    expect(first!.rateId).toBe('ups');
    expect(first!.badges).toEqual(['cheapest']);
    expect(second!.badges).toEqual(['fastest']);
  });
});

describe('courier request from the parcel rate request', () => {
  const rate: RateRequest = {
    shipDate: '2026-11-30',
    from: {
      street1: '1100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      phone: '512-555-0100',
    },
    to: { street1: '500 E 7th St', city: 'Austin', state: 'TX', zip: '78704', country: 'US', phone: '512-555-0199' },
    parcels: [{ lengthIn: 10, widthIn: 10, heightIn: 10, weightLb: 4 }],
    options: [],
    reference: '1001',
  };
  const order = {
    localCourierOptions: { vehicleSize: 'van', deliverySchedule: 'scheduled', pickupStartTime: '09:00', tip: 6 },
    warehouse: { address: { phone: '512-555-0100' } },
    shippingAddress: { phone: '512-555-0199' },
  };
  const now = new Date('2026-11-28T16:00:00.000Z'); // 10:00 in Chicago

  it('carries the same parcel between the same addresses, tip in cents, a past time moved to tomorrow', () => {
    const built = courierRequestOf(order, rate, 'America/Chicago', now);
    expect(built).toEqual({
      ok: true,
      tipCents: 600,
      request: {
        pickup: rate.from,
        dropoff: rate.to,
        parcels: rate.parcels,
        vehicle: 'van',
        pickupReadyAt: '2026-11-29T15:00:00.000Z',
        reference: '1001',
      },
    });
  });

  it('answers the order’s problems instead of a request', () => {
    const built = courierRequestOf({ ...order, shippingAddress: { phone: '' } }, rate, 'America/Chicago', now);
    expect(built).toEqual({ ok: false, problems: [COURIER_MESSAGES.dropoffPhone] });
  });
});
