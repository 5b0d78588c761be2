import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import type { FetchLike } from '#functions/stores/adapters/store-http';
import { makeStoreAdapters } from '#functions/stores/store-apis';
import { storeCheckoutKey } from '#functions/stores/store-checkout-key';

/** The registration of live rates on connect, against the platforms' recorded answers (test/fixtures/checkout-rates). */

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/checkout-rates/${name}`, import.meta.url), 'utf8'));

interface Call {
  method: string;
  url: string;
  status?: number;
  answer?: unknown;
}

function recorded(answers: Call[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchFn: FetchLike = async (url, init = {}) => {
    const method = init.method ?? 'GET';
    sent.push({
      method,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${method} ${url}`);
    expect(`${method} ${url}`).toBe(`${next.method} ${next.url}`);
    return new Response(next.answer === undefined ? null : JSON.stringify(next.answer), { status: next.status ?? 200 });
  };
  return { adapters: makeStoreAdapters({ fetch: fetchFn, origins: { mode: 'live' } }), sent, left: answers };
}

const access = (platform: 'shopify' | 'bigcommerce', apiBaseUrl: string, credentials: StoreAccess['credentials']) => ({
  connection: {
    storeId: 'store-1',
    platform,
    shop: 'shop',
    name: 'Shop',
    status: 'connected' as const,
    scopes: [],
    apiBaseUrl,
    connectedAt: '2026-11-20T00:00:00.000Z',
  },
  credentials,
});

const SHOPIFY = 'https://smokehouse.myshopify.com';
const SERVICES = `${SHOPIFY}/admin/api/2025-01/carrier_services`;
const CALLBACK = 'https://app.shipdeck.test/api/v1/checkout-rates/shopify';
const shopify = access('shopify', SHOPIFY, { accessToken: 'shpat_token' });

describe('Shopify carrier service registration', () => {
  it('creates Shipdeck’s carrier service with service discovery when the shop has none', async () => {
    const { adapters, sent, left } = recorded([
      { method: 'GET', url: `${SERVICES}.json`, answer: { carrier_services: [] } },
      { method: 'POST', url: `${SERVICES}.json`, status: 201, answer: fixture('shopify-carrier-service-created.json') },
    ]);
    await adapters.shopify.registerCheckoutRates(shopify, CALLBACK);
    expect(left).toEqual([]);
    expect(sent[1]).toMatchObject({
      headers: { 'x-shopify-access-token': 'shpat_token' },
      body: { carrier_service: { name: 'Shipdeck', callback_url: CALLBACK, service_discovery: true } },
    });
  });

  it('updates its own carrier service (not another app’s) when the shop has one already', async () => {
    const { adapters, sent } = recorded([
      { method: 'GET', url: `${SERVICES}.json`, answer: fixture('shopify-carrier-services.json') },
      { method: 'PUT', url: `${SERVICES}/1036894957.json`, answer: fixture('shopify-carrier-service-created.json') },
    ]);
    await adapters.shopify.registerCheckoutRates(shopify, CALLBACK);
    expect(sent[1]!.body).toMatchObject({ carrier_service: { callback_url: CALLBACK } });
  });

  it('a refusal is a store error the connect flow can tell from an outage', async () => {
    const { adapters } = recorded([
      { method: 'GET', url: `${SERVICES}.json`, answer: { carrier_services: [] } },
      {
        method: 'POST',
        url: `${SERVICES}.json`,
        status: 422,
        answer: { errors: { base: ['Carrier service feature is not enabled for this shop'] } },
      },
    ]);
    const err = await adapters.shopify.registerCheckoutRates(shopify, CALLBACK).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreApiError);
    expect(err).toMatchObject({ retryable: false, status: 422 });
  });
});

const BC = 'https://api.bigcommerce.com/stores/abc123';
const CONNECTION = `${BC}/v2/shipping/carrier/connection`;
const bc = access('bigcommerce', BC, { accessToken: 'bc-token', webhookSecret: 'bc-secret' });

describe('BigCommerce carrier connection', () => {
  it('creates the connection with the store’s checkout key, which its rate requests carry back', async () => {
    const { adapters, sent } = recorded([{ method: 'POST', url: CONNECTION, status: 204 }]);
    await adapters.bigcommerce.registerCheckoutRates(bc, 'unused');
    expect(sent[0]).toMatchObject({
      headers: { 'x-auth-token': 'bc-token' },
      body: { carrier_id: 'shipdeck', connection: { checkout_key: storeCheckoutKey('bc-secret') } },
    });
  });

  it('updates an existing connection with this connection’s key', async () => {
    const { adapters, sent, left } = recorded([
      { method: 'POST', url: CONNECTION, status: 409, answer: fixture('bigcommerce-carrier-connection-exists.json') },
      { method: 'PUT', url: CONNECTION, status: 204 },
    ]);
    await adapters.bigcommerce.registerCheckoutRates(bc, 'unused');
    expect(left).toEqual([]);
    expect(sent[1]!.body).toMatchObject({ connection: { checkout_key: storeCheckoutKey('bc-secret') } });
  });
});
