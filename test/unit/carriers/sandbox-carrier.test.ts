import { describe, expect, it } from 'vitest';
import type { LabelRenderer, RateRequest } from '#domain/carriers/carrier.models';
import { CarrierRejectedError } from '#domain/carriers/ports';
import { makeMemorySandboxLedger } from '#functions/carriers/adapters/memory.sandbox-ledger';
import { makeSandboxCarriers } from '#functions/carriers/adapters/sandbox.carrier';
import { sandboxOutcomeOf, type SandboxOutcome } from '#domain/carriers/sandbox-tracking.rules';

const BYTES = new Uint8Array([37, 80, 68, 70]);
const renderer: LabelRenderer = async () => [{ format: 'pdf', contentType: 'application/pdf', body: BYTES }];

const REQUEST: RateRequest = {
  shipDate: '2026-03-04',
  from: { street1: '500 W 2nd St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  to: { street1: '1 Harbor Way', city: 'Boston', state: 'MA', zip: '02110', country: 'US' },
  parcels: [{ lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 3 }],
  options: [],
  reference: '#1001',
};

function setup(start = '2026-03-04T15:00:00Z', ledger = makeMemorySandboxLedger(), trackingSpeed?: number) {
  let now = new Date(start);
  const carriers = makeSandboxCarriers({
    ledger,
    renderer,
    clock: () => now,
    seed: 'unit',
    refundDelayMs: 20_000,
    ...(trackingSpeed ? { trackingSpeed } : {}),
  });
  return { carriers, ledger, setNow: (iso: string) => (now = new Date(iso)) };
}
const QUOTE = { rateId: 'r', carrier: 'UPS' as const, service: 'Ground' };

describe('sandbox carrier adapter', () => {
  it('rate answers all four carriers', async () => {
    const { carriers } = setup();
    const r = await carriers.rate(REQUEST);
    expect(new Set(r.quotes.map((q) => q.carrier))).toEqual(new Set(['UPS', 'FedEx', 'USPS', 'UPSSurePost']));
  });

  it('buy is idempotent on the key: the same label, tracking number and documents', async () => {
    const { carriers } = setup();
    const a = await carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    const b = await carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    expect(b).toEqual(a);
    expect(a.trackingCode).toMatch(/^1Z12345E03\d{8}$/);
    expect(a.trackingUrl).toContain(a.trackingCode);
    expect(a.documents[0].body).toEqual(BYTES);
    const c = await carriers.buy({ idempotencyKey: 'k2', request: REQUEST, quote: QUOTE });
    expect(c.trackingCode).not.toBe(a.trackingCode);
  });

  it('the label survives a restart: a new adapter on the same ledger finds it', async () => {
    const first = setup();
    const label = await first.carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    const second = setup('2026-03-04T16:00:00Z', first.ledger);
    expect(await second.carriers.findLabel('k1')).toEqual(label);
    expect(await second.carriers.findLabel('nope')).toBeUndefined();
  });

  it('buy refuses a service that cannot carry the parcel (CarrierRejectedError with the carrier message)', async () => {
    const { carriers } = setup();
    const heavy = { ...REQUEST, parcels: [{ lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 12 }] };
    await expect(
      carriers.buy({
        idempotencyKey: 'k',
        request: heavy,
        quote: { rateId: 'r', carrier: 'UPSSurePost', service: 'SurePostOver1Lb' },
      }),
    ).rejects.toThrow(CarrierRejectedError);
  });

  it('refund: submitted, then refunded after the delay when the parcel was never scanned', async () => {
    const { carriers, setNow } = setup('2026-03-04T10:00:00Z');
    const label = await carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    const req = {
      carrier: 'UPS' as const,
      trackingCode: label.trackingCode,
      carrierShipmentId: label.carrierShipmentId,
      purchasedAt: label.purchasedAt,
    };
    setNow('2026-03-04T11:00:00Z');
    expect(await carriers.refund(req)).toBe('submitted');
    setNow('2026-03-04T11:00:10Z');
    expect(await carriers.refundStatus(req)).toBe('submitted');
    setNow('2026-03-04T11:00:21Z');
    expect(await carriers.refundStatus(req)).toBe('refunded');
    // A voided label never moves.
    setNow('2026-03-12T12:00:00Z');
    expect((await carriers.track('UPS', label.trackingCode)).status).toBe('pre_transit');
  });

  it('refund of a label already scanned is rejected', async () => {
    const { carriers, setNow } = setup('2026-03-04T10:00:00Z');
    const label = await carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    setNow('2026-03-05T09:00:00Z');
    expect(
      await carriers.refund({
        carrier: 'UPS',
        trackingCode: label.trackingCode,
        carrierShipmentId: label.carrierShipmentId,
        purchasedAt: label.purchasedAt,
      }),
    ).toBe('rejected');
  });

  it('track moves with the clock: pre_transit → in_transit through hubs → out_for_delivery → delivered on the estimated date', async () => {
    const { carriers, setNow } = setup('2026-03-04T10:00:00Z');
    const label = await carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    expect(sandboxOutcomeOf(label.trackingCode, 'unit')).toBe('on_time');
    const eta = (await carriers.track('UPS', label.trackingCode)).estimatedDeliveryDate!;
    expect(eta).toBe('2026-03-10'); // zone 7 ground: 4 business days from Wednesday
    expect((await carriers.track('UPS', label.trackingCode)).status).toBe('pre_transit');
    setNow('2026-03-06T12:00:00Z');
    const mid = await carriers.track('UPS', label.trackingCode);
    expect(mid.status).toBe('in_transit');
    setNow(`${eta}T09:00:00Z`);
    expect((await carriers.track('UPS', label.trackingCode)).status).toBe('out_for_delivery');
    setNow(`${eta}T18:00:00Z`);
    const done = await carriers.track('UPS', label.trackingCode);
    expect(done.status).toBe('delivered');
    const cities = done.events.map((e) => e.tracking_location?.city);
    expect(cities[0]).toBe('Austin');
    expect(cities.at(-1)).toBe('Boston');
    expect(cities.slice(1, -1).some((c) => c !== 'Austin' && c !== 'Boston')).toBe(true);
    for (const e of done.events) expect(e).toMatchObject({ source: 'UPS', tracking_location: { country: 'US' } });
    const times = done.events.map((e) => e.datetime);
    expect([...times].sort()).toEqual(times);
  });

  it('track follows the label outcome of its tracking code: a returned parcel ends return_to_sender', async () => {
    const { carriers, setNow } = setup('2026-03-04T10:00:00Z');
    const keyOf = async (wanted: SandboxOutcome) => {
      for (let i = 0; i < 500; i++) {
        const label = await carriers.buy({ idempotencyKey: `o${i}`, request: REQUEST, quote: QUOTE });
        if (sandboxOutcomeOf(label.trackingCode, 'unit') === wanted) return label.trackingCode;
      }
      throw new Error(`no ${wanted} label in 500`);
    };
    const returned = await keyOf('return_to_sender');
    setNow('2026-04-01T00:00:00Z');
    const t = await carriers.track('UPS', returned);
    expect(t.status).toBe('return_to_sender');
    expect(t.events.map((e) => e.status).slice(-2)).toEqual(['failure', 'return_to_sender']);
  });

  it('track runs on the accelerated clock: at 432x a 6-day journey is over within 30 minutes', async () => {
    const { carriers, setNow } = setup('2026-03-04T10:00:00Z', makeMemorySandboxLedger(), 432);
    const label = await carriers.buy({ idempotencyKey: 'k1', request: REQUEST, quote: QUOTE });
    setNow('2026-03-04T10:10:00Z'); // 72 simulated hours: Saturday 10:00, between hubs
    expect((await carriers.track('UPS', label.trackingCode)).status).toBe('in_transit');
    setNow('2026-03-04T10:30:00Z'); // 9 simulated days
    expect((await carriers.track('UPS', label.trackingCode)).status).toBe('delivered');
  });

  it('track of an unknown number answers unknown', async () => {
    const { carriers } = setup();
    expect((await carriers.track('FedEx', '999999999999')).status).toBe('unknown');
  });
});
