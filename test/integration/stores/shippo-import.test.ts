import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import { SHIPPO_API_KEY_MESSAGE } from '#domain/stores/store-connect.schema';
import { STORE_IMPORT_TOPIC, storeEventMessageSchema } from '#domain/stores/store-event.message';
import type { SqsLocal } from '#infra/local/sqs-local';
import { startStoreSimulator, type StoreSimulator } from '#infra/local/store-simulators/store-simulator';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { SHIPPO_PAGE_SIZE, shippoShopOf } from '#functions/stores/adapters/shippo.store-api';
import { OrderEntity } from '#functions/orders/db/order.entity';
import { resetConfigForTests } from '#lib/config';
import type { Handler } from '#lib/http/http-route';
import { onTable } from '#lib/db/table';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { drainQueue, startStoreQueues } from '#test/support/store-queues';

/**
 * Shippo end to end on this machine: POST /api/v1/stores/connect with a token of the local Shippo
 * simulator, the import's first page queued on store-events, the store worker reading the pages
 * (each queueing the next) and the orders landing through the orders domain's worker.
 */
let sim: StoreSimulator;
let sqs: SqsLocal;
let client: SQSClient;
let eventsUrl: string;
let landingUrl: string;
let connect: Handler;
let storeWorker: (event: SQSEvent, context: typeof lambdaContext) => Promise<unknown>;
let landingWorker: typeof storeWorker;

beforeAll(async () => {
  sim = await startStoreSimulator();
  ({ sqs, client, eventsUrl, landingUrl } = await startStoreQueues());
  process.env.APP_URL = 'http://localhost:3999';
  process.env.STORE_SIMULATOR_URL = sim.origin;
  process.env.SHIPDECK_LOCAL_RUNTIME = 'true';
  process.env.SHIPDECK_ADAPTERS = 'sandbox';
  resetConfigForTests();
  connect = (await import('#functions/stores/handlers/connect-store.handler')).handler;
  storeWorker = (await import('#functions/stores/handlers/apply-store-event.worker')).handler as never;
  landingWorker = (await import('#functions/orders/handlers/land-store-order.worker')).handler as never;
});

afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
  await sim?.stop();
});

const connectShippo = (user: TestUser, accountId: string, apiKey: string) =>
  invoke(
    connect,
    apiEvent({
      method: 'POST',
      path: '/api/v1/stores/connect',
      user,
      accountId,
      body: { platform: 'shippo', apiKey },
    }),
  );

const drain = (url: string) => drainQueue(client, url);

async function run(worker: typeof storeWorker, url: string) {
  const records = await drain(url);
  const res = (await worker({ Records: records }, lambdaContext)) as SQSBatchResponse;
  expect(res.batchItemFailures).toEqual([]);
  return records;
}

async function ordersOf(accountId: string): Promise<OrderRecord[]> {
  const { data } = await onTable(OrderEntity).query.byView({ accountId, view: 'active' }).go({ pages: 'all' });
  return data.map((i) => i.doc as OrderRecord);
}

describe('Shippo: connect with an API token, the last 30 days of orders imported page by page', () => {
  it('connects, queues the first page, reads every page and lands each order once', async () => {
    const { accountId, owner } = await createTestAccount('Moving Over Farm');
    await addTestWarehouse(owner, accountId);
    const name = `farm-${accountId.slice(0, 8)}`;
    const token = sim.shippo.tokenOf(name);
    sim.shippo.placeOrder(name, new Date(Date.now() - 45 * 86_400_000)); // older than the import reads
    for (let i = 0; i < SHIPPO_PAGE_SIZE + 3; i++) sim.shippo.placeOrder(name);

    const res = await connectShippo(owner, accountId, token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'connected',
      store: { platform: 'shippo', shop: shippoShopOf(token), status: 'connected' },
    });
    expect(JSON.stringify(res.body)).not.toContain(token);
    const storeId = res.body.store.storeId as string;
    expect(await dynamoStoreConnections.credentials(accountId, storeId)).toEqual({ accessToken: token });

    const first = await run(storeWorker, eventsUrl);
    expect(first).toHaveLength(1);
    const page1 = storeEventMessageSchema.parse(JSON.parse(first[0]!.body));
    expect(page1).toMatchObject({ platform: 'shippo', topic: STORE_IMPORT_TOPIC, accountId, storeId });
    expect(page1.payload).toMatchObject({ page: 1 });
    const second = await run(storeWorker, eventsUrl);
    expect(second).toHaveLength(1);
    expect(JSON.parse(second[0]!.body).payload).toMatchObject({ page: 2, cursor: '2' });
    expect(await drain(eventsUrl)).toEqual([]);

    await run(landingWorker, landingUrl);
    const orders = (await ordersOf(accountId)).filter((o) => o.storeId === storeId);
    expect(orders).toHaveLength(SHIPPO_PAGE_SIZE + 3);
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(SHIPPO_PAGE_SIZE + 3);
    expect(orders[0]!.storeOrder).toMatchObject({ platform: 'shippo' });

    // Reconnecting imports again: the same orders are recognised, none is added twice.
    expect((await connectShippo(owner, accountId, token)).status).toBe(201);
    await run(storeWorker, eventsUrl);
    await run(storeWorker, eventsUrl);
    await run(landingWorker, landingUrl);
    expect((await ordersOf(accountId)).filter((o) => o.storeId === storeId)).toHaveLength(SHIPPO_PAGE_SIZE + 3);
  });

  it('a token Shippo refuses is 400 on the token field; a malformed one 400 in Shippo’s words; nothing is queued', async () => {
    const { accountId, owner } = await createTestAccount();
    const refused = await connectShippo(owner, accountId, `shippo_test_${'0'.repeat(40)}`);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.apiKey).toBe('Shippo refused these credentials');
    const malformed = await connectShippo(owner, accountId, 'not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors.apiKey).toBe(SHIPPO_API_KEY_MESSAGE);
    expect(await drain(eventsUrl)).toEqual([]);
  });

  it('needs edit_integrations (403), and a Shippo account connected to one Shipdeck account is 409 for another', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const token = sim.shippo.tokenOf(`shared-${a.accountId.slice(0, 8)}`);
    const packer = await addTestMember(a.accountId, { view_orders: true } as never);
    expect((await connectShippo(packer, a.accountId, token)).status).toBe(403);
    expect((await connectShippo(a.owner, a.accountId, token)).status).toBe(201);
    const taken = await connectShippo(b.owner, b.accountId, token);
    expect(taken.status).toBe(409);
    expect((await dynamoStoreConnections.list(b.accountId)).some((s) => s.platform === 'shippo')).toBe(false);
    await drain(eventsUrl);
  });
});
