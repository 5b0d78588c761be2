import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { DEMO_ACCOUNT_ID } from '#infra/local/seed/demo-data.seed';
import { DEMO_SHOPIFY_SHOP, seedDemoStore } from '#infra/local/seed/demo-store.seed';
import { verifyShopifyWebhook } from '#functions/stores/webhooks/shopify.webhook';
import { SANDBOX_SHOPIFY_APP } from '#functions/stores/store-app-secrets';
import { startStoreSimulator, type StoreSimulator } from '../../../infra/local/store-simulators/store-simulator';

/** The demo account's simulated Shopify store: connected on every start, and its orders arrive by signed webhook. */
let sim: StoreSimulator;
const received: { path: string; headers: Record<string, string>; body: string }[] = [];
const app = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body });
    res.writeHead(200).end();
  });
});
let appUrl: string;

beforeAll(async () => {
  sim = await startStoreSimulator();
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(async () => {
  app.close();
  await sim.stop();
});

describe('demo store seed', () => {
  it('connects the demo shop once, subscribes its webhooks, and a placed order reaches the app signed', async () => {
    await seedDemoStore({ simulator: sim, appUrl });
    await seedDemoStore({ simulator: sim, appUrl });
    const stores = (await dynamoStoreConnections.list(DEMO_ACCOUNT_ID)).filter((c) => c.shop === DEMO_SHOPIFY_SHOP);
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({
      platform: 'shopify',
      status: 'connected',
      apiBaseUrl: `${sim.origin}/shopify/${DEMO_SHOPIFY_SHOP}`,
    });
    expect(await dynamoStoreConnections.credentials(DEMO_ACCOUNT_ID, stores[0]!.storeId)).toEqual({
      accessToken: sim.shopifyToken(DEMO_SHOPIFY_SHOP),
    });
    expect(sim.webhooks(DEMO_SHOPIFY_SHOP).filter((w) => w.topic === 'orders/create')).toHaveLength(1);

    const { order } = await sim.placeOrder(DEMO_SHOPIFY_SHOP);
    const delivery = received.find((r) => r.path === '/api/v1/webhooks/shopify/orders/create')!;
    expect(delivery).toBeDefined();
    const verdict = verifyShopifyWebhook(
      { headers: delivery.headers, rawBody: delivery.body },
      { secret: SANDBOX_SHOPIFY_APP.clientSecret },
    );
    expect(verdict).toMatchObject({ outcome: 'event', event: { shop: DEMO_SHOPIFY_SHOP, payload: { id: order.id } } });
  });

  it('leaves a demo store the merchant disconnected alone', async () => {
    const [store] = (await dynamoStoreConnections.list(DEMO_ACCOUNT_ID)).filter((c) => c.shop === DEMO_SHOPIFY_SHOP);
    await dynamoStoreConnections.disconnect(DEMO_ACCOUNT_ID, store!.storeId, new Date().toISOString());
    await seedDemoStore({ simulator: sim, appUrl });
    expect((await dynamoStoreConnections.get(DEMO_ACCOUNT_ID, store!.storeId))?.status).toBe('disconnected');
  });
});
