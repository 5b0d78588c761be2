import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapAmazonOrder } from '#domain/stores/amazon-order.rules';
import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import { makeAmazonStoreApi, packageReferenceIdOf } from '#functions/stores/adapters/amazon.store-api';
import type { FetchLike } from '#functions/stores/adapters/store-http';
import { SANDBOX_AMAZON_APP } from '#functions/stores/store-app-secrets';
import { storeOrigins } from '#functions/stores/store-origins';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/amazon/${name}`, import.meta.url), 'utf8'));

interface Expected {
  method: string;
  url: string;
  status?: number;
  answer?: unknown;
  headers?: Record<string, string>;
}
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Replays the recorded answers in order and keeps what was sent; an unexpected call fails the test. */
function replay(expected: Expected[]) {
  const seen: Seen[] = [];
  const sleeps: number[] = [];
  const fetchFn: FetchLike = async (url, init = {}) => {
    const next = expected.shift();
    const method = init.method ?? 'GET';
    seen.push({
      method,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    if (!next) throw new Error(`unexpected call ${method} ${url}`);
    expect(`${method} ${url}`).toBe(`${next.method} ${next.url}`);
    const text = next.answer === undefined ? null : JSON.stringify(next.answer);
    return new Response(text, { status: next.status ?? 200, headers: next.headers ?? {} });
  };
  const api = makeAmazonStoreApi({
    fetch: fetchFn,
    origins: storeOrigins({ mode: 'live' }),
    app: async () => SANDBOX_AMAZON_APP,
    sleep: async (ms) => void sleeps.push(ms),
    clock: () => new Date('2026-11-25T16:30:00.000Z'),
  });
  return { api, seen, sleeps, left: expected };
}

const SP = 'https://sellingpartnerapi-na.amazon.com';
const LWA = 'https://api.amazon.com/auth/o2/token';
const ORDER_ID = '902-1845936-5435065';

const access = (credentials: StoreAccess['credentials']): StoreAccess => ({
  connection: {
    storeId: 'store-amz',
    platform: 'amazon',
    shop: 'a2examplesp0001',
    name: 'Amazon seller A2EXAMPLESP0001',
    status: 'connected',
    scopes: [],
    apiBaseUrl: SP,
    connectedAt: '2026-11-20T00:00:00.000Z',
  },
  credentials,
});
/** A stored authorization whose access token has expired: the refresh token gets a new one. */
const expired = access({
  accessToken: 'Atza|old',
  refreshToken: 'Atzr|IwEBIExampleRefreshToken',
  expiresAt: '2026-11-25T10:00:00.000Z',
  marketplaceIds: ['ATVPDKIKX0DER'],
});
const fresh = access({
  accessToken: 'Atza|fresh',
  refreshToken: 'Atzr|IwEBIExampleRefreshToken',
  expiresAt: '2026-11-25T17:00:00.000Z',
  marketplaceIds: ['ATVPDKIKX0DER'],
});

describe('Amazon adapter: Login with Amazon (website authorization workflow)', () => {
  it("sends the seller to Seller Central's consent page with the application id, state and redirect", async () => {
    const { api } = replay([]);
    const url = new URL(
      await api.authorizeUrl({ state: 'Ab3dE9', redirectUri: 'https://app.shipdeck.io/amazon/token' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://sellercentral.amazon.com/apps/authorize/consent');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      application_id: SANDBOX_AMAZON_APP.applicationId,
      state: 'Ab3dE9',
      redirect_uri: 'https://app.shipdeck.io/amazon/token',
    });
  });

  it('trades the code form-encoded, stores the refresh token and the North American marketplaces', async () => {
    const { api, seen, left } = replay([
      { method: 'POST', url: LWA, answer: recorded('lwa-token.json') },
      {
        method: 'GET',
        url: `${SP}/sellers/v1/marketplaceParticipations`,
        answer: recorded('marketplace-participations.json'),
      },
    ]);
    const grant = await api.exchangeCode({
      shop: 'A2EXAMPLESP0001',
      code: 'ANDhExampleCode',
      redirectUri: 'https://app.shipdeck.io/amazon/token',
    });
    expect(left).toEqual([]);
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'ANDhExampleCode',
      redirect_uri: 'https://app.shipdeck.io/amazon/token',
      client_id: SANDBOX_AMAZON_APP.clientId,
      client_secret: SANDBOX_AMAZON_APP.clientSecret,
    });
    expect(seen[1]!.headers['x-amz-access-token']).toBe('Atza|IwEBIExampleAccessToken');
    expect(grant).toEqual({
      platform: 'amazon',
      shop: 'A2EXAMPLESP0001',
      name: 'Amazon seller A2EXAMPLESP0001',
      scopes: [],
      apiBaseUrl: SP,
      credentials: {
        accessToken: 'Atza|IwEBIExampleAccessToken',
        refreshToken: 'Atzr|IwEBIExampleRefreshToken',
        expiresAt: '2026-11-25T17:30:00.000Z',
        // The UK participation is another region's endpoint: not read through the North American one.
        marketplaceIds: ['ATVPDKIKX0DER'],
      },
    });
  });

  it('a refused code is a StoreApiError that retrying cannot fix', async () => {
    const { api } = replay([
      { method: 'POST', url: LWA, status: 400, answer: { error: 'invalid_grant', error_description: 'Invalid code' } },
    ]);
    const err = await api
      .exchangeCode({ shop: 'A2EXAMPLESP0001', code: 'x', redirectUri: 'https://a/amazon/token' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreApiError);
    expect((err as StoreApiError).retryable).toBe(false);
    expect((err as StoreApiError).message).toMatch(/Invalid code/);
  });
});

describe('Amazon adapter: orders (getOrders under a Restricted Data Token, getOrderItems)', () => {
  const items = recorded('get-order-items.json');
  const cancelledItems = {
    payload: {
      AmazonOrderId: '902-3159896-1390916',
      OrderItems: [
        {
          ASIN: 'B07N4M94X5',
          SellerSKU: 'RUB-BRISKET',
          OrderItemId: '68828574383267',
          QuantityOrdered: 1,
          QuantityShipped: 0,
        },
      ],
    },
  };

  it('refreshes an expired token, reads buyer data with an RDT for the orders path, and pairs each order with its items', async () => {
    const { api, seen, left } = replay([
      { method: 'POST', url: LWA, answer: { access_token: 'Atza|renewed', token_type: 'bearer', expires_in: 3600 } },
      {
        method: 'POST',
        url: `${SP}/tokens/2021-03-01/restrictedDataToken`,
        answer: recorded('restricted-data-token.json'),
      },
      {
        method: 'GET',
        url: `${SP}/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=2026-11-25T14%3A00%3A00.000Z&OrderStatuses=Unshipped%2CPartiallyShipped%2CShipped%2CCanceled&FulfillmentChannels=MFN&MaxResultsPerPage=100`,
        answer: recorded('get-orders.json'),
      },
      { method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}/orderItems`, answer: items },
      { method: 'GET', url: `${SP}/orders/v0/orders/902-3159896-1390916/orderItems`, answer: cancelledItems },
    ]);
    const page = await api.ordersPage(expired, { lastUpdatedAfter: '2026-11-25T14:00:00.000Z' });
    expect(left).toEqual([]);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'Atzr|IwEBIExampleRefreshToken',
    });
    expect(JSON.parse(seen[1]!.body!)).toEqual({
      restrictedResources: [
        { method: 'GET', path: '/orders/v0/orders', dataElements: ['buyerInfo', 'shippingAddress'] },
      ],
    });
    expect(seen[1]!.headers['x-amz-access-token']).toBe('Atza|renewed');
    expect(seen[2]!.headers['x-amz-access-token']).toBe('Atz.sprdt|IwEBIExampleRestrictedDataToken');
    expect(seen[3]!.headers['x-amz-access-token']).toBe('Atza|renewed');
    expect(page.nextToken).toBe('2YgYW55IGNhcm5hbCBwbGVhc3VyZS4=');
    expect(page.orders).toHaveLength(2);

    const mapped = mapAmazonOrder(page.orders[0], { storeId: 'store-amz', importOptions: {} });
    expect(mapped.outcome).toBe('mapped');
    if (mapped.outcome !== 'mapped') return;
    expect(mapped.store).toMatchObject({
      platform: 'amazon',
      orderNumber: ORDER_ID,
      platformOrderId: ORDER_ID,
      updatedAt: '2026-11-25T14:43:39.000Z',
      cancelled: false,
      adminUrl: `https://sellercentral.amazon.com/orders-v3/order/${ORDER_ID}`,
      requestedService: 'Std US D2D Dom',
    });
    expect(mapped.group.rows[0]!.values).toMatchObject({
      sku: 'SAUSAGE-BEEF',
      quantity: 2,
      price: 13,
    });
  });

  it('continues a query by its NextToken alone (with the marketplaces) and reuses the token it renewed', async () => {
    const { api, seen } = replay([
      {
        method: 'POST',
        url: `${SP}/tokens/2021-03-01/restrictedDataToken`,
        answer: recorded('restricted-data-token.json'),
      },
      {
        method: 'GET',
        url: `${SP}/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER&NextToken=2YgYW55IGNhcm5hbCBwbGVhc3VyZS4%3D`,
        answer: { payload: { Orders: [] } },
      },
    ]);
    const page = await api.ordersPage(fresh, { nextToken: '2YgYW55IGNhcm5hbCBwbGVhc3VyZS4=' });
    expect(page).toEqual({ orders: [] });
    expect(seen[0]!.headers['x-amz-access-token']).toBe('Atza|fresh');
  });

  it("waits out a 429 as long as Amazon's rate limit header asks, then tries again", async () => {
    const { api, sleeps, left } = replay([
      {
        method: 'POST',
        url: `${SP}/tokens/2021-03-01/restrictedDataToken`,
        status: 429,
        headers: { 'x-amzn-RateLimit-Limit': '0.0167' },
        answer: { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] },
      },
      {
        method: 'POST',
        url: `${SP}/tokens/2021-03-01/restrictedDataToken`,
        answer: recorded('restricted-data-token.json'),
      },
      {
        method: 'GET',
        url: `${SP}/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER&NextToken=t`,
        answer: { payload: { Orders: [] } },
      },
    ]);
    await api.ordersPage(fresh, { nextToken: 't' });
    expect(left).toEqual([]);
    // 0.0167 requests a second: one comes back after 60 s, capped at 30 s per wait.
    expect(sleeps).toEqual([30_000]);
  });

  it('gives up after four throttled tries with a retryable error (the next run reads again)', async () => {
    const throttled = {
      method: 'POST',
      url: `${SP}/tokens/2021-03-01/restrictedDataToken`,
      status: 429,
      answer: { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] },
    };
    const { api, sleeps } = replay([throttled, throttled, throttled, throttled]);
    const err = await api.ordersPage(fresh, { nextToken: 't' }).catch((e: unknown) => e);
    expect((err as StoreApiError).retryable).toBe(true);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('a revoked authorization (403) is not retried', async () => {
    const { api, sleeps } = replay([
      {
        method: 'POST',
        url: `${SP}/tokens/2021-03-01/restrictedDataToken`,
        status: 403,
        answer: { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.' }] },
      },
    ]);
    const err = await api.ordersPage(fresh, { nextToken: 't' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreApiError);
    expect((err as StoreApiError).retryable).toBe(false);
    expect(sleeps).toEqual([]);
  });
});

describe('Amazon adapter: confirmShipment (tracking back)', () => {
  const fulfillment = {
    externalOrderId: ORDER_ID,
    trackingCode: '9400111899223197428490',
    carrier: 'USPS',
    notifyCustomer: true,
  };

  it('confirms the unshipped quantities of every item with the carrier code and tracking number', async () => {
    const { api, seen, left } = replay([
      { method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}`, answer: recorded('get-order.json') },
      { method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}/orderItems`, answer: recorded('get-order-items.json') },
      { method: 'POST', url: `${SP}/orders/v0/orders/${ORDER_ID}/shipmentConfirmation`, status: 204 },
    ]);
    const result = await api.pushFulfillment(fresh, fulfillment);
    expect(left).toEqual([]);
    const ref = packageReferenceIdOf(ORDER_ID, fulfillment.trackingCode);
    expect(ref).toMatch(/^[1-9]\d{0,8}$/);
    expect(result).toEqual({ fulfillmentId: `${ORDER_ID}/${ref}` });
    expect(JSON.parse(seen[2]!.body!)).toEqual({
      marketplaceId: 'ATVPDKIKX0DER',
      packageDetail: {
        packageReferenceId: ref,
        carrierCode: 'USPS',
        trackingNumber: '9400111899223197428490',
        shipDate: '2026-11-25T16:30:00.000Z',
        orderItems: [{ orderItemId: '68828574383266', quantity: 2 }],
      },
    });
  });

  it('names a carrier without an Amazon code as Other with its name', async () => {
    const { api, seen } = replay([
      { method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}`, answer: recorded('get-order.json') },
      { method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}/orderItems`, answer: recorded('get-order-items.json') },
      { method: 'POST', url: `${SP}/orders/v0/orders/${ORDER_ID}/shipmentConfirmation`, status: 204 },
    ]);
    await api.pushFulfillment(fresh, { ...fulfillment, carrier: 'Uber Direct' });
    expect(JSON.parse(seen[2]!.body!).packageDetail).toMatchObject({
      carrierCode: 'Other',
      carrierName: 'Uber Direct',
    });
  });

  it('sends nothing for an order Amazon already has shipped; refuses a canceled one for good', async () => {
    const shipped = {
      payload: { ...(recorded('get-order.json') as { payload: object }).payload, OrderStatus: 'Shipped' },
    };
    const first = replay([{ method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}`, answer: shipped }]);
    expect((await first.api.pushFulfillment(fresh, fulfillment)).fulfillmentId).toMatch(new RegExp(`^${ORDER_ID}/`));
    expect(first.left).toEqual([]);

    const canceled = {
      payload: { ...(recorded('get-order.json') as { payload: object }).payload, OrderStatus: 'Canceled' },
    };
    const second = replay([{ method: 'GET', url: `${SP}/orders/v0/orders/${ORDER_ID}`, answer: canceled }]);
    const err = await second.api.pushFulfillment(fresh, fulfillment).catch((e: unknown) => e);
    expect((err as StoreApiError).retryable).toBe(false);
  });
});
