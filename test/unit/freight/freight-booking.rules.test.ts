import { describe, expect, it } from 'vitest';
import type { FreightBookingRecord } from '#domain/freight/freight-booking.models';
import {
  BOOKING_ID_PATTERN,
  bookingCharges,
  bookingIdOf,
  bookingTotalCents,
  freightCarrierNamed,
  freightChargeCents,
  freightInsufficientFundsMessage,
  freightInvoiceOf,
  isOfferStale,
  isProNumberOf,
  proCheckDigit,
  proNumberFor,
  rebillCharge,
  requoteOutcome,
  unpostedCharges,
} from '#domain/freight/freight-booking.rules';
import { freightTrackingAt, plannedFreightJourney } from '#domain/freight/freight-journey.rules';
import { dockWeightLb, rebillsFromTracking } from '#domain/freight/freight-rebill.rules';
import { balanceEffect } from '#domain/money/balance-effect.rules';
import { frozenTwoPalletRequest, ltlOffer } from '#test/support/freight-booking';

const offer = ltlOffer({ quoteId: 'Q-1' });
const booking = {
  bookingId: 'Q-1',
  offer,
  request: frozenTwoPalletRequest(),
  postedCharges: [] as string[],
  rebills: [],
} as unknown as FreightBookingRecord;

describe('charges (accounts §4: freight accessorial subtracts the charge)', () => {
  it('the freight is the total less its itemized accessorials, so the charges add up to the total shown', () => {
    expect(freightChargeCents(offer)).toBe(52_000);
    expect(bookingTotalCents(booking)).toBe(offer.totalCents);
  });

  it('one shipment purchase for the freight, one freight_accessorial per accessorial, each with its own entry id', () => {
    const charges = bookingCharges(booking);
    expect(charges.map((c) => [c.entryId, c.amountCents])).toEqual([
      ['freight#Q-1', 52_000],
      ['freight-accessorial#Q-1#12', 4_500],
      ['freight-accessorial#Q-1#14', 5_000],
    ]);
    expect(charges.map((c) => freightInvoiceOf(c).type)).toEqual([
      'shipment_purchase',
      'freight_accessorial',
      'freight_accessorial',
    ]);
    for (const c of charges) expect(balanceEffect(10_000_00, freightInvoiceOf(c))).toBe(-c.amountCents);
  });

  it('what is posted is not posted again; a re-bill is one more charge under its own id', () => {
    const rebill = { rebillId: 'RW-1', reason: 'reweigh' as const, description: 'x', amountCents: 700, issuedAt: '' };
    const half = { ...booking, postedCharges: ['freight#Q-1'], rebills: [rebill] };
    expect(unpostedCharges(half).map((c) => c.entryId)).toEqual([
      'freight-accessorial#Q-1#12',
      'freight-accessorial#Q-1#14',
      'freight-rebill#Q-1#RW-1',
    ]);
    expect(freightInvoiceOf(rebillCharge(booking, rebill))).toMatchObject({ type: 'freight_accessorial', amount: 700 });
  });

  it('the 402 names the cost, what is available and the shortfall', () => {
    expect(freightInsufficientFundsMessage(61_500, 10_000)).toBe(
      'Insufficient funds: this freight shipment costs $615.00 and $100.00 is available. Add at least $515.00 to your balance in Billing.',
    );
  });
});

describe('which carrier books an offer', () => {
  const ports = [{ name: 'Summit Freight Lines' }, { name: 'Keystone Cold Freight' }];

  it('the carrier the offer names, never another', () => {
    expect(freightCarrierNamed(ports, { carrierName: 'Keystone Cold Freight' })).toBe(ports[1]);
    expect(freightCarrierNamed(ports, { carrierName: 'Summit Freight Lines' })).toBe(ports[0]);
  });

  it('none for a carrier not wired (the offer cannot be booked here)', () => {
    expect(freightCarrierNamed(ports, { carrierName: 'Old Dominion Freight Line' })).toBeUndefined();
    expect(freightCarrierNamed([], { carrierName: 'Summit Freight Lines' })).toBeUndefined();
  });
});

describe('stale quotes', () => {
  it('an offer past its expiry is stale', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(isOfferStale({ expiresAt: '2026-11-28T11:59:59Z' }, now)).toBe(true);
    expect(isOfferStale({ expiresAt: '2026-11-28T12:00:01Z' }, now)).toBe(false);
    expect(isOfferStale({ expiresAt: 'soon' }, now)).toBe(true);
  });

  it('quoted again: the same carrier at the accepted price books, another price is shown, none is unavailable', () => {
    const same = ltlOffer({ totalCents: 61_500 });
    const dearer = ltlOffer({ totalCents: 64_000 });
    expect(requoteOutcome(offer, 61_500, [same])).toEqual({ kind: 'same_price', offer: same });
    expect(requoteOutcome(offer, 61_500, [dearer])).toEqual({
      kind: 'price_changed',
      offer: dearer,
      previousTotalCents: 61_500,
    });
    expect(requoteOutcome(offer, 61_500, [ltlOffer({ scac: 'SAIA' })])).toEqual({ kind: 'unavailable' });
  });
});

