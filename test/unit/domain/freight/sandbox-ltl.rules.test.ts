import { describe, expect, it } from 'vitest';
import { freightQuoteRequestSchema } from '#api/freight';
import type { Zip3Centroid } from '#domain/carriers/zone.rules';
import { freightRequestOf } from '#domain/freight/freight-request.rules';
import { SANDBOX_LTL_CARRIERS, quoteSandboxCarrier, roadMiles, transitDays } from '#domain/freight/sandbox-ltl.rules';
import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';
import { validFreightQuoteRequest } from '#test/support/freight';

const now = new Date('2026-12-01T15:00:00Z');
const ctx = { zip3: zip3Centroid, now };
const requestOf = (overrides = {}) =>
  freightRequestOf(freightQuoteRequestSchema.parse(validFreightQuoteRequest(overrides)));
const [summit, , keystone, prairie] = SANDBOX_LTL_CARRIERS;

describe('sandbox LTL carriers', () => {
  it('quote in the shape real freight APIs answer: carrier, SCAC, charges, transit, quote id, 24 h expiry', () => {
    const { quotes, messages } = quoteSandboxCarrier(summit!, requestOf(), ctx);
    expect(messages).toEqual([]);
    const q = quotes[0]!;
    expect(q).toMatchObject({
      carrierName: 'Summit Freight Lines',
      scac: 'SMFL',
      transitDaysMin: 1,
      transitDaysMax: 2,
    });
    expect(q.quoteId).toMatch(/^SMFL-[0-9A-Z]{7,}$/);
    expect(q.totalCents).toBe(q.freightCents + q.accessorialCents);
    expect(q.accessorialLines.map((l) => l.code)).toEqual([12, 14]);
    expect(q.expiresAt).toBe('2026-12-02T15:00:00.000Z');
  });

  it('are deterministic per request', () => {
    expect(quoteSandboxCarrier(summit!, requestOf(), ctx)).toEqual(quoteSandboxCarrier(summit!, requestOf(), ctx));
    expect(quoteSandboxCarrier(summit!, requestOf(), ctx).quotes[0]!.quoteId).not.toBe(
      quoteSandboxCarrier(summit!, requestOf({ accessorials: [12] }), ctx).quotes[0]!.quoteId,
    );
  });

  it('price by class, distance and load type', () => {
    const price = (o = {}) => quoteSandboxCarrier(summit!, requestOf(o), ctx).quotes[0]!.freightCents;
    const piece = validFreightQuoteRequest().pieces![0]!;
    expect(price({ pieces: [{ ...piece, productClass: '150' }] })).toBeGreaterThan(price());
    expect(
      price({ destination: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001', country: 'USA' } }),
    ).toBeGreaterThan(price());
    expect(price({ loadType: 'Dry' })).toBeLessThan(price());
  });

  it('transit grows with road distance, and roads are longer than the great circle', () => {
    expect(transitDays(200)).toEqual({ min: 1, max: 2 });
    expect(transitDays(2_500)).toEqual({ min: 6, max: 8 });
    const austin = zip3Centroid('787') as Zip3Centroid;
    const ny = zip3Centroid('100') as Zip3Centroid;
    expect(roadMiles(austin, ny)).toBeGreaterThan(1_800);
  });

  it('a carrier without reefer equipment answers why instead of a quote', () => {
    expect(quoteSandboxCarrier(prairie!, requestOf(), ctx)).toEqual({
      carrierName: 'Prairie Transport',
      quotes: [],
      messages: ['Prairie Transport: no reefer equipment for Frozen loads'],
    });
    expect(quoteSandboxCarrier(prairie!, requestOf({ loadType: 'Dry' }), ctx).quotes).toHaveLength(1);
  });

  it('the reefer specialist is cheapest on a frozen load', () => {
    const totals = SANDBOX_LTL_CARRIERS.flatMap((c) => quoteSandboxCarrier(c, requestOf(), ctx).quotes).map(
      (q) => [q.scac, q.freightCents] as const,
    );
    const cheapest = [...totals].sort((a, b) => a[1] - b[1])[0]![0];
    expect(cheapest).toBe(keystone!.scac);
  });

  it('Alaska and Hawaii are not quoted', () => {
    const r = quoteSandboxCarrier(
      summit!,
      requestOf({ destination: { street: '1 Main St', city: 'Anchorage', state: 'AK', zip: '99501', country: 'USA' } }),
      ctx,
    );
    expect(r.quotes).toEqual([]);
    expect(r.messages).toEqual(['Summit Freight Lines: serves the 48 contiguous states only']);
  });
});
