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
});
