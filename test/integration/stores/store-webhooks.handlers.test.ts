import { createHash } from 'node:crypto';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import { ORDER_LANDING_ROWS_MAX, orderLandingMessageSchema } from '#domain/orders/order-landing.message';
import { orderLandingDraftOf } from '#domain/orders/order-landing-draft.rules';
import { StoreApiError, type StoreApi } from '#domain/stores/ports';
import { mapShopifyOrder } from '#domain/stores/shopify-order.rules';
import type { StoreWebhookPlatform } from '#domain/stores/store-event.message';
import type { SqsLocal } from '#infra/local/sqs-local';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { storeCatalogSync, storeEventOverflow } from '#functions/stores/apply-store-event.deps';
import { orderLandingQueue } from '#functions/orders/order-landing-queue';
import { handler as landingWorker } from '#functions/orders/handlers/land-store-order.worker';
import { dynamoCustomerStore } from '#functions/catalog/adapters/dynamodb.customer-store';
import { productsBySku } from '#functions/catalog/adapters/dynamodb.product-store';
import { handler as webhook } from '#functions/stores/handlers/store-webhook.handler';
import { handler as realWorker, makeApplyStoreEventWorker } from '#functions/stores/handlers/apply-store-event.worker';
import { dynamoAccountSettingsStore } from '#functions/settings/adapters/dynamodb.account-settings-store';
import { defaultAccountSettings } from '#api/settings';
import { makeApplyStoreEvent } from '#functions/stores/use-cases/apply-store-event.use-case';
import {
  STORE_DELIVERY_PROVIDER,
  deliveryKeyOf,
  makeReceiveStoreWebhook,
} from '#functions/stores/use-cases/store-webhook.use-case';
import { makeSqsStoreEventQueue } from '#functions/stores/adapters/sqs.store-event-queue';
import { shopifyAppCredentials, squareAppCredentials } from '#functions/stores/store-app-secrets';
import { dynamoWebhookDeliveries } from '#functions/tracking/adapters/dynamodb.tracking-store';
import { WebhookDeliveryEntity } from '#functions/tracking/db/tracking.entity';
import { storeEventKey } from '#domain/stores/ports';
import { shopKey } from '#domain/stores/store-connection';
import { resetConfigForTests } from '#lib/config';
import { documentFiles, readDocumentText } from '#lib/documents-bucket';
import { QUEUE_MESSAGE_MAX_BYTES, QUEUE_OVERFLOW_PREFIX } from '#lib/queue-overflow';
import { STORE_WEBHOOK_MAX_BYTES } from '#functions/stores/webhooks/store-webhook';
import { OrderEntity } from '#functions/orders/db/order.entity';
import { onTable } from '#lib/db/table';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { handler as automationsHandler } from '#functions/automations/handlers/automations.handler';
import { handler as importAutomationsWorker } from '#functions/automations/handlers/apply-import-automations.worker';
import { addTestWarehouse } from '#test/support/labels';
import { receiveEvent } from '#test/support/print';
import { drainQueue, startStoreQueues } from '#test/support/store-queues';
import {
  STORE_WEBHOOK_ORIGIN,
  bigCommerceNotification,
  bigCommerceWebhook,
  connectTestStore,
  shopifyWebhook,
  squareNotification,
  squareWebhook,
  wooWebhook,
} from '#test/support/store-webhooks';
import { bigCommerceOrder } from '../../unit/stores/fixtures/bigcommerce.fixtures';
import {
  shopifyCanadianCancelledOrder,
  shopifyCustomer,
  shopifyProduct,
  shopifyTexasOrder,
} from '../../unit/stores/fixtures/shopify.fixtures';
import { squareShipmentOrder } from '../../unit/stores/fixtures/square.fixtures';
import { wooCancelledOrder, wooUkOrder } from '../../unit/stores/fixtures/woocommerce.fixtures';

/**
 * Orders in by store webhook, against DynamoDB Local and a local SQS: the public route verifies
 * each platform's signature on the raw bytes (Shopify and Square with the app's secret, WooCommerce
 * and BigCommerce with the store's own, found through the shop's claim), records the event once and
 * enqueues it; the worker lands it through the CSV import's rules under the sync decision. A store
 * API double stands in for the thin notifications' fetch (BigCommerce, Square): the real adapters
 * have their own recorded-response tests.
 */
let sqs: SqsLocal;
let client: SQSClient;
let eventsUrl: string;
let landingUrl: string;
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

/** Orders the store API double serves back, by platform and id. */
const served = new Map<string, unknown>();
const fetchCalls: string[] = [];
function storeApiFor(platform: StoreWebhookPlatform): StoreApi {
  return {
    platform,
    async fetchOrder(access, id) {
      fetchCalls.push(`${platform}:${access.connection.shop}:${id}`);
      const order = served.get(`${platform}:${access.connection.shop}:${id}`);
      if (order === undefined) throw new StoreApiError('Not Found', false, 404);
      return order;
    },
    async pushFulfillment() {
      throw new StoreApiError('not used here', false);
    },
  };
}

const apply = makeApplyStoreEvent({
  connections: dynamoStoreConnections,
  storeApiFor,
  landing: orderLandingQueue,
  importSettings: async () => ({ importOptions: {}, importAdditionalDetails: true }),
  catalog: storeCatalogSync,
});
const worker = makeApplyStoreEventWorker(apply, storeEventOverflow);

