import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { SandboxShipmentRecord } from '#domain/carriers/ports';
import { dynamoSandboxLedger } from '#functions/carriers/adapters/dynamodb.sandbox-ledger';
import { dynamoDocumentClient } from '#lib/clients';

function record(key: string, trackingCode: string, costCents = 1234): SandboxShipmentRecord {
  const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
  return {
    idempotencyKey: key,
    trackingCode,
    label: {
      carrier: 'UPS',
      service: 'Ground',
      trackingCode,
      trackingUrl: `https://www.ups.com/track?loc=en_US&tracknum=${trackingCode}`,
      carrierShipmentId: `shp_${key}`,
      costCents,
      purchasedAt: '2026-03-04T10:00:00.000Z',
      idempotencyKey: key,
    },
    renderInput: {
      carrier: 'UPS',
      service: 'Ground',
      serviceName: 'UPS Ground',
      trackingCode,
      from: address,
      to: address,
      parcel: { lengthIn: 1, widthIn: 1, heightIn: 1, weightLb: 1 },
      billableWeightLb: 1,
      shipDate: '2026-03-04',
      options: [{ kind: 'dry_ice', weightLb: 2 }],
      sandbox: true,
    },
    estimatedDeliveryDate: '2026-03-05',
    transitDays: 1,
    saturdayDelivery: false,
  };
}
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('DynamoDB sandbox carrier ledger (the sandbox carriers remember what they sold across restarts)', () => {
  it('stores a record and finds it by idempotency key and by tracking code', async () => {
    const key = `key-${unique()}`;
    const r = record(key, `1Z${unique()}`);
    expect(await dynamoSandboxLedger.create(r)).toEqual(r);
    expect(await dynamoSandboxLedger.getByKey(key)).toEqual(r);
    expect(await dynamoSandboxLedger.getByTrackingCode(r.trackingCode)).toEqual(r);
    expect(await dynamoSandboxLedger.getByKey(`missing-${unique()}`)).toBeUndefined();
    expect(await dynamoSandboxLedger.getByTrackingCode(`missing-${unique()}`)).toBeUndefined();
  });

  it('the first record written for a key wins, even when two purchases race', async () => {
    const key = `key-${unique()}`;
    const code = `1Z${unique()}`;
    const [a, b] = await Promise.all([
      dynamoSandboxLedger.create(record(key, code, 100)),
      dynamoSandboxLedger.create(record(key, code, 200)),
    ]);
    expect(a).toEqual(b);
    expect((await dynamoSandboxLedger.getByKey(key))?.label.costCents).toBe(a.label.costCents);
  });

  it('put records a refund on the existing record', async () => {
    const key = `key-${unique()}`;
    const r = await dynamoSandboxLedger.create(record(key, `1Z${unique()}`));
    await dynamoSandboxLedger.put({ ...r, refund: { status: 'submitted', requestedAt: '2026-03-04T11:00:00.000Z' } });
    expect((await dynamoSandboxLedger.getByTrackingCode(r.trackingCode))?.refund?.status).toBe('submitted');
  });

  it('keys: SANDBOX#KEY#<key> and SANDBOX#TRK#<code>, never an account partition', async () => {
    const key = `key-${unique()}`;
    const r = await dynamoSandboxLedger.create(record(key, `1Z${unique()}`));
    const get = (pk: string) =>
      dynamoDocumentClient().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk, sk: 'SHIPMENT' } }));
    expect((await get(`SANDBOX#KEY#${key}`)).Item).toBeDefined();
    expect((await get(`SANDBOX#TRK#${r.trackingCode}`)).Item?.idempotencyKey).toBe(key);
  });

  it('listTracking: labels the emitter has not finished, oldest purchase first, at most `limit`', async () => {
    // Bought before any other label in the test table, so they lead the index.
    const mine = ['1999-12-31T00:00:01.000Z', '1999-12-31T00:00:02.000Z', '1999-12-31T00:00:03.000Z'].map((at) => {
      const r = record(`key-${unique()}`, `1Z${unique()}`);
      return { ...r, label: { ...r.label, purchasedAt: at } };
    });
    for (const r of [...mine].reverse()) await dynamoSandboxLedger.create(r);
    const keys = async (limit: number) =>
      (await dynamoSandboxLedger.listTracking(limit)).map((e) => e.record.idempotencyKey);
    expect(await keys(2)).toEqual([mine[0].idempotencyKey, mine[1].idempotencyKey]);
    expect((await keys(3)).length).toBe(3);

    const [a, b, c] = mine;
    const emission = { events: 3, status: 'in_transit', at: '2026-03-04T10:05:00.000Z', done: false };
    await dynamoSandboxLedger.recordEmission(a, emission);
    const [first] = await dynamoSandboxLedger.listTracking(1);
    expect(first).toEqual({ record: a, emitted: emission });

    // Done: off the index, still found by key and tracking code.
    await dynamoSandboxLedger.recordEmission(a, { ...emission, events: 9, status: 'delivered', done: true });
    expect(await keys(2)).toEqual([b.idempotencyKey, c.idempotencyKey]);
    expect(await dynamoSandboxLedger.getByTrackingCode(a.trackingCode)).toEqual(a);
  });

  it("a refund's put keeps what the emitter recorded and the label's place in the index", async () => {
    const base = record(`key-${unique()}`, `1Z${unique()}`);
    const r = { ...base, label: { ...base.label, purchasedAt: '1999-12-30T00:00:00.000Z' } };
    await dynamoSandboxLedger.create(r);
    const emission = { events: 1, status: 'pre_transit', at: '2026-03-04T10:00:05.000Z', done: false };
    await dynamoSandboxLedger.recordEmission(r, emission);
    const refunded = { ...r, refund: { status: 'submitted' as const, requestedAt: '2026-03-04T10:01:00.000Z' } };
    await dynamoSandboxLedger.put(refunded);
    const [first] = await dynamoSandboxLedger.listTracking(1);
    expect(first).toEqual({ record: refunded, emitted: emission });
  });

  it('tracking index keys: gsi1 SANDBOX#TRACKING / <purchasedAt> from the purchase on', async () => {
    const key = `key-${unique()}`;
    const r = record(key, `1Z${unique()}`);
    await dynamoSandboxLedger.create(r);
    const stored = await dynamoDocumentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `SANDBOX#KEY#${key}`, sk: 'SHIPMENT' } }),
    );
    expect(stored.Item).toMatchObject({ gsi1pk: 'SANDBOX#TRACKING', gsi1sk: r.label.purchasedAt });
  });
});
