import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SQSRecord } from 'aws-lambda';
import type { FulfillmentMessage, FulfillmentQueue } from '#domain/stores/store-fulfillment';
import type { OrderRecord } from '#domain/orders/order-record';
import { uuidGenerator } from '#lib/ids';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoLabelPurchaseStore } from '#functions/labels/adapters/dynamodb.label-purchase-store';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { makePurchaseLabel, type AutoFulfillDeps } from '#functions/labels/use-cases/purchase-label.use-case';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import {
  dynamoFulfillmentClaims,
  dynamoFulfillmentOrders,
} from '#functions/stores/adapters/dynamodb.store-fulfillments';
import { makePushFulfillmentWorker } from '#functions/stores/handlers/push-fulfillment.worker';
import { makePushFulfillment } from '#functions/stores/use-cases/push-fulfillment.use-case';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { FakeStoreApi } from '#test/support/fake-store-api';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';

/**
 * Tracking out (orders §4 "shipment fulfilled", accounts §3 auto-fulfil flags): a store order's
 * label reaches its store exactly once, whatever the queue and the store do; a failure the
 * merchant must act on shows as the fulfillment warning.
 */

class MemoryFulfillmentQueue implements FulfillmentQueue {
  readonly sent: FulfillmentMessage[] = [];
  failing = false;
  async send(messages: readonly FulfillmentMessage[]) {
    if (this.failing) throw new Error('SQS is down');
    this.sent.push(...messages);
  }
}

let accountId: string;
let owner: TestUser;
let store: FakeStoreApi;
let fulfillQueue: MemoryFulfillmentQueue;
let flags: Record<string, boolean>;
let notify: boolean;
let sendErrors: unknown[];

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  await fundWallet(accountId, 50_000);
  store = new FakeStoreApi('shopify');
  fulfillQueue = new MemoryFulfillmentQueue();
  flags = {};
  notify = false;
  sendErrors = [];
});

const push = () =>
  makePushFulfillment({
    orders: dynamoFulfillmentOrders,
    claims: dynamoFulfillmentClaims,
    connections: dynamoStoreConnections,
    storeApi: () => store,
    notifyCustomer: async () => notify,
    ids: () => uuidGenerator.newId(),
  });

const autoFulfill = (): AutoFulfillDeps => ({
  flags: async () => flags,
  queue: fulfillQueue,
  onError: (err) => sendErrors.push(err),
});

/** An order of the account bought through the real purchase path, as a Shopify store order when `fromStore`. */
async function labelledOrder(
  fromStore = true,
): Promise<{ orderId: string; shipmentId: string; storeId: string; rebuy: () => Promise<unknown> }> {
  const { order, orderId, shipmentId } = await createPurchasableOrder(owner, accountId);
  let storeId = order.storeId;
  if (fromStore) {
    const shop = `${randomUUID().slice(0, 8)}.myshopify.com`;
    const connection = await dynamoStoreConnections.connect(
      accountId,
      {
        platform: 'shopify',
        shop,
        name: 'Smokehouse',
        scopes: ['write_fulfillments'],
        apiBaseUrl: 'http://127.0.0.1:1',
        credentials: { accessToken: 'shpat_token' },
        at: new Date().toISOString(),
      },
      () => randomUUID(),
    );
    storeId = connection.storeId;
    const current = (await dynamoOrderStore.get(accountId, orderId))!;
    const storeOrder: OrderRecord = {
      ...current,
      storeId,
      source: 'shopify',
      storeOrder: {
        platform: 'shopify',
        shop,
        platformOrderId: '820982911946154508',
        platformUpdatedAt: '2026-11-23T10:00:00Z',
        adminUrl: null,
      },
    };
    await dynamoOrderStore.replace(accountId, current, storeOrder);
  }
  const queue = new MemoryLabelQueue();
  const pipeline = labelPipeline({ carrier: new FaultCarrier(), files: new MemoryLabelFiles(), queue });
  await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), { shipments: [{ orderId, shipmentId }] });
  const buy = makePurchaseLabel({
    purchases: dynamoLabelPurchaseStore,
    wallet: dynamoWallet,
    orders: dynamoOrderStore,
    carrier: new FaultCarrier(),
    files: new MemoryLabelFiles(),
    weightContext: async () => ({}),
    autoFulfill: autoFulfill(),
  });
  const [message] = queue.take();
  expect(await buy(message)).toBe('purchased');
  return { orderId, shipmentId, storeId, rebuy: () => buy(message) };
}

const messageOf = (o: { orderId: string; shipmentId: string }, reason: FulfillmentMessage['reason'] = 'auto') => ({
  accountId,
  orderId: o.orderId,
  shipmentId: o.shipmentId,
  reason,
});
const order = async (orderId: string) => (await dynamoOrderStore.get(accountId, orderId))!;