beforeAll(async () => {
  // order-landing takes the mapped orders to the orders domain's worker; order-automations the new orders'
  // ids for the import rules (run by their own worker, not here).
  ({ sqs, client, eventsUrl, landingUrl } = await startStoreQueues());
  process.env.APP_URL = `${STORE_WEBHOOK_ORIGIN}/`;
  resetConfigForTests();
});

afterAll(async () => {
  delete process.env.APP_URL;
  resetConfigForTests();
  client?.destroy();
  await sqs?.stop();
});

beforeEach(async () => {
  mine = await createTestAccount('Mine Smokehouse');
  theirs = await createTestAccount('Their Smokehouse');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
  fetchCalls.length = 0;
});

const drain = (url = eventsUrl): Promise<SQSEvent['Records']> => drainQueue(client, url);

/** The mapped orders the store worker sent to order-landing, through the orders domain's worker (each `times` times). */
async function land(times = 1): Promise<{ records: number; failures: number }> {
  const records = await drain(landingUrl);
  let failures = 0;
  for (let i = 0; i < times && records.length; i++) {
    const res = (await landingWorker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    failures += res.batchItemFailures.length;
  }
  return { records: records.length, failures };
}

/**
 * The queued store events through the store worker, then the orders it mapped through the landing worker
 * (optionally each delivered `times` times at both hops); the count is of store events.
 */
async function runWorker(times = 1): Promise<{ records: number; failures: number }> {
  const records = await drain();
  let failures = 0;
  for (let i = 0; i < times && records.length; i++) {
    const res = (await worker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    failures += res.batchItemFailures.length;
  }
  failures += (await land(times)).failures;
  return { records: records.length, failures };
}

/** Every active order of the account (the grid's partition), by store and number. */
async function ordersOf(accountId: string): Promise<OrderRecord[]> {
  const { data } = await onTable(OrderEntity).query.byView({ accountId, view: 'active' }).go({ pages: 'all' });
  return data.map((i) => i.doc as OrderRecord);
}

const numbered = (orders: OrderRecord[], storeId: string, orderNumber: string) =>
  orders.filter((o) => o.storeId === storeId && o.orderNumber === orderNumber);

const shopifyNumber = (payload: unknown) => {
  const m = mapShopifyOrder(payload, { storeId: 's', importOptions: {} });
  if (m.outcome !== 'mapped') throw new Error('fixture does not map');
  return m.store.orderNumber;
};

const accepted = { status: 200, body: { received: true } };

/** The deliveries ledger's item of a Shopify event. */
const storeDelivery = (eventId: string, shop: string) =>
  onTable(WebhookDeliveryEntity)
    .get({
      provider: STORE_DELIVERY_PROVIDER,
      eventId: deliveryKeyOf(storeEventKey({ platform: 'shopify', shop: shopKey(shop), eventId })),
    })
    .go({ consistent: true });

describe('Shopify: X-Shopify-Hmac-Sha256 with the app secret, dedupe on X-Shopify-Event-Id', () => {
  it('a valid orders/create lands once in the grid with its store link; the replay and an SQS redelivery change nothing', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const event = shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-1');
    expect(await invoke(webhook, event)).toMatchObject(accepted);
    expect(
      await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-1')),
    ).toMatchObject(accepted);
    // The replay was acknowledged without a second message; the one message delivered twice.
    expect(await runWorker(2)).toEqual({ records: 1, failures: 0 });

    const orders = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      source: 'shopify',
      storeId: store.storeId,
      isCancelled: false,
      storeOrder: {
        platform: 'shopify',
        shop: store.shop,
        platformOrderId: String(shopifyTexasOrder.id),
        platformUpdatedAt: new Date(shopifyTexasOrder.updated_at).toISOString(),
      },
    });
    expect(orders[0].storeOrder!.adminUrl).toContain(String(shopifyTexasOrder.id));
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, orders[0].id);
    expect(activity.filter((a) => a.type === 'order_new')).toHaveLength(1);
    const connection = await dynamoStoreConnections.get(mine.accountId, store.storeId);
    expect(connection).toMatchObject({ lastEventTopic: 'orders/create' });
    expect(numbered(await ordersOf(theirs.accountId), store.storeId, shopifyNumber(shopifyTexasOrder))).toHaveLength(0);
  });

  it('tampered body, wrong secret, missing or malformed signature: 401, nothing recorded or enqueued', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const good = shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-bad');
    const tampered = shopifyWebhook(store.shop, 'orders/create', null, 'evt-bad', {
      raw: good.body!.replace('Dana', 'Mallory'),
      signature: good.headers['x-shopify-hmac-sha256'],
    });
    for (const event of [
      tampered,
      shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-bad', { secret: 'not-the-secret' }),
      shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-bad', { signature: null }),
      shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-bad', { signature: 'sha256=x' }),
    ]) {
      expect(await invoke(webhook, event)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    }
    expect(await drain()).toHaveLength(0);
    expect(await ordersOf(mine.accountId)).toHaveLength(0);
  });

  it('a new store order is queued for the import rules; their worker prepares it', async () => {
    const saved = await invoke(
      automationsHandler,
      apiEvent({
        method: 'POST',
        path: '/api/v1/automations',
        user: mine.owner,
        accountId: mine.accountId,
        body: {
          name: 'Texas store orders: dry ice',
          active: true,
          triggers: ['import'],
          match: 'all',
          conditions: [{ type: 'destination_state', operator: 'in', states: ['TX'] }],
          actions: [{ type: 'add_dry_ice', value: 5, units: 'lb' }],
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const store = await connectTestStore(mine.accountId, 'shopify');
    expect(
      await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-rules')),
    ).toMatchObject(accepted);
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
    const [order] = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));

    const automationsUrl = sqs.queues.find((q) => q.name === 'order-automations')!.url;
    // Earlier tests' orders are queued too (nothing here runs their worker): this account's message only.
    const received: SQSEvent['Records'] = [];
    for (let batch = await receiveEvent(client, automationsUrl); batch.Records.length;) {
      received.push(...batch.Records);
      batch = await receiveEvent(client, automationsUrl);
    }
    const queued = { Records: received.filter((r) => JSON.parse(r.body).accountId === mine.accountId) };
    expect(queued.Records.map((r) => JSON.parse(r.body))).toEqual([
      { accountId: mine.accountId, orderIds: [order!.id], trigger: 'import' },
    ]);
    const res = (await importAutomationsWorker(queued, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
    const after = (await ordersOf(mine.accountId)).find((o) => o.id === order!.id)!;
    expect(after.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' });
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, order!.id);
    expect(activity.filter((a) => a.type === 'automation_applied')).toHaveLength(1);
  });

  it('a signed delivery without its topic or with a body that is no JSON: 400 naming what is wrong, nothing enqueued', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const noTopic = shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-no-topic');
    delete noTopic.headers['x-shopify-topic'];
    expect(await invoke(webhook, noTopic)).toMatchObject({
      status: 400,
      body: { code: 'ValidationError', fieldErrors: { topic: 'missing topic' } },
    });
    const notJson = shopifyWebhook(store.shop, 'orders/create', null, 'evt-not-json', { raw: '{"id":' });
    expect(await invoke(webhook, notJson)).toMatchObject({
      status: 400,
      body: { code: 'ValidationError', fieldErrors: { _: 'malformed body' } },
    });
    expect(await drain()).toHaveLength(0);
  });

  it('an order whose text holds characters a queue refuses (emoji locally, U+FFFF on SQS) lands once', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const note = 'Dry ice please 🧊🔥 \uffff\ufffe end';
    const payload = { ...shopifyTexasOrder, note };
    expect(await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', payload, 'evt-unicode'))).toMatchObject(
      accepted,
    );
    const records = await drain();
    expect(records).toHaveLength(1);
    expect(JSON.parse(records[0].body).payload).toEqual(payload);
    const res = (await worker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
    expect(await land()).toEqual({ records: 1, failures: 0 });
    expect(numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(payload))).toHaveLength(1);
  });

  it('a ~1 MB order with emoji and U+FFFF waits in S3 behind a pointer (key + sha256) and lands once', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    // What the mapping ignores still travels: a gift message on a hundred note attributes.
    const message = 'Happy birthday 🎂🎉 \uffff '.repeat(340);
    const payload = {
      ...shopifyTexasOrder,
      note: 'Dry ice please 🧊🔥 \uffff\ufffe end',
      note_attributes: Array.from({ length: 100 }, (_, i) => ({ name: `gift-${i}`, value: message })),
    };
    const bytes = Buffer.byteLength(JSON.stringify(payload));
    expect(bytes).toBeGreaterThan(900_000);
    expect(bytes).toBeLessThanOrEqual(STORE_WEBHOOK_MAX_BYTES);
    const delivery = () => shopifyWebhook(store.shop, 'orders/create', payload, 'evt-large');
    expect(await invoke(webhook, delivery())).toMatchObject(accepted);

    const records = await drain();
    expect(records).toHaveLength(1);
    expect(records[0].body.length).toBeLessThanOrEqual(QUEUE_MESSAGE_MAX_BYTES);
    const sent = JSON.parse(records[0].body);
    expect(sent.payload).toBeUndefined();
    expect(sent.payloadRef.key).toMatch(
      new RegExp(`^${QUEUE_OVERFLOW_PREFIX}store-events/${mine.accountId}/${sent.payloadRef.sha256}\\.json$`),
    );
    const stored = await readDocumentText(sent.payloadRef.key);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(sent.payloadRef.sha256);
    expect(JSON.parse(stored)).toEqual(payload);

    const res = (await worker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
    expect(await land()).toEqual({ records: 1, failures: 0 });
    const orders = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(payload));
    expect(orders).toHaveLength(1);
    // The redelivered webhook is answered without a second message.
    expect(await invoke(webhook, delivery())).toMatchObject(accepted);
    expect(await drain()).toHaveLength(0);
  });

  it('a 300 kB webhook body (over the 256 KiB SQS limit) goes to S3 behind a pointer and lands as an order', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const payload = {
      ...shopifyTexasOrder,
      id: 300_300,
      name: '#300K',
      order_number: 300_300,
      note_attributes: Array.from({ length: 30 }, (_, i) => ({ name: `packing-${i}`, value: 'k'.repeat(10_000) })),
    };
    const bytes = Buffer.byteLength(JSON.stringify(payload));
    expect(bytes).toBeGreaterThan(300_000);
    expect(bytes).toBeLessThan(310_000);
    expect(await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', payload, 'evt-300k'))).toMatchObject(
      accepted,
    );
    const records = await drain();
    expect(records).toHaveLength(1);
    expect(Buffer.byteLength(records[0].body)).toBeLessThanOrEqual(QUEUE_MESSAGE_MAX_BYTES);
    expect(JSON.parse(records[0].body).payloadRef).toBeDefined();
    const res = (await worker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
    expect(await land()).toEqual({ records: 1, failures: 0 });
    expect(numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(payload))).toHaveLength(1);
  });

  it('an overflow payload altered in S3 is never applied: the record is retried', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const payload = {
      ...shopifyTexasOrder,
      note_attributes: [{ name: 'gift', value: '🎁'.repeat(60_000) }],
    };
    expect(await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', payload, 'evt-altered'))).toMatchObject(
      accepted,
    );
    const records = await drain();
    const { payloadRef } = JSON.parse(records[0].body);
    const tampered = { ...payload, shipping_address: { ...shopifyTexasOrder.shipping_address, city: 'Elsewhere' } };
    await documentFiles.put(payloadRef.key, Buffer.from(JSON.stringify(tampered)), 'application/json');
    // Its one record failed, so the whole batch is handed back to SQS.
    await expect(worker({ Records: records }, lambdaContext)).rejects.toThrow(/All records failed/);
    expect(await land()).toEqual({ records: 0, failures: 0 });
    expect(numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(payload))).toHaveLength(0);
  });

  it('a send the queue refuses answers 500 and leaves the delivery pending, not received: the redelivery lands it once', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const delivery = () => shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-send-fails');
    process.env.STORE_EVENTS_QUEUE_URL = `${eventsUrl}-gone`;
    try {
      expect((await invoke(webhook, delivery())).status).toBe(500);
    } finally {
      process.env.STORE_EVENTS_QUEUE_URL = eventsUrl;
    }
    expect(await drain()).toHaveLength(0);
    expect((await storeDelivery('evt-send-fails', store.shop)).data).toMatchObject({ enqueued: false });

    expect(await invoke(webhook, delivery())).toMatchObject(accepted);
    expect((await storeDelivery('evt-send-fails', store.shop)).data).toMatchObject({ enqueued: true });
    expect(await invoke(webhook, delivery())).toMatchObject(accepted);
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
    expect(numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder))).toHaveLength(1);
  });

  it('enqueued but not marked (the mark failed): the redelivery sends it again and the worker applies it once', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    let failMark = true;
    const receive = makeReceiveStoreWebhook({
      connections: dynamoStoreConnections,
      shopifySecret: async () => (await shopifyAppCredentials()).clientSecret,
      squareSignatureKey: async () => (await squareAppCredentials()).webhookSignatureKey,
      publicOrigin: () => undefined,
      deliveries: {
        record: (delivery) => dynamoWebhookDeliveries.record(delivery),
        async markEnqueued(provider, eventId) {
          if (failMark) throw new Error('DynamoDB is unreachable');
          await dynamoWebhookDeliveries.markEnqueued(provider, eventId);
        },
      },
      events: makeSqsStoreEventQueue(
        () => client,
        () => eventsUrl,
        documentFiles,
      ),
    });
    const delivery = () => {
      const event = shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-mark-fails');
      return { headers: event.headers, rawBody: event.body! };
    };
    await expect(receive('shopify', delivery(), '/api/v1/webhooks/shopify/orders/create')).rejects.toThrow(
      /unreachable/,
    );
    failMark = false;
    expect(await receive('shopify', delivery(), '/api/v1/webhooks/shopify/orders/create')).toMatchObject({
      kind: 'accepted',
    });
    expect(await receive('shopify', delivery(), '/api/v1/webhooks/shopify/orders/create')).toMatchObject({
      kind: 'duplicate',
    });
    // Two messages of one event, each delivered twice by SQS: one order, one "new order" entry.
    expect(await runWorker(2)).toEqual({ records: 2, failures: 0 });
    const orders = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(orders).toHaveLength(1);
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, orders[0].id);
    expect(activity.filter((a) => a.type === 'order_new')).toHaveLength(1);
  });

  it('out of order: an older updated_at delivered after a newer one never overwrites it', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const newer = { ...shopifyTexasOrder, updated_at: '2026-11-20T11:00:00-06:00', tags: 'newer' };
    const older = { ...shopifyTexasOrder, updated_at: '2026-11-20T10:00:00-06:00', tags: 'older' };
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/updated', newer, 'evt-new'));
    await runWorker();
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/updated', older, 'evt-old'));
    await runWorker();
    const [order] = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(order.tags).toEqual(['newer']);
    expect(order.storeOrder!.platformUpdatedAt).toBe(new Date(newer.updated_at).toISOString());
  });

  it('a cancellation that arrives before the create: created cancelled, the late create does not revive it', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const cancelled = shopifyCanadianCancelledOrder;
    const created = { ...cancelled, cancelled_at: null, cancel_reason: null, updated_at: cancelled.created_at };
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/cancelled', cancelled, 'evt-c'));
    await runWorker();
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', created, 'evt-a'));
    await runWorker();
    const orders = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(cancelled));
    expect(orders).toHaveLength(1);
    expect(orders[0].isCancelled).toBe(true);
  });

  it('a labelled order takes only the cancellation: lines and address stay what the label says', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-l1'));
    await runWorker();
    const [created] = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    const labelled = {
      ...created,
      shipments: created.shipments.map((s) => ({ ...s, label: { trackingCode: '1ZLABELLED' } })),
    };
    await dynamoOrderStore.replace(mine.accountId, created, labelled);

    const moved = {
      ...shopifyTexasOrder,
      updated_at: '2026-11-20T12:00:00-06:00',
      shipping_address: { ...shopifyTexasOrder.shipping_address, address1: '1 Elsewhere Rd' },
    };
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/updated', moved, 'evt-l2'));
    await runWorker();
    let [order] = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(JSON.stringify(order.shipments)).not.toContain('1 Elsewhere Rd');
    expect(order.isCancelled).toBe(false);

    const cancelled = { ...moved, updated_at: '2026-11-20T13:00:00-06:00', cancelled_at: '2026-11-20T13:00:00-06:00' };
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/cancelled', cancelled, 'evt-l3'));
    await runWorker();
    [order] = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(order.isCancelled).toBe(true);
    expect(order.shipments[0].label?.trackingCode).toBe('1ZLABELLED');
    expect(JSON.stringify(order.shipments)).not.toContain('1 Elsewhere Rd');
    const types = (await dynamoActivityLog.listForOrder(mine.accountId, order.id)).map((a) => a.type);
    expect(types).toContain('order_canceled');
  });

  it('privacy webhooks: 401 on a bad signature, 200 and recorded on a good one', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const body = { shop_id: 954889, shop_domain: store.shop, customer: { id: 1, email: 'x@example.com' } };
    const bad = shopifyWebhook(store.shop, 'customers/redact', body, 'evt-p', { secret: 'nope' });
    expect((await invoke(webhook, bad)).status).toBe(401);
    expect(await invoke(webhook, shopifyWebhook(store.shop, 'customers/redact', body, 'evt-p'))).toMatchObject(
      accepted,
    );
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
    expect(await dynamoStoreConnections.get(mine.accountId, store.storeId)).toMatchObject({
      lastEventTopic: 'customers/redact',
    });
  });
});

