import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapShopifyOrder } from '#domain/stores/shopify-order.rules';
import type { StoreAccess } from '#domain/stores/ports';
import { verifyShopifyCallback } from '#functions/stores/oauth/shopify.oauth';
import { SANDBOX_SHOPIFY_APP } from '#functions/stores/store-app-secrets';
import { makeStoreAdapters } from '#functions/stores/store-apis';
import { verifyShopifyWebhook } from '#functions/stores/webhooks/shopify.webhook';
import { verifyBigCommerceWebhook } from '#functions/stores/webhooks/bigcommerce.webhook';
import { verifyWooCommerceWebhook } from '#functions/stores/webhooks/woocommerce.webhook';
import { mapWooCommerceOrder } from '#domain/stores/woocommerce-order.rules';
import { mapBigCommerceOrder } from '#domain/stores/bigcommerce-order.rules';
import { startStoreSimulator, type StoreSimulator } from '../../../infra/local/store-simulators/store-simulator';

/**
 * The local Shopify simulator speaks Shopify's wire format: what it signs, the repository's pure
 * verifiers accept; what the real adapter sends, it answers; what was pushed back, it records.
 */
const SHOP = 'hill-country-smokehouse.myshopify.com';
let sim: StoreSimulator;
let app: {
  origin: string;
  received: { headers: IncomingHttpHeaders; body: string; path: string }[];
  close: () => void;
};

beforeAll(async () => {
  sim = await startStoreSimulator();
  const received: { headers: IncomingHttpHeaders; body: string; path: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body, path: req.url ?? '' });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  app = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => server.close() };
});
afterAll(async () => {
  app.close();
  await sim.stop();
});

const adapters = () =>
  makeStoreAdapters({ origins: { mode: 'sandbox', simulatorUrl: sim.origin }, localRuntime: true });

