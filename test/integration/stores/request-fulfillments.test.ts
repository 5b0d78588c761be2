import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import type { OrderRecord } from '#domain/orders/order-record';
import { QUEUES } from '#infra/app-manifest';
import { processBatch } from '#infra/local/queue-poller';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { uuidGenerator } from '#lib/ids';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import {
  dynamoFulfillmentClaims,
  dynamoFulfillmentOrders,
} from '#functions/stores/adapters/dynamodb.store-fulfillments';
import { handler } from '#functions/stores/handlers/request-fulfillments.handler';
import { makePushFulfillmentWorker } from '#functions/stores/handlers/push-fulfillment.worker';
import { makePushFulfillment } from '#functions/stores/use-cases/push-fulfillment.use-case';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { FakeStoreApi } from '#test/support/fake-store-api';
import { addTestWarehouse, createPurchasableOrder } from '#test/support/labels';
import { freePort } from '../global-setup';

/** POST /api/v1/orders/{orderId}/fulfillments: "Send tracking to store" and "Retry fulfillment" (orders §4). */
let sqs: SqsLocal;
let queueUrl: string;
let accountId: string;
let owner: TestUser;

beforeAll(async () => {
  sqs = await startSqsLocal({ port: await freePort(), queues: QUEUES.filter((q) => q.name === 'store-fulfillments') });
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  queueUrl = sqs.queues[0].url;
  process.env.STORE_FULFILLMENTS_QUEUE_URL = queueUrl;
});

afterAll(async () => {
  await sqs?.stop();
});

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  await drain();
});

async function drain(): Promise<Message[]> {
  const client = localSqsClient(sqs.endpoint);
  const received: Message[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await client.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    received.push(...(res.Messages ?? []));
  }
  client.destroy();
  return received;
}

/** A store order of the account as the table holds it; `labelled` gives its shipment a bought label. */
async function storeOrder(opts: { labelled: boolean; fromStore?: boolean }) {
  const { orderId, shipmentId } = await createPurchasableOrder(owner, accountId);
  const current = (await dynamoOrderStore.get(accountId, orderId))!;
  let next: OrderRecord = current;
  if (opts.fromStore !== false) {
    const connection = await dynamoStoreConnections.connect(
      accountId,
      {
        platform: 'shopify',
        shop: `${randomUUID().slice(0, 8)}.myshopify.com`,
        name: 'Smokehouse',
        scopes: ['write_fulfillments'],
        apiBaseUrl: 'http://127.0.0.1:1',
        credentials: { accessToken: 'shpat_token' },
        at: new Date().toISOString(),
      },
      () => randomUUID(),
    );
    next = {
      ...next,
      storeId: connection.storeId,
      source: 'shopify',
      storeOrder: {
        platform: 'shopify',
        shop: connection.shop,
        platformOrderId: '450789469',
        platformUpdatedAt: '2026-11-23T10:00:00Z',
        adminUrl: null,
      },
    };
  }
  if (opts.labelled) {
    const trackingCode = `1Z${randomUUID().slice(0, 12).toUpperCase()}`;
    next = {
      ...next,
      shipments: next.shipments.map((s) => ({
        ...s,
        label: { trackingCode },
        billOfLading: {
          trackingCode,
          carrier: 'UPS',
          service: 'Ground',
          labelDate: '2026-11-23',
          purchaseKey: `${shipmentId}#1`,
          sequence: 1,
          carrierShipmentId: 'shp_1',
          purchasedAt: '2026-11-23T10:00:00.000Z',
        },
      })),
    };
  }
  await dynamoOrderStore.replace(accountId, current, next);
  return { orderId, shipmentId };
}

const post = (orderId: string, body: unknown, user = owner, account = accountId) =>
  invoke(
    handler,
    apiEvent({
      method: 'POST',
      path: `/api/v1/orders/${orderId}/fulfillments`,
      user,
      accountId: account,
      body,
      pathParameters: { orderId },
    }),
  );