describe('Shopify products and customers: upserted by SKU and email, never overwritten by an older version', () => {
  it('products/create then an older products/update: the newer stays; customers/create then update: one customer', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const skus = shopifyProduct.variants.map((v) => v.sku).filter((s): s is string => !!s);
    await invoke(webhook, shopifyWebhook(store.shop, 'products/create', shopifyProduct, 'evt-p1'));
    await runWorker();
    const created = await productsBySku(mine.accountId, skus);
    expect(created.length).toBeGreaterThan(0);
    expect(created[0].platformUpdatedAt).toBe(new Date(shopifyProduct.updated_at).toISOString());

    const older = { ...shopifyProduct, title: 'Older Title', updated_at: '2020-01-01T00:00:00Z' };
    await invoke(webhook, shopifyWebhook(store.shop, 'products/update', older, 'evt-p2'));
    await runWorker();
    const after = await productsBySku(mine.accountId, skus);
    expect(after.map((p) => p.title)).toEqual(created.map((p) => p.title));
    expect(after.map((p) => p.id).sort()).toEqual(created.map((p) => p.id).sort());
    expect(await productsBySku(theirs.accountId, skus)).toEqual([]);

    await invoke(webhook, shopifyWebhook(store.shop, 'customers/create', shopifyCustomer, 'evt-c1'));
    await runWorker();
    const renamed = { ...shopifyCustomer, first_name: 'Renamed', updated_at: '2030-01-01T00:00:00Z' };
    await invoke(webhook, shopifyWebhook(store.shop, 'customers/update', renamed, 'evt-c2'));
    await runWorker();
    const id = await dynamoCustomerStore.findIdByEmail(mine.accountId, shopifyCustomer.email);
    expect(id).toBeDefined();
    expect((await dynamoCustomerStore.get(mine.accountId, id!))!.name).toContain('Renamed');
    expect(await dynamoCustomerStore.findIdByEmail(theirs.accountId, shopifyCustomer.email)).toBeUndefined();
    const types = (await dynamoActivityLog.listRecent(mine.accountId, 20)).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['product_new', 'customer_new', 'customer_updated']));
  });
});

