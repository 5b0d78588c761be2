import { beforeEach, describe, expect, it } from 'vitest';
import { handler as settingsRoute } from '#functions/checkout-rates/handlers/checkout-settings.handler';
import { handler as callback } from '#functions/checkout-rates/handlers/checkout-rates-callback.handler';
import { CHECKOUT_ITEMS_MAX } from '#domain/checkout-rates/checkout-rates.rules';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { connectTestStore } from '#test/support/store-webhooks';
import {
  bigCommerceCheckoutKey,
  bigCommerceRateRequest,
  checkoutEvent,
  shopifyRateRequest,
  wooCommerceRateRequest,
} from '#test/support/checkout-rates';

let accountId: string;
let owner: TestUser;

const settings = (method: 'GET' | 'PUT', body?: unknown, user = owner, account = accountId) =>
  invoke(settingsRoute, apiEvent({ method, path: '/api/v1/settings/checkout-rates', user, accountId: account, body }));

const ACTIVE = {
  active: true,
  services: ['UPS:Ground', 'USPS:Priority', 'FedEx:FEDEX_GROUND'],
  markupPercent: 10,
  markupFlatCents: 150,
  fallbackRates: [{ name: 'Standard shipping', priceCents: 1299, transitDays: 5 }],
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('checkout settings (orders §2 checkout settings)', () => {
  it('answers the defaults, refuses markups past the spec bounds with its messages, saves, and refuses a stale save', async () => {
    const initial = await settings('GET');
    expect(initial.body).toMatchObject({
      version: 0,
      active: false,
      services: [],
      markupPercent: 0,
      fallbackRates: [],
    });

    const tooHigh = await settings('PUT', { markupPercent: 150 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.fieldErrors).toMatchObject({ markupPercent: 'Markup value cannot be greater than 100%' });
    const tooLow = await settings('PUT', { markupPercent: -101 });
    expect(tooLow.body.fieldErrors).toMatchObject({ markupPercent: 'Markdown value cannot be below -100%' });
    const flat = await settings('PUT', { markupFlatCents: 10_001 });
    expect(flat.body.fieldErrors).toMatchObject({ markupFlatCents: 'Must be at most 10000' });
    const fallbacks = await settings('PUT', {
      fallbackRates: Array.from({ length: 6 }, (_, i) => ({ name: `Rate ${i}`, priceCents: 500 })),
    });
    expect(fallbacks.body.fieldErrors).toMatchObject({ fallbackRates: 'At most 5 allowed' });
    const unnamed = await settings('PUT', { fallbackRates: [{ name: ' ', priceCents: 500 }] });
    expect(unnamed.body.fieldErrors).toMatchObject({ 'fallbackRates.0.name': 'This field is required' });
    const box = await settings('PUT', { box: { lengthIn: 109, widthIn: 9, heightIn: 6 } });
    expect(box.body.fieldErrors).toMatchObject({ 'box.lengthIn': 'Max dimension allowed: 108in' });

    const saved = await settings('PUT', { ...ACTIVE, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...ACTIVE, version: 1 });
    expect((await settings('GET')).body).toMatchObject({ ...ACTIVE, version: 1 });
    expect((await settings('PUT', { ...ACTIVE, version: 0 })).status).toBe(409);
  });

  it('a member without edit_options reads but cannot change them; another account sees only its own', async () => {
    const viewer = await addTestMember(accountId, { view_print_orders: true });
    expect((await settings('PUT', ACTIVE, viewer)).status).toBe(403);
    expect((await settings('GET', undefined, viewer)).status).toBe(200);
    expect((await settings('PUT', ACTIVE)).status).toBe(200);
    const other = await createTestAccount('Other Foods');
    expect((await settings('GET', undefined, other.owner, other.accountId)).body).toMatchObject({
      version: 0,
      active: false,
    });
    // The account header names an account the caller is no member of: unknown to them (404), nothing written.
    expect((await settings('PUT', ACTIVE, other.owner, accountId)).status).toBe(404);
    expect((await settings('GET')).body).toMatchObject({ version: 1 });
  });
});

describe('Shopify CarrierService callback', () => {
  it('answers the chosen services by the merchant’s names, marked up, in cents as text, cheapest first', async () => {
    await settings('PUT', ACTIVE);
    const store = await connectTestStore(accountId, 'shopify');
    const res = await invoke(callback, checkoutEvent('shopify', store.shop, shopifyRateRequest()));
    expect(res.status).toBe(200);
    const rates = res.body.rates as { service_code: string; total_price: string; service_name: string }[];
    expect(rates.length).toBeGreaterThan(0);
    for (const r of rates) {
      expect(ACTIVE.services).toContain(r.service_code);
      expect(r.total_price).toMatch(/^\d+$/);
      expect(Number(r.total_price)).toBeGreaterThan(150);
    }
    const prices = rates.map((r) => Number(r.total_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(res.body.rates[0]).toMatchObject({
      currency: 'USD',
      min_delivery_date: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
    });
  });

  it('answers no rates while checkout rates are off, and the fallback rates for a cart past the parcel limit', async () => {
    const store = await connectTestStore(accountId, 'shopify');
    const off = await invoke(callback, checkoutEvent('shopify', store.shop, shopifyRateRequest()));
    expect(off.body).toEqual({ rates: [] });

    const other = await createTestAccount('Heavy Foods');
    await settings('PUT', ACTIVE, other.owner, other.accountId);
    const heavyStore = await connectTestStore(other.accountId, 'shopify');
    const heavy = await invoke(
      callback,
      checkoutEvent('shopify', heavyStore.shop, shopifyRateRequest([{ quantity: 100, grams: 1000 }])),
    );
    expect(heavy.body.rates).toEqual([
      expect.objectContaining({ service_name: 'Standard shipping', service_code: 'fallback:1', total_price: '1299' }),
    ]);
  });

  it('each store answers with its own account’s settings (cross-tenant)', async () => {
    await settings('PUT', ACTIVE);
    const mine = await connectTestStore(accountId, 'shopify');
    const other = await createTestAccount('Other Foods');
    const theirs = await connectTestStore(other.accountId, 'shopify');
    expect(
      (await invoke(callback, checkoutEvent('shopify', mine.shop, shopifyRateRequest()))).body.rates.length,
    ).toBeGreaterThan(0);
    expect((await invoke(callback, checkoutEvent('shopify', theirs.shop, shopifyRateRequest()))).body).toEqual({
      rates: [],
    });
  });

  it('abuse: a bad or missing signature and an unknown shop are 401 alike; an oversize body 413; too many lines 400', async () => {
    await settings('PUT', ACTIVE);
    const store = await connectTestStore(accountId, 'shopify');
    const body = shopifyRateRequest();
    expect(
      (await invoke(callback, checkoutEvent('shopify', store.shop, body, { secret: 'not-the-app-secret' }))).status,
    ).toBe(401);
    const unsigned = checkoutEvent('shopify', store.shop, body);
    delete unsigned.headers['x-shopify-hmac-sha256'];
    expect((await invoke(callback, unsigned)).status).toBe(401);
    expect((await invoke(callback, checkoutEvent('shopify', 'nobody-here.myshopify.com', body))).status).toBe(401);
    // Signed with the right secret, but the body was changed after signing.
    const tampered = checkoutEvent('shopify', store.shop, body);
    tampered.body = tampered.body!.replace('"quantity":2', '"quantity":3');
    expect((await invoke(callback, tampered)).status).toBe(401);

    const huge = JSON.stringify({ ...body, padding: 'x'.repeat(300 * 1024) });
    expect((await invoke(callback, checkoutEvent('shopify', store.shop, undefined, { rawBody: huge }))).status).toBe(
      413,
    );

    const many = shopifyRateRequest(Array.from({ length: CHECKOUT_ITEMS_MAX + 1 }, () => ({ quantity: 1, grams: 10 })));
    const tooMany = await invoke(callback, checkoutEvent('shopify', store.shop, many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toMatchObject({ 'rate.items': `At most ${CHECKOUT_ITEMS_MAX} allowed` });
    const negative = await invoke(
      callback,
      checkoutEvent('shopify', store.shop, shopifyRateRequest([{ quantity: -1, grams: 10 }])),
    );
    expect(negative.status).toBe(400);
    const notJson = await invoke(callback, checkoutEvent('shopify', store.shop, undefined, { rawBody: '{"rate":' }));
    expect(notJson.status).toBe(400);
  });
});

describe('BigCommerce shipping provider and WooCommerce shipping method callbacks', () => {
  it('BigCommerce: the store’s checkout key in the connection options answers carrier quotes in dollars; another key is 401', async () => {
    await settings('PUT', ACTIVE);
    const store = await connectTestStore(accountId, 'bigcommerce');
    const key = bigCommerceCheckoutKey(store.webhookSecret);
    const res = await invoke(
      callback,
      checkoutEvent('bigcommerce', store.shop, bigCommerceRateRequest(store.shop, key)),
    );
    expect(res.status).toBe(200);
    const quotes = res.body.carrier_quotes[0].quotes as { code: string; cost: { amount: number } }[];
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((q) => ACTIVE.services.includes(q.code) && q.cost.amount > 1.5)).toBe(true);
    const wrong = bigCommerceRateRequest(store.shop, bigCommerceCheckoutKey('another store'));
    expect((await invoke(callback, checkoutEvent('bigcommerce', store.shop, wrong))).status).toBe(401);
    const unknown = bigCommerceRateRequest('hnobody', key);
    expect((await invoke(callback, checkoutEvent('bigcommerce', 'hnobody', unknown))).status).toBe(401);
  });

  it('WooCommerce: signed with the store’s secret answers rates in dollars; signed with another is 401', async () => {
    await settings('PUT', ACTIVE);
    const store = await connectTestStore(accountId, 'woocommerce');
    const body = wooCommerceRateRequest();
    const res = await invoke(callback, checkoutEvent('woocommerce', store.shop, body, { secret: store.webhookSecret }));
    expect(res.status).toBe(200);
    expect(res.body.rates.length).toBeGreaterThan(0);
    expect(res.body.rates[0]).toMatchObject({ id: expect.stringMatching(/^shipdeck:/), cost: expect.any(Number) });
    expect(
      (await invoke(callback, checkoutEvent('woocommerce', store.shop, body, { secret: 'whsec-other' }))).status,
    ).toBe(401);
  });
});