describe('the label purchase queues a store order for its store (accounts §3 auto-fulfil flags)', () => {
  it('queues a store order whose platform has no flag (on by default), once per purchase', async () => {
    const o = await labelledOrder();
    expect(fulfillQueue.sent).toEqual([messageOf(o)]);
  });

  it('a redelivered purchase message queues again (a worker that died after the commit), buying nothing', async () => {
    const o = await labelledOrder();
    expect(await o.rebuy()).toBe('already');
    expect(fulfillQueue.sent).toEqual([messageOf(o), messageOf(o)]);
    expect((await order(o.orderId)).shipments[0].billOfLading).toMatchObject({ sequence: 1 });
  });

  it('queues nothing when the platform flag is off, or for an order that came from no store', async () => {
    flags = { shopify: false };
    await labelledOrder();
    flags = { shopify: true };
    await labelledOrder(false);
    expect(fulfillQueue.sent).toEqual([]);
  });

  it('a failed send leaves the purchase bought and recorded, and is reported', async () => {
    fulfillQueue.failing = true;
    const o = await labelledOrder();
    expect(sendErrors).toHaveLength(1);
    const shipment = (await order(o.orderId)).shipments[0];
    expect(shipment.billOfLading).toMatchObject({ purchaseKey: `${o.shipmentId}#1` });
    expect(fulfillQueue.sent).toEqual([]);
  });
});

