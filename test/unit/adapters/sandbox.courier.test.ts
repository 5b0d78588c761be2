import { describe, expect, it } from 'vitest';
import type { CourierQuoteRequest } from '#domain/couriers/courier.models';
import { CourierRejectedError } from '#domain/couriers/ports';
import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';
import { makeMemoryCourierLedger } from '#functions/couriers/adapters/memory.courier-ledger';
import { makeSandboxCourier } from '#functions/couriers/adapters/sandbox.courier';

const at = (iso: string) => new Date(iso);
function courier(start = '2026-11-28T15:00:00.000Z', speed = 1) {
  let now = at(start);
  const port = makeSandboxCourier({
    ledger: makeMemoryCourierLedger(),
    centroidOf: zip3Centroid,
    trackingUrlOf: (code) => `http://localhost:5173/tracking/${code}`,
    trackingSpeed: speed,
    clock: () => now,
  });
  return { port, advance: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
}

const request = (over: Partial<CourierQuoteRequest> = {}): CourierQuoteRequest => ({
  pickup: { street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US', phone: '2125550100' },
  dropoff: { street1: '1 Main St', city: 'Brooklyn', state: 'NY', zip: '11201', country: 'US', phone: '7185550199' },
  parcels: [{ lengthIn: 12, widthIn: 12, heightIn: 12, weightLb: 8 }],
  vehicle: 'van',
  pickupReadyAt: '2026-11-28T15:00:00.000Z',
  reference: '1001',
  ...over,
});

describe('sandbox courier', () => {
  it('prices by road-like distance and vehicle, with ETAs and a 15-minute expiry', async () => {
    const { port } = courier();
    const van = (await port.quote(request())).quotes[0]!;
    const car = (await port.quote(request({ vehicle: 'car' }))).quotes[0]!;
    expect(van.vehicle).toBe('van');
    expect(van.distanceMiles).toBeGreaterThan(4);
    expect(van.distanceMiles).toBeLessThan(20);
    expect(van.feeCents).toBeGreaterThan(car.feeCents);
    expect(van.expiresAt).toBe('2026-11-28T15:15:00.000Z');
    expect(Date.parse(van.dropoffEta)).toBeGreaterThan(Date.parse(van.pickupEta));
  });

  it('a farther ZIP costs more, and one out of the radius gets an honest message', async () => {
    const { port } = courier();
    const near = (await port.quote(request())).quotes[0]!;
    const far = (
      await port.quote(request({ dropoff: { ...request().dropoff, city: 'Newark', state: 'NJ', zip: '07102' } }))
    ).quotes[0]!;
    expect(far.feeCents).toBeGreaterThan(near.feeCents);
    const out = await port.quote(
      request({ dropoff: { ...request().dropoff, city: 'Boston', state: 'MA', zip: '02108' } }),
    );
    expect(out.quotes).toEqual([]);
    expect(out.messages[0]!.message).toMatch(
      /^The dropoff is \d+ road miles from the warehouse; a van courier delivers within 40 miles$/,
    );
  });

  it('bikes refuse a big box; an unknown ZIP is said so', async () => {
    const { port } = courier();
    const big = await port.quote(
      request({ vehicle: 'bikes', parcels: [{ lengthIn: 40, widthIn: 30, heightIn: 30, weightLb: 40 }] }),
    );
    expect(big.messages[0]!.message).toBe('The parcel is too big or too heavy for a bike');
    const unknown = await port.quote(request({ dropoff: { ...request().dropoff, zip: 'W1A 1AA' } }));
    expect(unknown.messages[0]!.code).toBe('zip.unknown');
  });

  it('dispatches once per key, refuses an expired quote, and moves on the sandbox clock', async () => {
    const { port, advance } = courier();
    const quote = (await port.quote(request())).quotes[0]!;
    const args = {
      idempotencyKey: 'k1',
      quoteId: quote.quoteId,
      request: request(),
      tipCents: 400,
      signatureRequired: false,
    };
    const first = await port.dispatch(args);
    const again = await port.dispatch(args);
    expect(again).toEqual(first);
    expect(first.trackingUrl).toBe(`http://localhost:5173/tracking/${first.trackingCode}`);
    expect(first.tipCents).toBe(400);
    expect((await port.track(first.deliveryId)).status).toBe('pending');
    advance(20);
    expect((await port.track(first.deliveryId)).status).toBe('pickup_complete');
    expect(await port.cancel(first.deliveryId)).toBe('too_late');
    advance(120);
    const done = await port.track(first.deliveryId);
    expect(done.status).toBe('delivered');
    expect(done.events.map((e) => e.status)).toEqual(['pending', 'pickup', 'pickup_complete', 'dropoff', 'delivered']);
    await expect(port.dispatch({ ...args, idempotencyKey: 'k2' })).rejects.toBeInstanceOf(CourierRejectedError);
  });

  it('cancels before pickup', async () => {
    const { port, advance } = courier();
    const quote = (await port.quote(request())).quotes[0]!;
    const d = await port.dispatch({
      idempotencyKey: 'k',
      quoteId: quote.quoteId,
      request: request(),
      tipCents: 0,
      signatureRequired: false,
    });
    advance(2);
    expect(await port.cancel(d.deliveryId)).toBe('canceled');
    advance(60);
    expect((await port.track(d.deliveryId)).status).toBe('canceled');
  });
});