describe("the deployed worker's wiring: the account's settings govern the import", () => {
  it('importOptions for the platform (units) and importAdditionalDetails come from the account settings', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    await dynamoAccountSettingsStore.put(
      mine.accountId,
      {
        ...defaultAccountSettings(),
        importAdditionalDetails: true,
        importOptions: { shopify: { defaultWeightUnits: 'kg' } },
      },
      0,
    );
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-w1'));
    const records = await drain();
    expect(((await realWorker({ Records: records }, lambdaContext)) as SQSBatchResponse).batchItemFailures).toEqual([]);
    expect(await land()).toEqual({ records: 1, failures: 0 });
    const [order] = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(order.comment).toContain('extra dry ice');
    expect(JSON.stringify(order.shipments)).toContain('"kg"');
  });
});

describe('WooCommerce: X-WC-Webhook-Signature with the store secret found through the shop claim', () => {
  it('valid once; a re-send (new delivery id, same version) is applied once; tampered, wrong secret, missing header: 401', async () => {
    const store = await connectTestStore(mine.accountId, 'woocommerce');
    expect(
      await invoke(webhook, wooWebhook(store.shop, store.webhookSecret, 'order.created', wooUkOrder, 'd-1')),
    ).toMatchObject(accepted);
    expect(
      await invoke(webhook, wooWebhook(store.shop, store.webhookSecret, 'order.created', wooUkOrder, 'd-2')),
    ).toMatchObject(accepted);
    expect(await runWorker(2)).toEqual({ records: 1, failures: 0 });
    expect(numbered(await ordersOf(mine.accountId), store.storeId, wooUkOrder.number)).toHaveLength(1);

    const good = wooWebhook(store.shop, store.webhookSecret, 'order.updated', wooUkOrder, 'd-3');
    for (const event of [
      wooWebhook(store.shop, store.webhookSecret, 'order.updated', null, 'd-3', {
        raw: good.body!.replace('Oliver', 'Mallory'),
        signature: good.headers['x-wc-webhook-signature'],
      }),
      wooWebhook(store.shop, store.webhookSecret, 'order.updated', wooUkOrder, 'd-3', { secret: 'wrong' }),
      wooWebhook(store.shop, store.webhookSecret, 'order.updated', wooUkOrder, 'd-3', { signature: null }),
    ])
      expect((await invoke(webhook, event)).status).toBe(401);
    expect(await drain()).toHaveLength(0);
  });

  it('an unknown or disconnected shop answers 401 like a bad signature', async () => {
    const unknown = wooWebhook('https://nobody.example.com', 'whatever', 'order.created', wooUkOrder, 'd-u');
    expect(await invoke(webhook, unknown)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const store = await connectTestStore(mine.accountId, 'woocommerce');
    await dynamoStoreConnections.disconnect(mine.accountId, store.storeId, new Date().toISOString());
    const gone = wooWebhook(store.shop, store.webhookSecret, 'order.created', wooUkOrder, 'd-g');
    expect(await invoke(webhook, gone)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await drain()).toHaveLength(0);
  });

  it('out of order and cancel before create', async () => {
    const store = await connectTestStore(mine.accountId, 'woocommerce');
    const newer = { ...wooUkOrder, date_modified_gmt: '2026-11-20T18:00:00', customer_note: 'newer' };
    await invoke(webhook, wooWebhook(store.shop, store.webhookSecret, 'order.updated', newer, 'd-n'));
    await invoke(webhook, wooWebhook(store.shop, store.webhookSecret, 'order.created', wooUkOrder, 'd-o'));
    await runWorker();
    const [order] = numbered(await ordersOf(mine.accountId), store.storeId, wooUkOrder.number);
    expect(order.comment).toContain('newer');

    const revived = { ...wooCancelledOrder, status: 'processing', date_modified_gmt: '2026-11-21T08:00:00' };
    await invoke(webhook, wooWebhook(store.shop, store.webhookSecret, 'order.updated', wooCancelledOrder, 'd-c1'));
    await runWorker();
    await invoke(webhook, wooWebhook(store.shop, store.webhookSecret, 'order.created', revived, 'd-c2'));
    await runWorker();
    const cancelled = numbered(await ordersOf(mine.accountId), store.storeId, wooCancelledOrder.number);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].isCancelled).toBe(true);
  });
});