describe('pushing a fulfillment', () => {
  it('pushes the label once, records the fulfillment, the fulfilled state and the activity', async () => {
    notify = true;
    const o = await labelledOrder();
    const bought = (await order(o.orderId)).shipments[0];
    expect(await push()(messageOf(o), { lastReceive: false })).toEqual({ kind: 'fulfilled', fulfillmentId: 'ful_1' });

    expect(store.fulfillments).toEqual([
      {
        externalOrderId: '820982911946154508',
        trackingCode: bought.label!.trackingCode,
        carrier: 'UPS',
        ...(bought.label?.trackingUrl ? { trackingUrl: bought.label.trackingUrl } : {}),
        notifyCustomer: true,
        fulfillmentId: 'ful_1',
        accessToken: 'shpat_token',
      },
    ]);
    const after = await order(o.orderId);
    expect(after.fulfillmentState).toBe('fulfilled');
    expect(after.shipments[0].fulfillment).toMatchObject({
      platform: 'shopify',
      fulfillmentId: 'ful_1',
      trackingCode: bought.label!.trackingCode,
      purchaseKey: `${o.shipmentId}#1`,
    });
    const activity = await dynamoActivityLog.listForOrder(accountId, o.orderId);
    expect(activity.filter((a) => a.type === 'shipment_fulfilled').map((a) => a.message)).toEqual([
      'Shipment fulfilled',
    ]);
  });

  it('a retryable failure is thrown for redelivery, then pushes exactly one fulfillment', async () => {
    const o = await labelledOrder();
    store.failNext('Shopify is throttling', true);
    await expect(push()(messageOf(o), { lastReceive: false })).rejects.toThrow(/throttling/);
    expect((await order(o.orderId)).fulfillmentState).toBe('unFulfilled');
    expect((await push()(messageOf(o), { lastReceive: false })).kind).toBe('fulfilled');
    expect(store.fulfillments).toHaveLength(1);
    expect(store.calls).toBe(2);
  });

  it('a refusal shows the fulfillment warning, the error state and the store lastError; a retry clears them', async () => {
    const o = await labelledOrder();
    store.failNext('Order is already fulfilled or cancelled', false);
    expect(await push()(messageOf(o), { lastReceive: false })).toEqual({
      kind: 'failed',
      reason: 'Order is already fulfilled or cancelled',
    });
    const failed = await order(o.orderId);
    expect(failed.fulfillmentState).toBe('error');
    expect(failed.warnings).toEqual([
      {
        type: 'fulfillment',
        message: 'Error in fulfilling the shipment: Order is already fulfilled or cancelled',
        shipmentId: o.shipmentId,
      },
    ]);
    expect((await dynamoStoreConnections.get(accountId, o.storeId))?.lastError).toBe(
      'Error in fulfilling the shipment: Order is already fulfilled or cancelled',
    );

    expect((await push()(messageOf(o, 'retry'), { lastReceive: false })).kind).toBe('fulfilled');
    const retried = await order(o.orderId);
    expect(retried.warnings).toEqual([]);
    expect(retried.fulfillmentState).toBe('fulfilled');
    expect(store.fulfillments).toHaveLength(1);
  });

  it('a retryable failure on the last delivery ends as the warning, not in silence', async () => {
    const o = await labelledOrder();
    store.failNext('Service Unavailable', true);
    expect((await push()(messageOf(o), { lastReceive: true })).kind).toBe('failed');
    const failed = await order(o.orderId);
    expect(failed.fulfillmentState).toBe('error');
    expect(failed.warnings[0].message).toBe('Error in fulfilling the shipment: Service Unavailable');
  });

  it('the worker decides the last delivery from the receive count', async () => {
    const o = await labelledOrder();
    const worker = makePushFulfillmentWorker(push(), 3);
    const record = (receives: number) =>
      ({
        messageId: randomUUID(),
        body: JSON.stringify(messageOf(o)),
        attributes: { ApproximateReceiveCount: String(receives) },
        eventSource: 'aws:sqs',
      }) as unknown as SQSRecord;
    store.failNext('Service Unavailable', true, 2);
    const ctx = { functionName: 'test', awsRequestId: 'test' } as never;
    const first = await worker({ Records: [record(1)] }, ctx);
    expect(first.batchItemFailures).toHaveLength(1);
    expect((await order(o.orderId)).warnings).toEqual([]);
    const last = await worker({ Records: [record(3)] }, ctx);
    expect(last.batchItemFailures).toEqual([]);
    expect((await order(o.orderId)).fulfillmentState).toBe('error');
  });

  it('a redelivery after the push sends nothing again', async () => {
    const o = await labelledOrder();
    expect((await push()(messageOf(o), { lastReceive: false })).kind).toBe('fulfilled');
    expect(await push()(messageOf(o), { lastReceive: false })).toEqual({ kind: 'already' });
    expect(await push()(messageOf(o, 'manual'), { lastReceive: true })).toEqual({ kind: 'already' });
    expect(store.calls).toBe(1);
  });

  it('a worker that died after the store accepted is recovered from the claim without a second push', async () => {
    const o = await labelledOrder();
    const dying = makePushFulfillment({
      orders: { ...dynamoFulfillmentOrders, update: async () => Promise.reject(new Error('killed')) },
      claims: dynamoFulfillmentClaims,
      connections: dynamoStoreConnections,
      storeApi: () => store,
      notifyCustomer: async () => false,
      ids: () => uuidGenerator.newId(),
    });
    await expect(dying(messageOf(o), { lastReceive: false })).rejects.toThrow(/killed/);
    expect(await push()(messageOf(o), { lastReceive: false })).toEqual({ kind: 'already' });
    expect(store.calls).toBe(1);
    expect((await order(o.orderId)).fulfillmentState).toBe('fulfilled');
  });

  it('two workers at once push once', async () => {
    const o = await labelledOrder();
    store.delayMs = 150;
    const results = await Promise.all([
      push()(messageOf(o), { lastReceive: false }),
      push()(messageOf(o, 'manual'), { lastReceive: false }),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['fulfilled', 'in_progress']);
    expect(store.calls).toBe(1);
    expect(store.fulfillments).toHaveLength(1);
  });

  it('a disconnected store is a refusal: the warning names it', async () => {
    const o = await labelledOrder();
    await dynamoStoreConnections.disconnect(accountId, o.storeId, new Date().toISOString());
    const result = await push()(messageOf(o), { lastReceive: false });
    expect(result.kind).toBe('failed');
    expect(store.calls).toBe(0);
    expect((await order(o.orderId)).warnings[0].message).toMatch(
      /^Error in fulfilling the shipment: The store is not connected/,
    );
  });

  it('skips an order that came from no store', async () => {
    const o = await labelledOrder(false);
    expect((await push()(messageOf(o), { lastReceive: false })).kind).toBe('skipped');
    expect(store.calls).toBe(0);
  });
});

describe('after the store recorded the fulfillment', () => {
  it('calls afterFulfilled once with the recorded fulfillment (Amazon starts its buyer data retention there)', async () => {
    const o = await labelledOrder();
    const seen: { accountId: string; orderId: string; platform: string }[] = [];
    const withHook = makePushFulfillment({
      orders: dynamoFulfillmentOrders,
      claims: dynamoFulfillmentClaims,
      connections: dynamoStoreConnections,
      storeApi: () => store,
      notifyCustomer: async () => false,
      ids: () => uuidGenerator.newId(),
      afterFulfilled: async (a, orderId, fulfillment) =>
        void seen.push({ accountId: a, orderId, platform: fulfillment.platform }),
    });
    expect((await withHook(messageOf(o), { lastReceive: false })).kind).toBe('fulfilled');
    expect((await withHook(messageOf(o), { lastReceive: false })).kind).toBe('already');
    expect(seen).toEqual([{ accountId, orderId: o.orderId, platform: 'shopify' }]);
  });
});
