import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import { mapShippoOrder } from '#domain/stores/shippo-order.rules';
import { storeConnectRequestSchema, SHIPPO_API_KEY_MESSAGE } from '#domain/stores/store-connect.schema';
import { fulfillmentBlocker, SHIPPO_TAKES_NO_TRACKING, takesTracking } from '#domain/stores/store-fulfillment.rules';
import { STORE_ORDER_SKIP_REASONS, type StoreOrderContext } from '#domain/stores/store-order.rules';
import { makeShippoStoreApi, shippoShopOf } from '#functions/stores/adapters/shippo.store-api';
import type { FetchLike } from '#functions/stores/adapters/store-http';
import { storeOrigins } from '#functions/stores/store-origins';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/shippo/${name}.json`, import.meta.url), 'utf8'));
const page1 = fixture('orders-page-1') as { results: unknown[] };
const page2 = fixture('orders-page-2') as { results: unknown[] };

const KEY = 'shippo_test_0123456789abcdef0123456789abcdef01234567';
const ctx: StoreOrderContext = { storeId: 'store-1', importOptions: {}, importAdditionalDetails: true };

/** Replays recorded answers in order and keeps what was sent. */
function replay(answers: { status?: number; body: unknown }[]) {
  const seen: { url: string; authorization: string | null }[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    seen.push({ url, authorization: new Headers(init.headers).get('authorization') });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200 });
  };
  return { api: makeShippoStoreApi({ fetch, origins: storeOrigins({ mode: 'live' }) }), seen };
}

const access = (apiBaseUrl: string): StoreAccess => ({
  connection: {
    storeId: 'store-1',
    platform: 'shippo',
    shop: shippoShopOf(KEY),
    name: 'Shippo',
    status: 'connected',
    scopes: [],
    apiBaseUrl,
    connectedAt: '2026-11-20T00:00:00.000Z',
  },
  credentials: { accessToken: KEY },
});

describe('Shippo orders (recorded responses written from Shippo’s Orders API reference)', () => {
  it('maps a PAID order: number without its #, address, unit price from the line total, weight and note', () => {
    const mapping = mapShippoOrder(page1.results[0], ctx);
    expect(mapping.outcome).toBe('mapped');
    if (mapping.outcome !== 'mapped') return;
    expect(mapping.store).toMatchObject({
      platform: 'shippo',
      orderNumber: '1068',
      platformOrderId: '4f2bc588e4e5446cb3f9fdb7cd5e190b',
      updatedAt: '2026-11-20T18:28:12.000Z',
      cancelled: false,
      adminUrl: 'https://apps.goshippo.com/orders/4f2bc588e4e5446cb3f9fdb7cd5e190b',
      requestedService: 'USPS First Class Package',
      totals: { currency: 'USD', subtotal: 24.2, shipping: 12.83, tax: 0, total: 37.03 },
    });
    expect(mapping.group.rows).toHaveLength(1);
    expect(mapping.group.rows[0]!.values).toMatchObject({
      orderNumber: '1068',
      sku: 'HM-123',
      productTitle: 'Hippo Magazines',
      quantity: 2,
      price: 12.1,
      weight: 0.4,
      recipientName: 'Mr Hippo',
      address1: '215 Clayton St.',
      address2: 'Apt 2',
      city: 'San Francisco',
      state: 'CA',
      zip: '94117',
      country: 'US',
      email: 'mrhippo@goshippo.com',
    });
    expect(mapping.group.rows[0]!.values.comment).toContain('Please leave at the gate');
  });

  it('skips an order Shippo already shipped, so it is not shipped twice', () => {
    expect(mapShippoOrder(page1.results[1], ctx)).toMatchObject({
      outcome: 'skipped',
      reason: 'alreadyShipped',
      message: STORE_ORDER_SKIP_REASONS.alreadyShipped,
    });
  });

  it('a CANCELLED order lands cancelled; a kg line weight is read in the account’s unit', () => {
    const mapping = mapShippoOrder(page1.results[2], { ...ctx, importOptions: { defaultWeightUnits: 'oz' } });
    expect(mapping.outcome).toBe('mapped');
    if (mapping.outcome !== 'mapped') return;
    expect(mapping.store.cancelled).toBe(true);
    expect(mapping.group.rows[0]!.values).toMatchObject({ productTitle: 'Eggs, dozen - Brown', price: 7 });
    expect(mapping.group.rows[0]!.values.weight).toBeCloseTo(23.9863, 3);
  });

  it('a payload that is not an order is invalid, never a throw', () => {
    expect(mapShippoOrder({ object_id: 1 }, ctx)).toMatchObject({ outcome: 'invalid' });
  });

  it('checkKeys reads one order with the token and names the store by a fingerprint, never the token', async () => {
    const { api, seen } = replay([{ body: page1 }]);
    const grant = await api.checkKeys({ apiKey: KEY });
    expect(seen).toEqual([
      { url: 'https://api.goshippo.com/orders/?page=1&results=1', authorization: `ShippoToken ${KEY}` },
    ]);
    expect(grant).toMatchObject({
      platform: 'shippo',
      shop: shippoShopOf(KEY),
      name: 'Shippo account …4567 (test)',
      apiBaseUrl: 'https://api.goshippo.com',
      credentials: { accessToken: KEY },
    });
    expect(grant.shop).not.toContain(KEY.slice(12));
  });

  it('a refused token is a StoreApiError that is not retryable', async () => {
    const { api } = replay([{ status: 401, body: fixture('unauthorized') }]);
    const err = await api.checkKeys({ apiKey: KEY }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreApiError);
    expect(err).toMatchObject({ retryable: false, status: 401 });
  });

  it('lists orders page by page from the import start; the next page is a number, never Shippo’s URL', async () => {
    const { api, seen } = replay([{ body: page1 }, { body: page2 }]);
    const since = '2026-10-29T07:00:00.000Z';
    const first = await api.listOrders(access('https://api.goshippo.com'), { since });
    expect(first).toEqual({ orders: page1.results, next: '2' });
    const second = await api.listOrders(access('https://api.goshippo.com'), { since, cursor: first.next });
    expect(second).toEqual({ orders: page2.results });
    expect(seen.map((s) => s.url)).toEqual([
      `https://api.goshippo.com/orders/?page=1&results=50&start_date=${encodeURIComponent(since)}`,
      `https://api.goshippo.com/orders/?page=2&results=50&start_date=${encodeURIComponent(since)}`,
    ]);
  });

  it('an answer that is not an order list is refused, not trusted', async () => {
    const { api } = replay([{ body: { results: 'nope' } }]);
    await expect(api.listOrders(access('https://api.goshippo.com'), { since: '2026-11-01' })).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('the connect form takes a live or test token and refuses anything else in Shippo’s words', () => {
    expect(storeConnectRequestSchema.safeParse({ platform: 'shippo', apiKey: KEY }).success).toBe(true);
    const bad = storeConnectRequestSchema.safeParse({ platform: 'shippo', apiKey: 'sk_live_123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['apiKey'], message: SHIPPO_API_KEY_MESSAGE });
  });

  it('a Shippo order’s tracking is not sent back: Shippo takes none from other shippers', () => {
    const order = { storeOrder: { platform: 'shippo', shop: 's', platformOrderId: 'x' } } as never;
    expect(fulfillmentBlocker(order, { billOfLading: null, refund: null, fulfillment: null } as never)).toBe(
      SHIPPO_TAKES_NO_TRACKING,
    );
    // So no auto-fulfil switch is offered for it either; every other store platform takes tracking.
    expect(takesTracking('shippo')).toBe(false);
    for (const platform of ['shopify', 'woocommerce', 'bigcommerce', 'square'] as const)
      expect(takesTracking(platform)).toBe(true);
  });
});