describe('BigCommerce: the per-store secret header; the thin notification fetched back', () => {
  it('valid once (replay by hash); tampered, wrong secret, missing header: 401; an older fetched version does not overwrite', async () => {
    const store = await connectTestStore(mine.accountId, 'bigcommerce');
    served.set(`bigcommerce:${store.shop}:118`, bigCommerceOrder);
    const note = bigCommerceNotification(store.shop, 'store/order/created', 118, 'hash-1');
    expect(await invoke(webhook, bigCommerceWebhook(store.webhookSecret, note))).toMatchObject(accepted);
    expect(await invoke(webhook, bigCommerceWebhook(store.webhookSecret, note))).toMatchObject(accepted);
    expect(await runWorker(2)).toEqual({ records: 1, failures: 0 });
    expect(numbered(await ordersOf(mine.accountId), store.storeId, '118')).toHaveLength(1);
    expect(fetchCalls).toEqual([`bigcommerce:${store.shop}:118`, `bigcommerce:${store.shop}:118`]);

    const other = bigCommerceNotification(store.shop, 'store/order/updated', 118, 'hash-2');
    const good = bigCommerceWebhook(store.webhookSecret, other);
    for (const event of [
      bigCommerceWebhook(store.webhookSecret, other, {
        raw: good.body!.replace(store.shop, 'someoneelse'),
        signature: 'not-that-stores-secret',
      }),
      bigCommerceWebhook(store.webhookSecret, other, { secret: 'wrong' }),
      bigCommerceWebhook(store.webhookSecret, other, { signature: null }),
    ])
      expect((await invoke(webhook, event)).status).toBe(401);
    expect(await drain()).toHaveLength(0);

    // The store serves an older version (a replica lagging): not applied over the newer one.
    served.set(`bigcommerce:${store.shop}:118`, {
      ...bigCommerceOrder,
      date_modified: 'Fri, 20 Nov 2026 18:00:00 +0000',
      customer_message: 'older',
    });
    await invoke(webhook, good);
    await runWorker();
    const [order] = numbered(await ordersOf(mine.accountId), store.storeId, '118');
    expect(order.storeOrder!.platformUpdatedAt).toBe(new Date(bigCommerceOrder.date_modified).toISOString());
  });

  it('a fetch the store refuses for good is recorded on the store and never retried', async () => {
    const store = await connectTestStore(mine.accountId, 'bigcommerce');
    await invoke(
      webhook,
      bigCommerceWebhook(
        store.webhookSecret,
        bigCommerceNotification(store.shop, 'store/order/created', 999, 'hash-404'),
      ),
    );
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
    expect((await dynamoStoreConnections.get(mine.accountId, store.storeId))!.lastError).toContain('Not Found');
  });
});

