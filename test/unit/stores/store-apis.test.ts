import { describe, expect, it } from 'vitest';
import { StoreApiError, type StoreAccess, type StoreFulfillment } from '#domain/stores/ports';
import type { StorePlatform } from '#domain/constants/settings.constants';
import { BIGCOMMERCE_SECRET_HEADER } from '#domain/stores/store-platforms.rules';
import type { FetchLike } from '#functions/stores/adapters/store-http';
import { SANDBOX_SHOPIFY_APP } from '#functions/stores/store-app-secrets';
import { makeStoreAdapters, storeApiFor } from '#functions/stores/store-apis';
import * as F from './fixtures/store-api.fixtures';

interface Expected {
  method: string;
  url: string;
  status?: number;
  answer?: unknown;
  /** Fails the call as the network would. */
  network?: boolean;
}
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replays recorded answers in order and keeps what was sent; an unexpected call fails the test. */
function replay(expected: Expected[]) {
  const seen: Seen[] = [];
  const fetchFn: FetchLike = async (url, init = {}) => {
    const next = expected.shift();
    const method = init.method ?? 'GET';
    seen.push({
      method,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (!next) throw new Error(`unexpected call ${method} ${url}`);
    expect(`${method} ${url}`).toBe(`${next.method} ${next.url}`);
    if (next.network) throw new TypeError('fetch failed');
    const text = next.answer === undefined ? '' : JSON.stringify(next.answer);
    return new Response(text === '' ? null : text, { status: next.status ?? 200 });
  };
  const adapters = makeStoreAdapters({ fetch: fetchFn, origins: { mode: 'live' } });
  return { adapters, seen, left: expected };
}

const access = (platform: StorePlatform, apiBaseUrl: string, credentials: StoreAccess['credentials']): StoreAccess => ({
  connection: {
    storeId: 'store-1',
    platform,
    shop: 'shop',
    name: 'Shop',
    status: 'connected',
    scopes: [],
    apiBaseUrl,
    connectedAt: '2026-11-20T00:00:00.000Z',
  },
  credentials,
});

const fulfillment: StoreFulfillment = {
  externalOrderId: '5510293848211',
  trackingCode: '1Z999AA10123456784',
  carrier: 'UPS',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  notifyCustomer: true,
};

const SHOP = 'https://hill-country-smokehouse.myshopify.com';
const shopify = access('shopify', SHOP, { accessToken: 'shpat_token' });
const GRAPHQL = `${SHOP}/admin/api/2025-01/graphql.json`;

describe('Shopify adapter (Admin API)', () => {
  it('reads an order through REST with the shop token', async () => {
    const { adapters, seen } = replay([
      {
        method: 'GET',
        url: `${SHOP}/admin/api/2025-01/orders/5510293848211.json`,
        answer: { order: { id: 5510293848211 } },
      },
    ]);
    await expect(adapters.shopify.fetchOrder(shopify, '5510293848211')).resolves.toEqual({ id: 5510293848211 });
    expect(seen[0]!.headers['x-shopify-access-token']).toBe('shpat_token');
  });

  it('creates the fulfillment on the open fulfillment orders with tracking and the notify flag', async () => {
    const { adapters, seen, left } = replay([
      { method: 'POST', url: GRAPHQL, answer: F.shopifyFulfillmentOrdersAnswer },
      { method: 'POST', url: GRAPHQL, answer: F.shopifyFulfillmentCreateAnswer },
    ]);
    await expect(adapters.shopify.pushFulfillment(shopify, fulfillment)).resolves.toEqual({
      fulfillmentId: 'gid://shopify/Fulfillment/4075788198',
    });
    expect(left).toEqual([]);
    expect((seen[0]!.body as { variables: unknown }).variables).toEqual({ id: 'gid://shopify/Order/5510293848211' });
    const create = seen[1]!.body as { query: string; variables: unknown };
    expect(create.query).toMatch(/fulfillmentCreate\(fulfillment: \$fulfillment\)/);
    expect(create.variables).toEqual({
      fulfillment: {
        lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/6639273001107' }],
        trackingInfo: { number: '1Z999AA10123456784', company: 'UPS', url: fulfillment.trackingUrl },
        notifyCustomer: true,
      },
    });
    expect(seen[1]!.headers['content-type']).toBe('application/json');
  });

  it('a retry after a lost answer finds the fulfillment already made and creates no second one', async () => {
    const { adapters, left } = replay([{ method: 'POST', url: GRAPHQL, answer: F.shopifyAlreadyFulfilledAnswer }]);
    await expect(adapters.shopify.pushFulfillment(shopify, fulfillment)).resolves.toEqual({
      fulfillmentId: 'gid://shopify/Fulfillment/4075788197',
    });
    expect(left).toEqual([]);
  });

  it('maps refusals and throttling: userErrors are final, THROTTLED and 5xx retry, 401 does not', async () => {
    const refused = replay([
      { method: 'POST', url: GRAPHQL, answer: F.shopifyFulfillmentOrdersAnswer },
      { method: 'POST', url: GRAPHQL, answer: F.shopifyFulfillmentRefusedAnswer },
    ]);
    await expect(refused.adapters.shopify.pushFulfillment(shopify, fulfillment)).rejects.toMatchObject({
      name: 'StoreApiError',
      retryable: false,
      message: expect.stringContaining('unfulfillable'),
    });
    const throttled = replay([{ method: 'POST', url: GRAPHQL, answer: F.shopifyThrottledAnswer }]);
    await expect(throttled.adapters.shopify.pushFulfillment(shopify, fulfillment)).rejects.toMatchObject({
      retryable: true,
    });
    const down = replay([{ method: 'POST', url: GRAPHQL, status: 503, answer: { errors: 'Service unavailable' } }]);
    await expect(down.adapters.shopify.pushFulfillment(shopify, fulfillment)).rejects.toMatchObject({
      retryable: true,
      status: 503,
    });
    const revoked = replay([
      { method: 'POST', url: GRAPHQL, status: 401, answer: { errors: '[API] Invalid API key or access token' } },
    ]);
    await expect(revoked.adapters.shopify.pushFulfillment(shopify, fulfillment)).rejects.toMatchObject({
      retryable: false,
      status: 401,
    });
    const gone = replay([{ method: 'POST', url: GRAPHQL, answer: { data: { order: null } } }]);
    await expect(gone.adapters.shopify.pushFulfillment(shopify, fulfillment)).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('exchanges the code at the shop with the app credentials, and registers each topic (already taken is fine)', async () => {
    const { adapters, seen } = replay([
      { method: 'POST', url: `${SHOP}/admin/oauth/access_token`, answer: F.shopifyAccessTokenAnswer },
    ]);
    const grant = await adapters.shopify.exchangeCode({
      shop: 'hill-country-smokehouse.myshopify.com',
      code: '0907a61c0c8d55e99db179b68161bc00',
      redirectUri: 'https://app.shipdeck.test/shopify/token',
    });
    expect(seen[0]!.body).toEqual({
      client_id: SANDBOX_SHOPIFY_APP.clientId,
      client_secret: SANDBOX_SHOPIFY_APP.clientSecret,
      code: '0907a61c0c8d55e99db179b68161bc00',
    });
    expect(grant).toMatchObject({
      platform: 'shopify',
      shop: 'hill-country-smokehouse.myshopify.com',
      apiBaseUrl: SHOP,
      scopes: ['write_orders', 'read_customers'],
      credentials: { accessToken: F.shopifyAccessTokenAnswer.access_token },
    });

    const created = {
      data: {
        webhookSubscriptionCreate: {
          webhookSubscription: { id: 'gid://shopify/WebhookSubscription/1' },
          userErrors: [],
        },
      },
    };
    const taken = {
      data: {
        webhookSubscriptionCreate: {
          webhookSubscription: null,
          userErrors: [{ field: ['callbackUrl'], message: 'Address for this topic has already been taken' }],
        },
      },
    };
    const hooks = replay([
      { method: 'POST', url: GRAPHQL, answer: created },
      { method: 'POST', url: GRAPHQL, answer: taken },
      { method: 'POST', url: GRAPHQL, answer: created },
      { method: 'POST', url: GRAPHQL, answer: created },
      { method: 'POST', url: GRAPHQL, answer: created },
    ]);
    const { topics } = await hooks.adapters.shopify.registerWebhooks(
      shopify,
      'https://app.shipdeck.test/api/v1/webhooks',
    );
    expect(topics).toEqual([
      'orders/create',
      'orders/updated',
      'orders/cancelled',
      'products/create',
      'customers/create',
    ]);
    expect((hooks.seen[2]!.body as { variables: unknown }).variables).toEqual({
      topic: 'ORDERS_CANCELLED',
      webhookSubscription: {
        callbackUrl: 'https://app.shipdeck.test/api/v1/webhooks/shopify/orders/cancelled',
        format: 'JSON',
      },
    });
  });

  it('builds the authorize URL on the configured origin, never on a request’s', async () => {
    const sandbox = makeStoreAdapters({
      fetch: async () => new Response(null),
      origins: { mode: 'sandbox', simulatorUrl: 'http://127.0.0.1:4999' },
    });
    const url = new URL(
      await sandbox.shopify.authorizeUrl({
        shop: 'demo.myshopify.com',
        state: 'Ab3dE9',
        redirectUri: 'http://localhost:3000/shopify/token',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://127.0.0.1:4999/shopify/demo.myshopify.com/admin/oauth/authorize',
    );
    expect(url.searchParams.get('state')).toBe('Ab3dE9');
    expect(url.searchParams.get('client_id')).toBe(SANDBOX_SHOPIFY_APP.clientId);
    expect(url.searchParams.get('scope')).toContain('write_fulfillments');
  });
});

const SQUARE = 'https://connect.squareup.com';
const square = access('square', SQUARE, { accessToken: 'EAAA-token' });

describe('Square adapter', () => {
  it('completes the order’s shipment fulfillment with carrier and tracking, keyed for idempotency', async () => {
    const { adapters, seen } = replay([
      { method: 'GET', url: `${SQUARE}/v2/orders/CAISENgvlJ6jLWAzERDzjyHVybY`, answer: F.squareOrderAnswer },
      { method: 'PUT', url: `${SQUARE}/v2/orders/CAISENgvlJ6jLWAzERDzjyHVybY`, answer: F.squareOrderAnswer },
    ]);
    const result = await adapters.square.pushFulfillment(square, {
      ...fulfillment,
      externalOrderId: 'CAISENgvlJ6jLWAzERDzjyHVybY',
    });
    expect(result).toEqual({ fulfillmentId: 'bWNK6Qs6y3xlRjOTN6h0eC' });
    expect(seen[0]!.headers).toMatchObject({ authorization: 'Bearer EAAA-token', 'square-version': '2025-01-23' });
    const put = seen[1]!.body as { idempotency_key: string; order: { version: number; fulfillments: unknown[] } };
    expect(put.idempotency_key).toMatch(/^[0-9a-f]{45}$/);
    expect(put.order.version).toBe(3);
    expect(put.order.fulfillments).toEqual([
      {
        uid: 'bWNK6Qs6y3xlRjOTN6h0eC',
        state: 'COMPLETED',
        shipment_details: {
          carrier: 'UPS',
          tracking_number: '1Z999AA10123456784',
          tracking_url: fulfillment.trackingUrl,
          shipped_at: expect.any(String),
        },
      },
    ]);
  });

  it('exchanges the code at /oauth2/token; the store is the merchant id', async () => {
    const { adapters, seen } = replay([{ method: 'POST', url: `${SQUARE}/oauth2/token`, answer: F.squareTokenAnswer }]);
    const grant = await adapters.square.exchangeCode({
      code: 'sq0cgp-code',
      redirectUri: 'https://app.shipdeck.test/square/token',
    });
    expect(seen[0]!.body).toMatchObject({ code: 'sq0cgp-code', grant_type: 'authorization_code' });
    expect(grant).toMatchObject({
      shop: 'MLQW7ZMPZX9HR',
      credentials: {
        accessToken: F.squareTokenAnswer.access_token,
        refreshToken: 'EQAAl1z_4LhzcLsB6xPfMs',
        expiresAt: '2026-12-23T21:00:00Z',
      },
    });
  });

  it('maps 404 (order gone) to final and a network failure to retryable', async () => {
    const gone = replay([
      {
        method: 'GET',
        url: `${SQUARE}/v2/orders/X`,
        status: 404,
        answer: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Order not found' }] },
      },
    ]);
    await expect(gone.adapters.square.fetchOrder(square, 'X')).rejects.toMatchObject({
      retryable: false,
      status: 404,
      message: 'Square answered 404: Order not found',
    });
    const offline = replay([{ method: 'GET', url: `${SQUARE}/v2/orders/X`, network: true }]);
    await expect(offline.adapters.square.fetchOrder(square, 'X')).rejects.toBeInstanceOf(StoreApiError);
    const again = replay([{ method: 'GET', url: `${SQUARE}/v2/orders/X`, network: true }]);
    await expect(again.adapters.square.fetchOrder(square, 'X')).rejects.toMatchObject({ retryable: true });
  });
});

const WOO = 'https://shop.example.com';
const woo = access('woocommerce', WOO, {
  accessToken: '',
  consumerKey: 'ck_abc',
  consumerSecret: 'cs_def',
  webhookSecret: 'whsec',
});

describe('WooCommerce adapter', () => {
  it('adds a customer note with the tracking, then completes the order with the tracking meta', async () => {
    const { adapters, seen } = replay([
      { method: 'GET', url: `${WOO}/wp-json/wc/v3/orders/727`, answer: F.wooOrderAnswer },
      { method: 'POST', url: `${WOO}/wp-json/wc/v3/orders/727/notes`, status: 201, answer: F.wooNoteAnswer },
      { method: 'PUT', url: `${WOO}/wp-json/wc/v3/orders/727`, answer: F.wooOrderFulfilledAnswer },
    ]);
    await adapters.woocommerce.pushFulfillment(woo, { ...fulfillment, externalOrderId: '727' });
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from('ck_abc:cs_def').toString('base64')}`);
    expect(seen[1]!.body).toEqual({
      note: `Shipped with UPS, tracking number 1Z999AA10123456784. Track it: ${fulfillment.trackingUrl}`,
      customer_note: true,
    });
    expect(seen[2]!.body).toMatchObject({
      status: 'completed',
      meta_data: expect.arrayContaining([{ key: '_shipdeck_tracking_number', value: '1Z999AA10123456784' }]),
    });
  });

  it('does nothing twice: an order already carrying this tracking number is left alone', async () => {
    const { adapters, left } = replay([
      { method: 'GET', url: `${WOO}/wp-json/wc/v3/orders/727`, answer: F.wooOrderFulfilledAnswer },
    ]);
    await adapters.woocommerce.pushFulfillment(woo, {
      ...fulfillment,
      externalOrderId: '727',
      trackingCode: '9400111899223456789012',
    });
    expect(left).toEqual([]);
  });

  it('checks keys by reading orders and creates the webhooks with a per-store secret', async () => {
    const keys = replay([{ method: 'GET', url: `${WOO}/wp-json/wc/v3/orders?per_page=1`, answer: [] }]);
    const grant = await keys.adapters.woocommerce.checkKeys({
      siteUrl: `${WOO}/`,
      consumerKey: 'ck_abc',
      consumerSecret: 'cs_def',
    });
    expect(grant).toMatchObject({ shop: WOO, apiBaseUrl: WOO, credentials: { consumerKey: 'ck_abc' } });
    expect(grant.credentials.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const refused = replay([
      {
        method: 'GET',
        url: `${WOO}/wp-json/wc/v3/orders?per_page=1`,
        status: 401,
        answer: { code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.' },
      },
    ]);
    await expect(
      refused.adapters.woocommerce.checkKeys({ siteUrl: WOO, consumerKey: 'ck_x', consumerSecret: 'cs_y' }),
    ).rejects.toMatchObject({
      retryable: false,
      status: 401,
      message: 'WooCommerce answered 401: Sorry, you cannot list resources.',
    });

    const hooks = replay([
      {
        method: 'GET',
        url: `${WOO}/wp-json/wc/v3/webhooks?per_page=100`,
        answer: [
          {
            id: 9,
            topic: 'order.created',
            delivery_url: 'https://app.shipdeck.test/api/v1/webhooks/woocommerce/order.created',
          },
        ],
      },
      { method: 'PUT', url: `${WOO}/wp-json/wc/v3/webhooks/9`, answer: {} },
      { method: 'POST', url: `${WOO}/wp-json/wc/v3/webhooks`, status: 201, answer: {} },
      { method: 'POST', url: `${WOO}/wp-json/wc/v3/webhooks`, status: 201, answer: {} },
      { method: 'POST', url: `${WOO}/wp-json/wc/v3/webhooks`, status: 201, answer: {} },
    ]);
    await hooks.adapters.woocommerce.registerWebhooks(woo, 'https://app.shipdeck.test/api/v1/webhooks');
    expect(hooks.seen[1]!.body).toMatchObject({ topic: 'order.created', secret: 'whsec', status: 'active' });
    expect(hooks.seen[2]!.body).toMatchObject({
      topic: 'order.updated',
      delivery_url: 'https://app.shipdeck.test/api/v1/webhooks/woocommerce/order.updated',
      secret: 'whsec',
    });
  });
});

const BC = 'https://api.bigcommerce.com/stores/abc123';
const bc = access('bigcommerce', BC, { accessToken: 'bc-token', webhookSecret: 'bc-secret' });

describe('BigCommerce adapter', () => {
  it('reads the order with its products and shipping addresses inlined', async () => {
    const { adapters, seen } = replay([
      { method: 'GET', url: `${BC}/v2/orders/100`, answer: F.bigcommerceOrderAnswer },
      { method: 'GET', url: `${BC}/v2/orders/100/products`, answer: F.bigcommerceProductsAnswer },
      { method: 'GET', url: `${BC}/v2/orders/100/shipping_addresses`, answer: F.bigcommerceAddressesAnswer },
    ]);
    const order = (await adapters.bigcommerce.fetchOrder(bc, '100')) as Record<string, unknown>;
    expect(order).toMatchObject({
      id: 100,
      products: F.bigcommerceProductsAnswer,
      shipping_addresses: F.bigcommerceAddressesAnswer,
    });
    expect(seen.every((s) => s.headers['x-auth-token'] === 'bc-token')).toBe(true);
  });

  it('creates one shipment of every product to the first address (an order without shipments answers 204)', async () => {
    const { adapters, seen } = replay([
      { method: 'GET', url: `${BC}/v2/orders/100/shipments`, status: 204 },
      { method: 'GET', url: `${BC}/v2/orders/100/products`, answer: F.bigcommerceProductsAnswer },
      { method: 'GET', url: `${BC}/v2/orders/100/shipping_addresses`, answer: F.bigcommerceAddressesAnswer },
      { method: 'POST', url: `${BC}/v2/orders/100/shipments`, status: 201, answer: F.bigcommerceShipmentAnswer },
    ]);
    await expect(adapters.bigcommerce.pushFulfillment(bc, { ...fulfillment, externalOrderId: '100' })).resolves.toEqual(
      { fulfillmentId: '3' },
    );
    expect(seen[3]!.body).toEqual({
      order_address_id: 11,
      tracking_number: '1Z999AA10123456784',
      tracking_carrier: 'ups',
      tracking_link: fulfillment.trackingUrl,
      items: [
        { order_product_id: 21, quantity: 2 },
        { order_product_id: 22, quantity: 1 },
      ],
    });
  });

  it('maps 422 to final and 429 to retryable', async () => {
    const refused = replay([
      {
        method: 'GET',
        url: `${BC}/v2/orders/100/shipments`,
        status: 422,
        answer: [{ status: 422, message: 'The field order_address_id is invalid.' }],
      },
    ]);
    await expect(
      refused.adapters.bigcommerce.pushFulfillment(bc, { ...fulfillment, externalOrderId: '100' }),
    ).rejects.toMatchObject({ retryable: false, status: 422 });
    const busy = replay([
      { method: 'GET', url: `${BC}/v2/orders/100/shipments`, status: 429, answer: { title: 'Too many requests' } },
    ]);
    await expect(
      busy.adapters.bigcommerce.pushFulfillment(bc, { ...fulfillment, externalOrderId: '100' }),
    ).rejects.toMatchObject({ retryable: true, status: 429 });
  });

  it('creates v3 hooks carrying the per-store secret header', async () => {
    const { adapters, seen } = replay([
      { method: 'GET', url: `${BC}/v3/hooks`, answer: { data: [], meta: {} } },
      ...[0, 1, 2, 3, 4].map(() => ({ method: 'POST', url: `${BC}/v3/hooks`, answer: { data: { id: 1 } } })),
    ]);
    await adapters.bigcommerce.registerWebhooks(bc, 'https://app.shipdeck.test/api/v1/webhooks');
    expect(seen[1]!.body).toEqual({
      scope: 'store/order/created',
      destination: 'https://app.shipdeck.test/api/v1/webhooks/bigcommerce/store/order/created',
      is_active: true,
      headers: { [BIGCOMMERCE_SECRET_HEADER]: 'bc-secret' },
    });
  });
});

describe('storeApiFor', () => {
  it('answers the adapter of each platform Shipdeck calls and refuses the others', () => {
    for (const platform of ['shopify', 'square', 'woocommerce', 'bigcommerce', 'amazon'] as const) {
      expect(storeApiFor(platform).platform).toBe(platform);
    }
    expect(() => storeApiFor('custom')).toThrow(/does not call custom/);
    expect(() => storeApiFor('freshly')).toThrow();
  });
});

describe('Square token refresh (ObtainToken, grant_type refresh_token)', () => {
  const expiring = access('square', SQUARE, {
    accessToken: 'EAAA-old',
    refreshToken: 'EQAAl1z_4LhzcLsB6xPfMs',
    expiresAt: '2026-12-01T00:00:00Z',
  });

  it('trades the refresh token for a new access token and expiry, with the application credentials', async () => {
    const { adapters, seen } = replay([
      { method: 'POST', url: `${SQUARE}/oauth2/token`, answer: F.squareRefreshAnswer },
    ]);
    const fresh = await adapters.square.refresh(expiring);
    expect(seen[0]!.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'EQAAl1z_4LhzcLsB6xPfMs' });
    expect(seen[0]!.body).toHaveProperty('client_id');
    expect(seen[0]!.body).toHaveProperty('client_secret');
    expect(seen[0]!.headers).toMatchObject({ 'square-version': '2025-01-23' });
    expect(fresh).toEqual({
      accessToken: F.squareRefreshAnswer.access_token,
      refreshToken: 'EQAAl1z_4LhzcLsB6xPfMs',
      expiresAt: '2027-01-22T06:00:00Z',
    });
  });

  it('a refused refresh is final (the store needs a reconnect); an outage is retryable', async () => {
    const refused = replay([
      { method: 'POST', url: `${SQUARE}/oauth2/token`, status: 401, answer: F.squareRefreshRefused },
    ]);
    await expect(refused.adapters.square.refresh(expiring)).rejects.toMatchObject({ retryable: false, status: 401 });
    const offline = replay([{ method: 'POST', url: `${SQUARE}/oauth2/token`, network: true }]);
    await expect(offline.adapters.square.refresh(expiring)).rejects.toMatchObject({ retryable: true });
    const none = replay([]);
    await expect(
      none.adapters.square.refresh({ ...expiring, credentials: { accessToken: 'EAAA-old' } }),
    ).rejects.toMatchObject({ retryable: false });
  });
});