async function install(shop: string, state: string): Promise<Record<string, string>> {
  const authorizeUrl = await adapters().shopify.authorizeUrl({
    shop,
    state,
    redirectUri: `${app.origin}/shopify/token`,
  });
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Install app');
  // The page's form submits its hidden fields to ./install, as a browser would.
  const form = new URL('install', authorizeUrl);
  form.search = new URL(authorizeUrl).search;
  const back = await fetch(form, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${app.origin}/shopify/token`);
  return Object.fromEntries(location.searchParams);
}

describe('local Shopify simulator', () => {
  it('installs with a callback the OAuth verifier accepts, and a token exchange that is single use', async () => {
    const query = await install(SHOP, 'Ab3dE9');
    expect(Object.keys(query).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(
      verifyShopifyCallback(query, {
        clientSecret: SANDBOX_SHOPIFY_APP.clientSecret,
        issuedState: 'Ab3dE9',
        now: new Date(),
      }),
    ).toMatchObject({ ok: true, shop: SHOP, code: query.code });
    expect(
      verifyShopifyCallback(
        { ...query, shop: 'other-shop.myshopify.com' },
        { clientSecret: SANDBOX_SHOPIFY_APP.clientSecret, issuedState: 'Ab3dE9', now: new Date() },
      ),
    ).toMatchObject({ ok: false, reason: 'bad hmac' });

    const grant = await adapters().shopify.exchangeCode({ shop: SHOP, code: query.code!, redirectUri: '' });
    expect(grant.credentials.accessToken).toBe(sim.shopifyToken(SHOP));
    expect(grant.apiBaseUrl).toBe(`${sim.origin}/shopify/${SHOP}`);
    await expect(
      adapters().shopify.exchangeCode({ shop: SHOP, code: query.code!, redirectUri: '' }),
    ).rejects.toMatchObject({
      retryable: false,
      status: 400,
    });
  });

  it('delivers orders/create signed as Shopify signs it to the registered callback, and records the fulfillment pushed back once', async () => {
    const shop = 'pecan-street-pantry.myshopify.com';
    const query = await install(shop, 'Zz9yX8');
    const grant = await adapters().shopify.exchangeCode({ shop, code: query.code!, redirectUri: '' });
    const access: StoreAccess = {
      connection: {
        storeId: 's1',
        platform: 'shopify',
        shop,
        name: shop,
        status: 'connected',
        scopes: grant.scopes,
        apiBaseUrl: grant.apiBaseUrl,
        connectedAt: new Date().toISOString(),
      },
      credentials: grant.credentials,
    };
    await adapters().shopify.registerWebhooks(access, `${app.origin}/api/v1/webhooks`);
    await adapters().shopify.registerWebhooks(access, `${app.origin}/api/v1/webhooks`); // again: no duplicates
    expect(
      sim
        .webhooks(shop)
        .map((w) => w.topic)
        .sort(),
    ).toEqual(['customers/create', 'orders/cancelled', 'orders/create', 'orders/updated', 'products/create']);

    const before = app.received.length;
    const { order, deliveries } = await sim.placeOrder(shop);
    expect(deliveries).toMatchObject([{ topic: 'orders/create', status: 200 }]);
    const delivery = app.received[before]!;
    expect(delivery.path).toBe('/api/v1/webhooks/shopify/orders/create');
    const verdict = verifyShopifyWebhook(
      { headers: delivery.headers as Record<string, string>, rawBody: delivery.body },
      { secret: SANDBOX_SHOPIFY_APP.clientSecret },
    );
    expect(verdict).toMatchObject({ outcome: 'event', event: { platform: 'shopify', topic: 'orders/create', shop } });
    expect(delivery.headers['x-shopify-triggered-at']).toBeTruthy();
    expect(
      verifyShopifyWebhook(
        { headers: delivery.headers as Record<string, string>, rawBody: delivery.body },
        { secret: 'another-secret' },
      ),
    ).toMatchObject({ outcome: 'rejected', status: 401 });

    // The payload maps like a real order: US address, SKUs of the demo catalog.
    const mapped = mapShopifyOrder(JSON.parse(delivery.body), { storeId: 's1', importOptions: {}, shop });
    expect(mapped.outcome).toBe('mapped');

    const id = String(order.id);
    expect(await adapters().shopify.fetchOrder(access, id)).toMatchObject({ id: order.id, name: order.name });
    const push = { externalOrderId: id, trackingCode: '9400111899223456789012', carrier: 'USPS', notifyCustomer: true };
    const first = await adapters().shopify.pushFulfillment(access, push);
    const second = await adapters().shopify.pushFulfillment(access, push);
    expect(second).toEqual(first);
    expect(sim.fulfillments(shop)).toMatchObject([
      {
        id: first.fulfillmentId,
        orderId: id,
        trackingInfo: { number: '9400111899223456789012', company: 'USPS' },
        notifyCustomer: true,
      },
    ]);
    await expect(adapters().shopify.pushFulfillment(access, { ...push, trackingCode: 'OTHER' })).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('refuses the Admin API without the shop’s token', async () => {
    const res = await fetch(`${sim.origin}/shopify/${SHOP}/admin/api/2025-01/orders/1.json`, {
      headers: { 'x-shopify-access-token': sim.shopifyToken('another-shop.myshopify.com') },
    });
    expect(res.status).toBe(401);
  });
});

describe('local WooCommerce and BigCommerce simulators', () => {
  const accessOf = (
    platform: 'woocommerce' | 'bigcommerce',
    grant: Awaited<ReturnType<ReturnType<typeof adapters>['woocommerce']['checkKeys']>>,
  ): StoreAccess => ({
    connection: {
      storeId: 's',
      platform,
      shop: grant.shop,
      name: grant.name,
      status: 'connected',
      scopes: [],
      apiBaseUrl: grant.apiBaseUrl,
      connectedAt: new Date().toISOString(),
    },
    credentials: grant.credentials,
  });

  it('WooCommerce signs order.created with the webhook’s secret as the verifier expects; the order maps', async () => {
    const host = 'brisket-barn.example.com';
    const grant = await adapters().woocommerce.checkKeys({
      siteUrl: `https://${host}`,
      ...sim.keyStores.wooKeys(host),
    });
    await adapters().woocommerce.registerWebhooks(accessOf('woocommerce', grant), `${app.origin}/api/v1/webhooks`);
    const before = app.received.length;
    await sim.keyStores.placeWooOrder(host);
    const delivery = app.received[before]!;
    expect(delivery.path).toBe('/api/v1/webhooks/woocommerce/order.created');
    const raw = { headers: delivery.headers as Record<string, string>, rawBody: delivery.body };
    const verdict = verifyWooCommerceWebhook(raw, { secret: grant.credentials.webhookSecret! });
    expect(verdict).toMatchObject({ outcome: 'event', event: { shop: `https://${host}`, topic: 'order.created' } });
    expect(verifyWooCommerceWebhook(raw, { secret: 'wrong' })).toMatchObject({ outcome: 'rejected' });
    const mapped = mapWooCommerceOrder(JSON.parse(delivery.body), {
      storeId: 's',
      importOptions: {},
      shop: `https://${host}`,
    });
    expect(mapped.outcome).toBe('mapped');
  });

  it('BigCommerce sends a thin event with the hook’s secret header; the order read back maps', async () => {
    const hash = 'smk42';
    const grant = await adapters().bigcommerce.checkKeys({
      storeHash: hash,
      accessToken: sim.keyStores.bigCommerceToken(hash),
    });
    const access = accessOf('bigcommerce', grant);
    await adapters().bigcommerce.registerWebhooks(access, `${app.origin}/api/v1/webhooks`);
    const before = app.received.length;
    const { order } = await sim.keyStores.placeBigCommerceOrder(hash);
    const delivery = app.received[before]!;
    expect(delivery.path).toBe('/api/v1/webhooks/bigcommerce/store/order/created');
    const verdict = verifyBigCommerceWebhook(
      { headers: delivery.headers as Record<string, string>, rawBody: delivery.body },
      { secret: grant.credentials.webhookSecret! },
    );
    expect(verdict).toMatchObject({
      outcome: 'event',
      event: { shop: hash, resource: { type: 'order', id: String(order.id) } },
    });
    const fetched = await adapters().bigcommerce.fetchOrder(access, String(order.id));
    expect(mapBigCommerceOrder(fetched, { storeId: 's', importOptions: {}, shop: hash }).outcome).toBe('mapped');
  });
});
