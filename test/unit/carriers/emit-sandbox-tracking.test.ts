import { describe, expect, it } from 'vitest';
import type { LabelRenderer, RateRequest } from '#domain/carriers/carrier.models';
import type { WebhookSender } from '#domain/carriers/ports';
import { sandboxOutcomeOf } from '#domain/carriers/sandbox-tracking.rules';
import { trackingRankOf, TERMINAL_TRACKING_STATUSES } from '#domain/tracking/tracking-progress.rules';
import { makeMemorySandboxLedger } from '#functions/carriers/adapters/memory.sandbox-ledger';
import { makeSandboxCarriers } from '#functions/carriers/adapters/sandbox.carrier';
import { makeEmitSandboxTracking } from '#functions/carriers/use-cases/emit-sandbox-tracking.use-case';
import { readEasyPostWebhook } from '#functions/tracking/easypost-webhook';

const renderer: LabelRenderer = async () => [];
const REQUEST: RateRequest = {
  shipDate: '2026-03-04',
  from: { street1: '500 W 2nd St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  to: { street1: '1 Harbor Way', city: 'Boston', state: 'MA', zip: '02110', country: 'US' },
  parcels: [{ lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 3 }],
  options: [],
};
const QUOTE = { rateId: 'r', carrier: 'UPS' as const, service: 'Ground' };
const SECRET = 'test-webhook-secret';
const URL = 'http://app.test/api/v1/webhooks/easypost';
const START = Date.parse('2026-03-04T10:00:00Z');

interface Delivery {
  url: string;
  body: string;
  headers: Readonly<Record<string, string>>;
}

function setup() {
  let now = new Date(START);
  const clock = () => now;
  const ledger = makeMemorySandboxLedger();
  const carriers = makeSandboxCarriers({ ledger, renderer, clock, seed: 'unit', trackingSpeed: 432 });
  const deliveries: Delivery[] = [];
  /** Answers to the next posts (status code or a thrown network error); 200 when none is queued. */
  const answers: (number | Error)[] = [];
  const sender: WebhookSender = {
    async post(url, body, headers) {
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      if (answer < 300) deliveries.push({ url, body, headers });
      return { ok: answer < 300, status: answer };
    },
  };
  const emitter = makeEmitSandboxTracking({
    ledger,
    tracking: carriers,
    sender,
    webhookUrl: URL,
    secret: async () => SECRET,
    clock,
  });
  const read = (d: Delivery) => {
    const reading = readEasyPostWebhook(Buffer.from(d.body, 'utf8'), d.headers, SECRET);
    if (reading.kind !== 'tracker_updated') throw new Error(`not a tracker update: ${reading.kind}`);
    return reading.update;
  };
  return {
    ledger,
    carriers,
    deliveries,
    answers,
    read,
    run: () => emitter.run({ limit: 50 }),
    advanceTo: (realMs: number) => (now = new Date(START + realMs)),
    buy: (key: string) => carriers.buy({ idempotencyKey: key, request: REQUEST, quote: QUOTE }),
  };
}

describe('emit sandbox tracking (issue 12: the sandbox carrier moves)', () => {
  it('sends the label as a signed tracker.updated at once, and nothing more until the parcel moves', async () => {
    const t = setup();
    const label = await t.buy('k1');
    expect(await t.run()).toEqual({ checked: 1, emitted: 1, failed: 0, finished: 0 });
    expect(await t.run()).toEqual({ checked: 1, emitted: 0, failed: 0, finished: 0 });
    expect(t.deliveries).toHaveLength(1);
    const [d] = t.deliveries;
    expect(d.url).toBe(URL);
    expect(d.headers['x-hmac-signature']).toMatch(/^hmac-sha256-hex=[0-9a-f]{64}$/);
    const update = t.read(d);
    expect(update).toMatchObject({ trackingCode: label.trackingCode, carrier: 'UPS', status: 'pre_transit' });
    expect(update.events).toHaveLength(1);
    expect(update.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
  });

  it('the signature covers the exact bytes: a wrong secret or a changed body is refused', async () => {
    const t = setup();
    await t.buy('k1');
    await t.run();
    const [d] = t.deliveries;
    expect(readEasyPostWebhook(d.body, d.headers, 'another-secret').kind).toBe('unauthorized');
    expect(readEasyPostWebhook(d.body.replace('pre_transit', 'delivered'), d.headers, SECRET).kind).toBe(
      'unauthorized',
    );
  });

  it('a 2-minute step of the accelerated clock sends the scans since the last delivery, each step once', async () => {
    const t = setup();
    await t.buy('k1');
    await t.run();
    t.advanceTo(2 * 60_000); // 14.4 simulated hours, 00:24 next day: picked up at 17:30, departed at 20:30
    expect((await t.run()).emitted).toBe(1);
    expect((await t.run()).emitted).toBe(0);
    const update = t.read(t.deliveries[1]);
    expect(update.status).toBe('in_transit');
    expect(update.events.map((e) => e.message)).toEqual([
      'Shipping label created',
      'Picked up',
      'Departed origin facility',
    ]);
  });

  it('watched every 15 s, a journey moves forward, emits each event once and stops at its terminal status', async () => {
    const t = setup();
    const label = await t.buy('k1');
    const runs = [];
    for (let s = 0; s <= 40 * 60; s += 15) {
      t.advanceTo(s * 1000);
      runs.push(await t.run());
    }
    const updates = t.deliveries.map(t.read);
    const counts = updates.map((u) => u.events.length);
    expect(counts).toEqual([...new Set(counts)].sort((a, b) => a - b)); // strictly growing
    expect(new Set(updates.map((u) => u.eventId)).size).toBe(updates.length);
    for (let i = 1; i < updates.length; i++)
      expect(trackingRankOf(updates[i].status)).toBeGreaterThanOrEqual(trackingRankOf(updates[i - 1].status));
    const last = updates.at(-1)!;
    expect(TERMINAL_TRACKING_STATUSES).toContain(last.status);
    expect(last.events).toEqual(
      (await t.carriers.track('UPS', label.trackingCode)).events.map((e) =>
        expect.objectContaining({ status: e.status, datetime: e.datetime, message: e.message }),
      ),
    );
    expect(updates.length).toBeGreaterThanOrEqual(5); // the merchant sees it move, not jump
    expect(runs.filter((r) => r.finished === 1)).toHaveLength(1);
    // Finished journeys are off the list: later runs look at nothing.
    expect(runs.at(-1)).toEqual({ checked: 0, emitted: 0, failed: 0, finished: 0 });
    expect(await t.ledger.listTracking(10)).toEqual([]);
    expect(sandboxOutcomeOf(label.trackingCode, 'unit')).toBe('on_time');
  });

  it('a refused or failed delivery is sent again next run, as the same event', async () => {
    const t = setup();
    await t.buy('k1');
    t.answers.push(500, new Error('ECONNREFUSED'));
    expect(await t.run()).toEqual({ checked: 1, emitted: 0, failed: 1, finished: 0 });
    expect(await t.run()).toEqual({ checked: 1, emitted: 0, failed: 1, finished: 0 });
    expect(t.deliveries).toHaveLength(0);
    expect(await t.run()).toEqual({ checked: 1, emitted: 1, failed: 0, finished: 0 });
    expect(t.read(t.deliveries[0]).events).toHaveLength(1);
    // A failure mid-journey: the scans since the last accepted delivery are all in the retry.
    t.advanceTo(3 * 60_000);
    t.answers.push(503);
    expect((await t.run()).failed).toBe(1);
    t.advanceTo(4 * 60_000);
    expect((await t.run()).emitted).toBe(1);
    expect(t.deliveries).toHaveLength(2);
    expect(t.read(t.deliveries[1]).events.length).toBeGreaterThanOrEqual(3);
  });

  it('one label failing does not stop the others', async () => {
    const t = setup();
    await t.buy('k1');
    await t.buy('k2');
    t.answers.push(500);
    expect(await t.run()).toEqual({ checked: 2, emitted: 1, failed: 1, finished: 0 });
    expect(await t.run()).toEqual({ checked: 2, emitted: 1, failed: 0, finished: 0 });
    expect(new Set(t.deliveries.map((d) => t.read(d).trackingCode)).size).toBe(2);
  });

  it('a voided label is finished without any scan', async () => {
    const t = setup();
    const label = await t.buy('k1');
    await t.run();
    // Refunded before the first scan (7.5 simulated hours = 62.5 real seconds away): settles 20 s later.
    expect(
      await t.carriers.refund({
        carrier: 'UPS',
        trackingCode: label.trackingCode,
        carrierShipmentId: label.carrierShipmentId,
        purchasedAt: label.purchasedAt,
      }),
    ).toBe('submitted');
    t.advanceTo(30_000);
    expect(await t.run()).toEqual({ checked: 1, emitted: 0, failed: 0, finished: 1 });
    t.advanceTo(60 * 60_000);
    expect(await t.run()).toEqual({ checked: 0, emitted: 0, failed: 0, finished: 0 });
    expect(t.deliveries).toHaveLength(1);
  });

  it('a run looks at most `limit` labels, oldest purchase first', async () => {
    const t = setup();
    await t.buy('k1');
    t.advanceTo(1_000);
    await t.buy('k2');
    const emitter = makeEmitSandboxTracking({
      ledger: t.ledger,
      tracking: t.carriers,
      sender: { post: async () => ({ ok: true, status: 200 }) },
      webhookUrl: URL,
      secret: async () => SECRET,
      clock: () => new Date(START + 1_000),
    });
    expect(await emitter.run({ limit: 1 })).toEqual({ checked: 1, emitted: 1, failed: 0, finished: 0 });
    const [first] = await t.ledger.listTracking(5);
    expect(first.record.idempotencyKey).toBe('k1');
    expect(first.emitted).toMatchObject({ events: 1, status: 'pre_transit', done: false });
  });
});