describe('Square: x-square-hmacsha256-signature over the notification URL and body; the order fetched back', () => {
  it('valid once (replay by event_id); tampered, wrong key, another URL, missing header: 401; cancel only flags', async () => {
    const store = await connectTestStore(mine.accountId, 'square');
    served.set(`square:${store.shop}:${squareShipmentOrder.id}`, squareShipmentOrder);
    const note = squareNotification(store.shop, 'order.created', squareShipmentOrder.id, 'sq-evt-1');
    expect(await invoke(webhook, squareWebhook(note))).toMatchObject(accepted);
    expect(await invoke(webhook, squareWebhook(note))).toMatchObject(accepted);
    expect(await runWorker(2)).toEqual({ records: 1, failures: 0 });
    const number = squareShipmentOrder.reference_id;
    expect(numbered(await ordersOf(mine.accountId), store.storeId, number)).toHaveLength(1);

    const update = squareNotification(store.shop, 'order.updated', squareShipmentOrder.id, 'sq-evt-2');
    const good = squareWebhook(update);
    for (const event of [
      squareWebhook(update, {
        raw: good.body!.replace('sq-evt-2', 'sq-evt-9'),
        signature: good.headers['x-square-hmacsha256-signature'],
      }),
      squareWebhook(update, { secret: 'wrong' }),
      squareWebhook(update, { origin: 'https://attacker.example.com' }),
      squareWebhook(update, { signature: null }),
    ])
      expect((await invoke(webhook, event)).status).toBe(401);
    expect(await drain()).toHaveLength(0);

    served.set(`square:${store.shop}:${squareShipmentOrder.id}`, {
      ...squareShipmentOrder,
      state: 'CANCELED',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
    await invoke(webhook, good);
    await runWorker();
    const orders = numbered(await ordersOf(mine.accountId), store.storeId, number);
    expect(orders).toHaveLength(1);
    expect(orders[0].isCancelled).toBe(true);
  });
});

describe('tenancy: the account is the one that claims the verified shop, never the body', () => {
  it('a webhook signed for shop A never touches account B; the same order number in both stays two orders', async () => {
    const a = await connectTestStore(mine.accountId, 'shopify');
    const b = await connectTestStore(theirs.accountId, 'shopify');
    await invoke(webhook, shopifyWebhook(a.shop, 'orders/create', shopifyTexasOrder, 'evt-t1'));
    await invoke(webhook, shopifyWebhook(b.shop, 'orders/create', shopifyTexasOrder, 'evt-t1'));
    await runWorker();
    const number = shopifyNumber(shopifyTexasOrder);
    const mineOrders = numbered(await ordersOf(mine.accountId), a.storeId, number);
    const theirOrders = numbered(await ordersOf(theirs.accountId), b.storeId, number);
    expect(mineOrders).toHaveLength(1);
    expect(theirOrders).toHaveLength(1);
    expect(mineOrders[0].id).not.toBe(theirOrders[0].id);

    // An update for A's shop naming B's shop in its body changes only A's order.
    const sneaky = {
      ...shopifyTexasOrder,
      updated_at: '2026-11-21T09:00:00-06:00',
      tags: 'from-a',
      shop_domain: b.shop,
    };
    await invoke(webhook, shopifyWebhook(a.shop, 'orders/updated', sneaky, 'evt-t2'));
    await runWorker();
    expect(numbered(await ordersOf(mine.accountId), a.storeId, number)[0].tags).toEqual(['from-a']);
    expect(numbered(await ordersOf(theirs.accountId), b.storeId, number)[0].tags).not.toContain('from-a');
  });

  it("a shop claimed by A cannot be connected to B, and B's store secret cannot sign for A's shop", async () => {
    const a = await connectTestStore(mine.accountId, 'woocommerce');
    await expect(connectTestStore(theirs.accountId, 'woocommerce', { shop: a.shop })).rejects.toThrow(
      /another Shipdeck account/,
    );
    const b = await connectTestStore(theirs.accountId, 'woocommerce');
    const forged = wooWebhook(a.shop, b.webhookSecret, 'order.created', wooUkOrder, 'd-f');
    expect((await invoke(webhook, forged)).status).toBe(401);
    // The body saying it is B's site changes nothing: the header names the shop, its secret signs.
    const mislabelled = wooWebhook(b.shop, a.webhookSecret, 'order.created', wooUkOrder, 'd-m');
    expect((await invoke(webhook, mislabelled)).status).toBe(401);
    expect(await drain()).toHaveLength(0);
  });
});

describe('two hops: the store-events worker maps, the order-landing worker writes', () => {
  it('a store webhook lands in the grid only once both workers ran; the landing message names the claimed account', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    expect(
      await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-hop-1')),
    ).toMatchObject(accepted);
    const events = await drain();
    expect(((await worker({ Records: events }, lambdaContext)) as SQSBatchResponse).batchItemFailures).toEqual([]);
    // Mapped and recorded on the store, but not written yet: the order is the orders domain's to write.
    const number = shopifyNumber(shopifyTexasOrder);
    expect(numbered(await ordersOf(mine.accountId), store.storeId, number)).toHaveLength(0);
    expect(await dynamoStoreConnections.get(mine.accountId, store.storeId)).toMatchObject({
      lastEventTopic: 'orders/create',
    });

    const drafts = await drain(landingUrl);
    expect(drafts).toHaveLength(1);
    const sent = orderLandingMessageSchema.parse(JSON.parse(drafts[0].body));
    expect(sent).toMatchObject({
      kind: 'store-order',
      accountId: mine.accountId,
      storeId: store.storeId,
      platform: 'shopify',
      shop: store.shop,
      topic: 'orders/create',
      eventId: 'evt-hop-1',
      draft: { group: { orderNumber: number }, store: { orderNumber: number, cancelled: false } },
    });

    const res = (await landingWorker({ Records: drafts }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
    const orders = numbered(await ordersOf(mine.accountId), store.storeId, number);
    expect(orders).toHaveLength(1);
    expect(orders[0].storeOrder).toMatchObject({ platform: 'shopify', shop: store.shop });
    expect(numbered(await ordersOf(theirs.accountId), store.storeId, number)).toHaveLength(0);
  });

  it('redelivery at the second hop (the same message twice, and the store event sent on again) writes one order and one entry', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', shopifyTexasOrder, 'evt-hop-2'));
    const events = await drain();
    // The store event delivered twice: two landing messages of the same version.
    await worker({ Records: events }, lambdaContext);
    await worker({ Records: events }, lambdaContext);
    const drafts = await drain(landingUrl);
    expect(drafts).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      const res = (await landingWorker({ Records: drafts }, lambdaContext)) as SQSBatchResponse;
      expect(res.batchItemFailures).toEqual([]);
    }
    const orders = numbered(await ordersOf(mine.accountId), store.storeId, shopifyNumber(shopifyTexasOrder));
    expect(orders).toHaveLength(1);
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, orders[0].id);
    expect(activity.filter((a) => a.type === 'order_new')).toHaveLength(1);
  });

  it('an order the import refuses (a line over 10,000 lb) is noted on the store by the landing worker, never retried', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const heavy = {
      ...shopifyTexasOrder,
      line_items: shopifyTexasOrder.line_items.map((l, i) => (i === 0 ? { ...l, grams: 9_000_000 } : l)),
    };
    await invoke(webhook, shopifyWebhook(store.shop, 'orders/create', heavy, 'evt-hop-heavy'));
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
    const number = shopifyNumber(heavy);
    expect(numbered(await ordersOf(mine.accountId), store.storeId, number)).toHaveLength(0);
    expect((await dynamoStoreConnections.get(mine.accountId, store.storeId))!.lastError).toMatch(
      new RegExp(`^Shopify order ${number} not imported: weight: `),
    );
  });

  it('a draft past 256 KiB (500 lines) waits in S3 behind a pointer (key + sha256) and lands whole', async () => {
    const store = await connectTestStore(mine.accountId, 'shopify');
    const m = mapShopifyOrder(shopifyTexasOrder, { storeId: store.storeId, shop: store.shop, importOptions: {} });
    if (m.outcome !== 'mapped') throw new Error('fixture does not map');
    const template = m.group.rows[0];
    const rows = Array.from({ length: ORDER_LANDING_ROWS_MAX }, (_, i) => ({
      row: i + 1,
      values: {
        ...template.values,
        sku: `BULK-${i}`,
        productTitle: `Bulk line ${i} `.padEnd(200, 'x'),
        quantity: 1,
        comment: 'Gift wrap every line, please. '.repeat(16),
      },
    }));
    const draft = orderLandingDraftOf({ ...m, group: { ...m.group, rows } });
    await orderLandingQueue.send({
      kind: 'store-order',
      accountId: mine.accountId,
      storeId: store.storeId,
      platform: 'shopify',
      shop: store.shop,
      topic: 'orders/create',
      eventId: 'evt-hop-large',
      draft,
    });
    const records = await drain(landingUrl);
    expect(records).toHaveLength(1);
    expect(records[0].body.length).toBeLessThanOrEqual(QUEUE_MESSAGE_MAX_BYTES);
    const sent = JSON.parse(records[0].body);
    expect(sent.draft).toBeUndefined();
    expect(sent.draftRef.key).toMatch(
      new RegExp(`^${QUEUE_OVERFLOW_PREFIX}order-landing/${mine.accountId}/${sent.draftRef.sha256}\\.json$`),
    );
    const res = (await landingWorker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
    const [order] = numbered(await ordersOf(mine.accountId), store.storeId, m.store.orderNumber);
    expect(order.shipments.flatMap((s) => s.products)).toHaveLength(ORDER_LANDING_ROWS_MAX);
  });

  it('a landing message that is not one is left to SQS to retry and dead-letter (the store event was acknowledged)', async () => {
    for (const body of ['{"kind":"store-order","accountId":"a"}', 'not json'])
      await client.send(new SendMessageCommand({ QueueUrl: landingUrl, MessageBody: body }));
    const records = await drain(landingUrl);
    expect(records).toHaveLength(2);
    await expect(landingWorker({ Records: records }, lambdaContext)).rejects.toThrow(/All records failed/);
  });
});
