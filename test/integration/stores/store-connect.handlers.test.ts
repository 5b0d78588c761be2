import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Handler } from '#lib/http/http-route';
import { storePlatformProfile } from '#domain/stores/store-platforms.rules';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { postStoreRoute, startStoreConnectRoutes } from '../../support/store-connect-routes';
import { addTestMember, createTestAccount } from '../../support/accounts';
import type { StoreSimulator } from '../../../infra/local/store-simulators/store-simulator';

/**
 * POST /api/v1/stores/connect and /api/v1/stores/oauth/{platform} against DynamoDB Local and the
 * local Shopify simulator (the same adapters as the cloud, pointed at it by configuration).
 */
const APP = 'http://localhost:3999';
let sim: StoreSimulator;
let connect: Handler;
let oauth: Handler;

beforeAll(async () => {
  ({ sim, connect, oauth } = await startStoreConnectRoutes(APP));
});
afterAll(() => sim.stop());

const post = postStoreRoute;

const newShop = () => `smokehouse-${randomUUID().slice(0, 8)}.myshopify.com`;

/** The merchant clicks Install on the simulator's page; the browser lands on /shopify/token with this query. */
async function installAt(authorizeUrl: string): Promise<Record<string, string>> {
  expect((await fetch(authorizeUrl)).status).toBe(200);
  const form = new URL('install', authorizeUrl);
  form.search = new URL(authorizeUrl).search;
  const back = await fetch(form, { redirect: 'manual' });
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${APP}/shopify/token`);
  return Object.fromEntries(location.searchParams);
}

describe('connect a Shopify store through OAuth', () => {
  it('redirects to the shop’s install page, connects on the return, registers the webhooks; the link works once', async () => {
    const { accountId, owner } = await createTestAccount();
    const shop = newShop();
    const start = await post(connect, owner, accountId, { platform: 'shopify', shop: shop.toUpperCase() });
    expect(start.status).toBe(200);
    expect(start.body.kind).toBe('redirect');
    const authorizeUrl = new URL(start.body.authorizeUrl);
    expect(authorizeUrl.href.startsWith(`${sim.origin}/shopify/${shop}/admin/oauth/authorize?`)).toBe(true);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${APP}/shopify/token`);
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{6}$/);

    const query = await installAt(start.body.authorizeUrl);
    const done = await post(oauth, owner, accountId, { query }, 'shopify');
    expect(done.status).toBe(201);
    expect(done.body.store).toMatchObject({ platform: 'shopify', shop, status: 'connected' });
    expect(done.body.store.apiBaseUrl).toBeUndefined();
    expect((await dynamoStoreConnections.get(accountId, done.body.store.storeId))?.apiBaseUrl).toBe(
      `${sim.origin}/shopify/${shop}`,
    );
    expect(done.body.store.lastError).toBeUndefined();
    expect(JSON.stringify(done.body)).not.toContain(sim.shopifyToken(shop));
    expect(await dynamoStoreConnections.credentials(accountId, done.body.store.storeId)).toEqual({
      accessToken: sim.shopifyToken(shop),
    });
    expect(sim.webhooks(shop).map((w) => w.callbackUrl)).toContain(`${APP}/api/v1/webhooks/shopify/orders/create`);

    const replayed = await post(oauth, owner, accountId, { query }, 'shopify');
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toMatch(/invalid or has expired/);
  });

  it('refuses a tampered callback without spending the state', async () => {
    const { accountId, owner } = await createTestAccount();
    const start = await post(connect, owner, accountId, { platform: 'shopify', shop: newShop() });
    const query = await installAt(start.body.authorizeUrl);
    const forged = await post(oauth, owner, accountId, { query: { ...query, code: 'attacker-code' } }, 'shopify');
    expect(forged.status).toBe(400);
    expect(forged.body.fieldErrors).toEqual({ query: 'bad hmac' });
    expect((await post(oauth, owner, accountId, { query }, 'shopify')).status).toBe(201);
  });

  it('cross-tenant: a state issued for account A cannot connect a store for B, nor for another user of A', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const start = await post(connect, a.owner, a.accountId, { platform: 'shopify', shop: newShop() });
    const query = await installAt(start.body.authorizeUrl);
    const asB = await post(oauth, b.owner, b.accountId, { query }, 'shopify');
    expect(asB.status).toBe(400);
    expect(await dynamoStoreConnections.list(b.accountId)).toEqual([]);

    const start2 = await post(connect, a.owner, a.accountId, { platform: 'shopify', shop: newShop() });
    const query2 = await installAt(start2.body.authorizeUrl);
    const teammate = await addTestMember(a.accountId, { edit_integrations: true } as never);
    expect((await post(oauth, teammate, a.accountId, { query: query2 }, 'shopify')).status).toBe(400);
    expect(await dynamoStoreConnections.list(a.accountId)).toEqual([]);
  });

  it('cross-tenant: a shop held by account A answers 409 for B', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const shop = newShop();
    const startA = await post(connect, a.owner, a.accountId, { platform: 'shopify', shop });
    expect(
      (await post(oauth, a.owner, a.accountId, { query: await installAt(startA.body.authorizeUrl) }, 'shopify')).status,
    ).toBe(201);
    const startB = await post(connect, b.owner, b.accountId, { platform: 'shopify', shop });
    const taken = await post(
      oauth,
      b.owner,
      b.accountId,
      { query: await installAt(startB.body.authorizeUrl) },
      'shopify',
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already connected to another Shipdeck account/);
    expect((await dynamoStoreConnections.findByShop('shopify', shop))?.accountId).toBe(a.accountId);
  });

  it('the return must name the shop the connection was started for', async () => {
    const { accountId, owner } = await createTestAccount();
    const start = await post(connect, owner, accountId, { platform: 'shopify', shop: newShop() });
    const state = new URL(start.body.authorizeUrl).searchParams.get('state')!;
    // A genuine install of another shop, carrying this connection's state.
    const other = newShop();
    const otherUrl = new URL(start.body.authorizeUrl.replace(/\/shopify\/[^/]+\//, `/shopify/${other}/`));
    otherUrl.searchParams.set('state', state);
    const query = await installAt(otherUrl.toString());
    const res = await post(oauth, owner, accountId, { query }, 'shopify');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ query: 'bad shop' });
  });
});