describe('PRO numbers in the carrier’s style', () => {
  it.each(['ODFL', 'FXFE', 'EXLA', 'SAIA', 'ABFS', 'RLCA', 'XPOL', 'SEFL', 'ZZZZ'])(
    '%s: well formed, stable per key',
    (scac) => {
      const pro = proNumberFor(scac, 'key-1');
      expect(isProNumberOf(scac, pro)).toBe(true);
      expect(proNumberFor(scac, 'key-1')).toBe(pro);
      expect(proNumberFor(scac, 'key-2')).not.toBe(pro);
    },
  );

  it('styles: Estes groups 3-7, XPO 3-6 with a mod-7 check digit, ABF 9 digits', () => {
    expect(proNumberFor('EXLA', 'k')).toMatch(/^\d{3}-\d{7}$/);
    expect(proNumberFor('XPOL', 'k')).toMatch(/^\d{3}-\d{6}$/);
    expect(proNumberFor('ABFS', 'k')).toMatch(/^\d{9}$/);
    expect(proCheckDigit('12345678')).toBe(12345678 % 7);
    expect(isProNumberOf('ABFS', '123456780')).toBe(12345678 % 7 === 0);
  });
});

describe('the sandbox journey of a PRO', () => {
  const input = {
    pro: '12345678901',
    bookedAt: '2026-11-30T16:00:00Z',
    pickupDate: '2026-12-01',
    transitDaysMin: 2,
    transitDaysMax: 4,
    origin: { city: 'Austin', state: 'TX' },
    destination: { city: 'Denver', state: 'CO' },
  };

  it('booked, picked up on the pickup date, through terminals, out for delivery, delivered in order', () => {
    const plan = plannedFreightJourney(input);
    expect(plan.map((e) => e.status)).toEqual(
      expect.arrayContaining(['booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']),
    );
    expect(plan[1]).toMatchObject({ status: 'picked_up', at: '2026-12-01T15:00:00.000Z', city: 'Austin' });
    const times = plan.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const days = (times.at(-1)! - times[1]!) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(2 - 0.5);
    expect(days).toBeLessThanOrEqual(4);
  });

  it('at a moment: the scans up to it', () => {
    expect(freightTrackingAt(input, new Date('2026-11-30T17:00:00Z')).status).toBe('booked');
    expect(freightTrackingAt(input, new Date('2026-12-01T16:00:00Z')).status).toBe('picked_up');
    expect(freightTrackingAt(input, new Date('2026-12-20T00:00:00Z'))).toMatchObject({
      status: 'delivered',
      final: true,
    });
  });
});

describe('re-bills from what the dock found', () => {
  const tracking = {
    proNumber: '123-456789',
    events: [{ at: '2026-12-01T19:00:00Z', status: 'in_transit' as const, message: '' }],
  };

  it('pallets under 2 lb/ft³ are reweighed at that density', () => {
    expect(dockWeightLb(frozenTwoPalletRequest(50).units)).toBeCloseTo(2 * ((48 * 40 * 48) / 1728) * 2, 5);
    expect(dockWeightLb(frozenTwoPalletRequest(600).units)).toBe(1200);
  });

  it('a reweigh bills the freight charge’s share of the added weight, at most the freight charge again', () => {
    const b = { offer, request: frozenTwoPalletRequest(500) };
    expect(rebillsFromTracking(b, { ...tracking, reweighLb: 1250 })).toEqual([
      {
        rebillId: 'RW-123456789',
        reason: 'reweigh',
        description: 'Reweighed at 1,250 lb (declared 1,000 lb)',
        amountCents: 13_000,
        issuedAt: '2026-12-01T19:00:00Z',
      },
    ]);
    expect(rebillsFromTracking(b, { ...tracking, reweighLb: 9000 })[0]?.amountCents).toBe(52_000);
    expect(rebillsFromTracking(b, { ...tracking, reweighLb: 900 })).toEqual([]);
  });

  it('a reclassification above the declared class bills the class difference', () => {
    const b = { offer, request: frozenTwoPalletRequest(500) };
    expect(rebillsFromTracking(b, { ...tracking, reclassTo: '85' })).toEqual([
      expect.objectContaining({ rebillId: 'RC-123456789', reason: 'reclassification', amountCents: 11_143 }),
    ]);
    expect(rebillsFromTracking(b, { ...tracking, reclassTo: '65' })).toEqual([]);
  });
});

describe('the booking key: one booking per offer of each stored quote', () => {
  const quoteA = '0b6f3c1e-6a0d-4c57-9f1e-2f7f1c9a0a11';
  const quoteB = '7d1c2b3a-1e2f-4a5b-8c9d-0e1f2a3b4c5d';

  it('the same carrier quote id in two stored quotes names two bookings; the same pair always the same one', () => {
    expect(bookingIdOf(quoteA, 'KCFX-0ABC123')).not.toBe(bookingIdOf(quoteB, 'KCFX-0ABC123'));
    expect(bookingIdOf(quoteA, 'KCFX-0ABC123')).toBe(bookingIdOf(quoteA, 'KCFX-0ABC123'));
    expect(bookingIdOf(quoteA, 'KCFX-0ABC123')).not.toBe(bookingIdOf(quoteA, 'HXLT-0ABC123'));
  });

  it('fits a path parameter (64 characters) and the key pattern, a long carrier id shortened to a stable hash', () => {
    const long = 'Q'.repeat(60);
    const id = bookingIdOf(quoteA, long);
    expect(id.length).toBeLessThanOrEqual(64);
    expect(BOOKING_ID_PATTERN.test(id)).toBe(true);
    expect(id).toBe(bookingIdOf(quoteA, long));
    expect(id).not.toBe(bookingIdOf(quoteA, `${long}R`));
  });
});