describe('POST /api/v1/orders/{orderId}/fulfillments', () => {
  it('queues the labelled shipments of a store order; the worker pushes them once', async () => {
    const { orderId, shipmentId } = await storeOrder({ labelled: true });
    const res = await post(orderId, {});
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ orderId, queued: [shipmentId] });
    const received = await drain();
    expect(received.map((m) => JSON.parse(m.Body!))).toEqual([{ accountId, orderId, shipmentId, reason: 'manual' }]);

    const store = new FakeStoreApi();
    const worker = makePushFulfillmentWorker(
      makePushFulfillment({
        orders: dynamoFulfillmentOrders,
        claims: dynamoFulfillmentClaims,
        connections: dynamoStoreConnections,
        storeApi: () => store,
        notifyCustomer: async () => false,
        ids: () => uuidGenerator.newId(),
      }),
    );
    const client = localSqsClient(sqs.endpoint);
    const target = {
      name: 'push-fulfillment',
      queueUrl,
      queueArn: sqs.queues[0].arn,
      batchSize: 5,
      invoke: (event: Parameters<typeof worker>[0]) => worker(event, {} as never),
    };
    expect(await processBatch(target, { client }, received)).toMatchObject({ failed: [] });
    client.destroy();
    expect(store.fulfillments.map((f) => f.externalOrderId)).toEqual(['450789469']);
    expect((await dynamoOrderStore.get(accountId, orderId))?.fulfillmentState).toBe('fulfilled');

    const again = await post(orderId, { shipmentIds: [shipmentId] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This shipment is already fulfilled');
  });

  it('a shipment with a fulfillment warning is queued as a retry', async () => {
    const { orderId, shipmentId } = await storeOrder({ labelled: true });
    const current = (await dynamoOrderStore.get(accountId, orderId))!;
    await dynamoOrderStore.replace(accountId, current, {
      ...current,
      fulfillmentState: 'error',
      warnings: [{ type: 'fulfillment', message: 'Error in fulfilling the shipment: Not Found', shipmentId }],
    });
    expect((await post(orderId, { shipmentIds: [shipmentId] })).status).toBe(202);
    expect((await drain()).map((m) => JSON.parse(m.Body!).reason)).toEqual(['retry']);
  });

  it('answers 400 with the reason for an order from no store and for an unlabelled shipment', async () => {
    const manual = await storeOrder({ labelled: true, fromStore: false });
    const notStore = await post(manual.orderId, {});
    expect(notStore.status).toBe(400);
    expect(notStore.body.message).toMatch(/did not come from a connected store/);
    expect(notStore.body.fieldErrors).toEqual({ orderId: notStore.body.message });

    const unlabelled = await storeOrder({ labelled: false });
    const named = await post(unlabelled.orderId, { shipmentIds: [unlabelled.shipmentId] });
    expect(named.status).toBe(400);
    expect(named.body.message).toBe('This shipment has no label yet: buy a label first');
    expect(named.body.fieldErrors).toEqual({ 'shipmentIds.0': named.body.message });
    const nothing = await post(unlabelled.orderId, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.fieldErrors).toEqual({ shipmentIds: nothing.body.message });
    expect(await drain()).toEqual([]);
  });

  it("another account's order is not found and nothing is queued", async () => {
    const { orderId, shipmentId } = await storeOrder({ labelled: true });
    const other = await createTestAccount('Other Foods');
    const res = await post(orderId, { shipmentIds: [shipmentId] }, other.owner, other.accountId);
    expect(res.status).toBe(404);
    // The caller's header naming the victim's account, without membership, is refused too.
    expect((await post(orderId, {}, other.owner, accountId)).status).toBeGreaterThanOrEqual(403);
    expect(await drain()).toEqual([]);
  });

  it('needs edit_orders (accounts §6)', async () => {
    const { orderId } = await storeOrder({ labelled: true });
    const viewer = await addTestMember(accountId, { view_print_orders: true });
    expect((await post(orderId, {}, viewer)).status).toBe(403);
    expect(await drain()).toEqual([]);
  });
});