describe('connect: permissions, plan limit, kinds', () => {
  it('needs edit_integrations', async () => {
    const { accountId } = await createTestAccount();
    const packer = await addTestMember(accountId, { view_orders: true } as never);
    expect((await post(connect, packer, accountId, { platform: 'custom', name: 'Wholesale' })).status).toBe(403);
    expect((await post(oauth, packer, accountId, { query: {} }, 'shopify')).status).toBe(403);
  });

  it('counts stores against the plan (start: 1); reconnecting the same store does not count twice', async () => {
    const { accountId, owner } = await createTestAccount('Start Foods', {
      selectedPlan: 'start',
      subscriptionVersion: 'v2',
    });
    const first = await post(connect, owner, accountId, { platform: 'custom', name: 'Wholesale' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'connected', store: { platform: 'custom', name: 'Wholesale' } });
    const again = await post(connect, owner, accountId, { platform: 'custom', name: 'wholesale' });
    expect(again.status).toBe(201);
    expect(again.body.store.storeId).toBe(first.body.store.storeId);
    const second = await post(connect, owner, accountId, { platform: 'custom', name: 'Farmers market' });
    expect(second.status).toBe(402);
    expect(second.body.code).toBe('upgrade_prompt');
    const shopify = await post(connect, owner, accountId, { platform: 'shopify', shop: newShop() });
    expect(shopify.status).toBe(402);
    expect(await dynamoStoreConnections.list(accountId)).toHaveLength(1);
  });

  it('custom stores of two accounts may share a name', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    expect((await post(connect, a.owner, a.accountId, { platform: 'custom', name: 'Wholesale' })).status).toBe(201);
    expect((await post(connect, b.owner, b.accountId, { platform: 'custom', name: 'Wholesale' })).status).toBe(201);
  });

  it('a platform not offered yet answers 400 with its reason; bad input 400 with field messages', async () => {
    const { accountId, owner } = await createTestAccount();
    const freshly = await post(connect, owner, accountId, { platform: 'freshly' });
    expect(freshly.status).toBe(400);
    const freshlyStatus = storePlatformProfile('freshly').availability;
    expect(freshlyStatus.status).toBe('not yet');
    expect(freshly.body.message).toContain(freshlyStatus.status === 'not yet' ? freshlyStatus.reason : '?');
    expect(freshly.body.message).toMatch(/public Freshly merchant API/);
    const bad = await post(connect, owner, accountId, { platform: 'shopify', shop: 'https://evil.example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.shop).toBeTruthy();
    const local = await post(connect, owner, accountId, {
      platform: 'woocommerce',
      siteUrl: 'https://localhost',
      consumerKey: 'ck_a',
      consumerSecret: 'cs_b',
    });
    expect(local.status).toBe(400);
    expect(local.body.fieldErrors.siteUrl).toBe('Invalid URL');
    for (const siteUrl of ['https://localhost.', 'https://localhost.localdomain']) {
      const named = await post(connect, owner, accountId, {
        platform: 'woocommerce',
        siteUrl,
        consumerKey: 'ck_a',
        consumerSecret: 'cs_b',
      });
      expect(named.status).toBe(400);
      expect(named.body.fieldErrors.siteUrl).toBe('Invalid URL');
    }
    expect((await post(oauth, owner, accountId, { query: {} }, 'freshly')).status).toBe(400);
  });
});

describe('connect WooCommerce and BigCommerce stores with their keys', () => {
  it('WooCommerce: keys read back from the site, webhooks signed with a per-store secret, fulfillment recorded once', async () => {
    const { accountId, owner } = await createTestAccount();
    const host = `pit-${randomUUID().slice(0, 8)}.example.com`;
    const keys = sim.keyStores.wooKeys(host);
    const wrong = await post(connect, owner, accountId, {
      platform: 'woocommerce',
      siteUrl: `https://${host}`,
      consumerKey: keys.consumerKey,
      consumerSecret: 'cs_wrong',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ consumerKey: 'WooCommerce refused these credentials' });
    expect(await dynamoStoreConnections.list(accountId)).toEqual([]);

    const res = await post(connect, owner, accountId, {
      platform: 'woocommerce',
      siteUrl: `https://${host}/`,
      ...keys,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'connected', store: { platform: 'woocommerce', shop: `https://${host}` } });
    expect(res.body.store.lastError).toBeUndefined();
    const credentials = await dynamoStoreConnections.credentials(accountId, res.body.store.storeId);
    expect(credentials?.webhookSecret).toBeTruthy();

    const { order, deliveries } = await sim.keyStores.placeWooOrder(host);
    expect(deliveries.map((d) => d.url)).toEqual([`${APP}/api/v1/webhooks/woocommerce/order.created`]);

    const { storeApiFor } = await import('#functions/stores/store-apis');
    const access = {
      connection: (await dynamoStoreConnections.get(accountId, res.body.store.storeId))!,
      credentials: credentials!,
    };
    const push = {
      externalOrderId: String(order.id),
      trackingCode: '9400111899223456789012',
      carrier: 'USPS',
      notifyCustomer: true,
    };
    await storeApiFor('woocommerce').pushFulfillment(access, push);
    await storeApiFor('woocommerce').pushFulfillment(access, push);
    expect(sim.keyStores.wooOrder(host, String(order.id))).toMatchObject({ status: 'completed' });
    expect(sim.keyStores.wooNotes(host, String(order.id))).toHaveLength(1);
  });

  it('BigCommerce: the token read back, hooks carrying the secret header, a shipment per fulfillment', async () => {
    const { accountId, owner } = await createTestAccount();
    const hash = `s${randomUUID().slice(0, 8)}`;
    expect(
      (await post(connect, owner, accountId, { platform: 'bigcommerce', storeHash: hash, accessToken: 'nope' })).status,
    ).toBe(400);
    const res = await post(connect, owner, accountId, {
      platform: 'bigcommerce',
      storeHash: hash,
      accessToken: sim.keyStores.bigCommerceToken(hash),
    });
    expect(res.status).toBe(201);
    expect(res.body.store).toMatchObject({ platform: 'bigcommerce', shop: hash, name: `Store ${hash}` });
    const credentials = (await dynamoStoreConnections.credentials(accountId, res.body.store.storeId))!;

    // The hook's destination is the app (nothing listens on APP here): the subscription is what this checks.
    const { order, deliveries } = await sim.keyStores.placeBigCommerceOrder(hash);
    expect(deliveries.map((d) => d.url)).toEqual([`${APP}/api/v1/webhooks/bigcommerce/store/order/created`]);

    const { storeApiFor } = await import('#functions/stores/store-apis');
    const access = { connection: (await dynamoStoreConnections.get(accountId, res.body.store.storeId))!, credentials };
    const fetched = (await storeApiFor('bigcommerce').fetchOrder(access, String(order.id))) as Record<string, unknown>;
    expect(fetched).toMatchObject({ id: order.id, products: [expect.objectContaining({ sku: expect.any(String) })] });
    const push = {
      externalOrderId: String(order.id),
      trackingCode: '1Z999AA10123456784',
      carrier: 'UPS',
      notifyCustomer: false,
    };
    const first = await storeApiFor('bigcommerce').pushFulfillment(access, push);
    expect(await storeApiFor('bigcommerce').pushFulfillment(access, push)).toEqual(first);
    expect(sim.keyStores.bigCommerceShipments(hash, String(order.id))).toMatchObject([
      { tracking_number: '1Z999AA10123456784', tracking_carrier: 'ups' },
    ]);
  });
});

describe('connect a Square seller through OAuth', () => {
  it('consents on the seller page, exchanges the code, the store is the merchant; fulfillment completes the shipment once', async () => {
    const { accountId, owner } = await createTestAccount();
    const start = await post(connect, owner, accountId, { platform: 'square' });
    expect(start.status).toBe(200);
    const authorizeUrl = new URL(start.body.authorizeUrl);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${sim.origin}/square/oauth2/authorize`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${APP}/square/token`);
    expect(authorizeUrl.searchParams.get('scope')).toContain('ORDERS_WRITE');
    const page = await (await fetch(authorizeUrl)).text();
    const merchantId = /name="merchant_id" value="([A-Z0-9]+)"/.exec(page)![1]!;
    const allow = new URL('allow', authorizeUrl);
    allow.search = authorizeUrl.search;
    allow.searchParams.set('merchant_id', merchantId);
    const back = await fetch(allow, { redirect: 'manual' });
    const query = Object.fromEntries(new URL(back.headers.get('location')!).searchParams);

    const asOther = await createTestAccount();
    // Square's callback is unsigned: the state, bound to this account and user, is what holds.
    expect((await post(oauth, asOther.owner, asOther.accountId, { query }, 'square')).status).toBe(400);

    const start2 = await post(connect, owner, accountId, { platform: 'square' });
    const url2 = new URL(start2.body.authorizeUrl);
    const allow2 = new URL('allow', url2);
    allow2.search = url2.search;
    allow2.searchParams.set('merchant_id', merchantId);
    const query2 = Object.fromEntries(
      new URL((await fetch(allow2, { redirect: 'manual' })).headers.get('location')!).searchParams,
    );
    const done = await post(oauth, owner, accountId, { query: query2 }, 'square');
    expect(done.status).toBe(201);
    expect(done.body.store).toMatchObject({ platform: 'square', shop: merchantId.toLowerCase() });
    expect((await dynamoStoreConnections.get(accountId, done.body.store.storeId))?.apiBaseUrl).toBe(
      `${sim.origin}/square`,
    );
    const credentials = (await dynamoStoreConnections.credentials(accountId, done.body.store.storeId))!;
    expect(credentials.refreshToken).toBeTruthy();

    const order = sim.square.placeOrder(merchantId);
    const { storeApiFor } = await import('#functions/stores/store-apis');
    const access = { connection: (await dynamoStoreConnections.get(accountId, done.body.store.storeId))!, credentials };
    const push = {
      externalOrderId: order.id,
      trackingCode: '1Z999AA10123456784',
      carrier: 'UPS',
      notifyCustomer: true,
    };
    const first = await storeApiFor('square').pushFulfillment(access, push);
    expect(await storeApiFor('square').pushFulfillment(access, push)).toEqual(first);
    expect(sim.square.order(merchantId, order.id)).toMatchObject({
      version: 2,
      fulfillments: [
        { state: 'COMPLETED', shipment_details: { carrier: 'UPS', tracking_number: '1Z999AA10123456784' } },
      ],
    });
  });
});
