import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  storeEventKey,
  type RawStoreWebhook,
  type StoreWebhookSecrets,
  type StoreWebhookVerdict,
} from '#domain/stores/ports';
import { verifyBigCommerceWebhook } from '#functions/stores/webhooks/bigcommerce.webhook';
import { verifyShopifyWebhook } from '#functions/stores/webhooks/shopify.webhook';
import { verifySquareWebhook } from '#functions/stores/webhooks/square.webhook';
import { STORE_WEBHOOK_MAX_BYTES } from '#functions/stores/webhooks/store-webhook';
import { verifyWooCommerceWebhook } from '#functions/stores/webhooks/woocommerce.webhook';

const SECRET = 'shpss_test_0123456789abcdef';
const OTHER_SECRET = 'shpss_test_fedcba9876543210';
const SQUARE_URL = 'https://api.shipdeck.test/api/v1/webhooks/square';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const b64 = (secret: string, ...parts: (Buffer | string)[]) => {
  const mac = createHmac('sha256', secret);
  for (const p of parts) mac.update(p);
  return mac.digest('base64');
};
/** One digit changed (an id, an amount): the body still parses, only the signature can tell. */
const tamper = (body: Buffer) => {
  const text = body.toString('utf8');
  const changed = text.replace(/\d/, (d) => String((Number(d) + 1) % 10));
  if (changed === text) throw new Error('fixture has no digit to tamper with');
  return Buffer.from(changed);
};

type Verify = (request: RawStoreWebhook, secrets: StoreWebhookSecrets) => StoreWebhookVerdict;

interface Platform {
  name: string;
  verify: Verify;
  body: Buffer;
  /** Headers of a genuine delivery of `body`, signed with `secret`. */
  headers: (body: Buffer, secret: string) => Record<string, string>;
  signatureHeader: string;
  secrets: StoreWebhookSecrets;
  expected: { topic: string; eventId: string; shop: string };
}

const shopifyHeaders = (body: Buffer, secret: string, topic = 'orders/create') => ({
  'X-Shopify-Hmac-Sha256': b64(secret, body),
  'X-Shopify-Topic': topic,
  'X-Shopify-Shop-Domain': 'snowdevil.myshopify.com',
  'X-Shopify-Event-Id': '98880550-7158-44d4-b7cd-2c97c8a091b5',
  'X-Shopify-Webhook-Id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
  'X-Shopify-API-Version': '2025-10',
});

const PLATFORMS: Platform[] = [
  {
    name: 'shopify',
    verify: verifyShopifyWebhook,
    body: fixture('shopify-orders-create.json'),
    headers: (body, secret) => shopifyHeaders(body, secret),
    signatureHeader: 'X-Shopify-Hmac-Sha256',
    secrets: { secret: SECRET },
    expected: {
      topic: 'orders/create',
      eventId: '98880550-7158-44d4-b7cd-2c97c8a091b5',
      shop: 'snowdevil.myshopify.com',
    },
  },
  {
    name: 'square',
    verify: verifySquareWebhook,
    body: fixture('square-order-created.json'),
    headers: (body, secret) => ({ 'x-square-hmacsha256-signature': b64(secret, SQUARE_URL, body) }),
    signatureHeader: 'x-square-hmacsha256-signature',
    secrets: { secret: SECRET, notificationUrl: SQUARE_URL },
    expected: { topic: 'order.created', eventId: '116038d3-2948-439f-8679-fc86cbf1ebc4', shop: '5S9MXCS9Y99KK' },
  },
  {
    name: 'woocommerce',
    verify: verifyWooCommerceWebhook,
    body: fixture('woocommerce-order-created.json'),
    headers: (body, secret) => ({
      'X-WC-Webhook-Source': 'https://shop.example.com/',
      'X-WC-Webhook-Topic': 'order.created',
      'X-WC-Webhook-Resource': 'order',
      'X-WC-Webhook-Event': 'created',
      'X-WC-Webhook-Signature': b64(secret, body),
      'X-WC-Webhook-ID': '12',
      'X-WC-Webhook-Delivery-ID': '7a2bd6f2e0a8c3f1b0d1c6a9e4f2b8d1',
    }),
    signatureHeader: 'X-WC-Webhook-Signature',
    secrets: { secret: SECRET },
    expected: { topic: 'order.created', eventId: '7a2bd6f2e0a8c3f1b0d1c6a9e4f2b8d1', shop: 'https://shop.example.com' },
  },
];

describe.each(PLATFORMS)('$name webhook signature', (p) => {
  const genuine = (body = p.body) => ({ headers: p.headers(body, SECRET), rawBody: body });
  const rejection = (verdict: StoreWebhookVerdict) =>
    verdict.outcome === 'rejected' ? { reason: verdict.reason, status: verdict.status } : verdict.outcome;

  it('a genuine delivery: the HMAC-SHA256 of the raw bytes holds, and topic, event id and shop are read', () => {
    const verdict = p.verify(genuine(), p.secrets);
    expect(verdict.outcome).toBe('event');
    if (verdict.outcome !== 'event') return;
    expect(verdict.event).toMatchObject({ platform: p.name, ...p.expected });
    expect(verdict.event.payload).toEqual(JSON.parse(p.body.toString('utf8')));
  });

  it.each([
    {
      rule: 'a tampered body fails: the signature covers every byte',
      request: () => ({ headers: p.headers(p.body, SECRET), rawBody: tamper(p.body) }),
      expected: { reason: 'bad signature', status: 401 },
    },
    {
      rule: 're-serialized JSON fails: the raw body is hashed, never a parse',
      request: () => ({ headers: p.headers(p.body, SECRET), rawBody: JSON.stringify(JSON.parse(p.body.toString())) }),
      expected: { reason: 'bad signature', status: 401 },
    },
    {
      rule: 'a body signed with another secret fails',
      request: () => ({ headers: p.headers(p.body, OTHER_SECRET), rawBody: p.body }),
      expected: { reason: 'bad signature', status: 401 },
    },
    {
      rule: 'a missing signature header answers 401',
      request: () => {
        const headers: Record<string, string> = { ...p.headers(p.body, SECRET) };
        delete headers[p.signatureHeader];
        return { headers, rawBody: p.body };
      },
      expected: { reason: 'missing signature', status: 401 },
    },
    {
      rule: 'a signature that is not base64 is malformed',
      request: () => ({
        headers: { ...p.headers(p.body, SECRET), [p.signatureHeader]: '!'.repeat(44) },
        rawBody: p.body,
      }),
      expected: { reason: 'malformed signature', status: 401 },
    },
    {
      rule: 'a base64 signature of the wrong length (SHA-1) is malformed',
      request: () => ({
        headers: {
          ...p.headers(p.body, SECRET),
          [p.signatureHeader]: createHmac('sha1', SECRET).update(p.body).digest('base64'),
        },
        rawBody: p.body,
      }),
      expected: { reason: 'malformed signature', status: 401 },
    },
    {
      rule: 'a hex digest where base64 is expected is malformed',
      request: () => ({
        headers: {
          ...p.headers(p.body, SECRET),
          [p.signatureHeader]: createHmac('sha256', SECRET).update(p.body).digest('hex'),
        },
        rawBody: p.body,
      }),
      expected: { reason: 'malformed signature', status: 401 },
    },
    {
      rule: 'an oversized body is refused before hashing',
      request: () => {
        const big = Buffer.alloc(STORE_WEBHOOK_MAX_BYTES + 1, 0x20);
        return { headers: p.headers(big, SECRET), rawBody: big };
      },
      expected: { reason: 'body too large', status: 413 },
    },
    {
      rule: 'a signed body that is not JSON is malformed, 400',
      request: () => ({ headers: p.headers(Buffer.from('{not json'), SECRET), rawBody: Buffer.from('{not json') }),
      expected: { reason: 'malformed body', status: 400 },
    },
  ])('$rule', ({ request, expected }) => {
    expect(rejection(p.verify(request(), p.secrets))).toEqual(expected);
  });

  it('no secret configured verifies nothing, even a body "signed" with the empty key', () => {
    const request = { headers: p.headers(p.body, ''), rawBody: p.body };
    expect(rejection(p.verify(request, { ...p.secrets, secret: '' }))).toEqual({
      reason: 'no secret configured',
      status: 401,
    });
  });

  it('replay identity: a redelivery yields the same event id and the same dedupe key', () => {
    const first = p.verify(genuine(), p.secrets);
    const again = p.verify(genuine(Buffer.from(p.body)), p.secrets);
    expect(first.outcome === 'event' && again.outcome === 'event').toBe(true);
    if (first.outcome !== 'event' || again.outcome !== 'event') return;
    expect(storeEventKey(again.event)).toBe(storeEventKey(first.event));
    expect(storeEventKey(first.event)).toBe(`${p.name}#${p.expected.shop}#${p.expected.eventId}`);
  });
});

describe('Shopify specifics', () => {
  const body = fixture('shopify-orders-create.json');

  it.each(['customers/data_request', 'customers/redact', 'shop/redact'])(
    'mandatory privacy topic %s is recognised as privacy',
    (topic) => {
      const redact = fixture('shopify-customers-redact.json');
      const verdict = verifyShopifyWebhook(
        { headers: shopifyHeaders(redact, SECRET, topic), rawBody: redact },
        { secret: SECRET },
      );
      expect(verdict.outcome === 'event' && verdict.event.privacy).toBe(true);
    },
  );

  it('a privacy webhook with a bad signature answers 401 (Shopify app review requires it)', () => {
    const redact = fixture('shopify-customers-redact.json');
    const headers = shopifyHeaders(redact, OTHER_SECRET, 'customers/redact');
    expect(verifyShopifyWebhook({ headers, rawBody: redact }, { secret: SECRET })).toEqual({
      outcome: 'rejected',
      reason: 'bad signature',
      status: 401,
    });
  });

  it('an ordinary topic is not a privacy topic', () => {
    const verdict = verifyShopifyWebhook({ headers: shopifyHeaders(body, SECRET), rawBody: body }, { secret: SECRET });
    expect(verdict.outcome === 'event' && verdict.event.privacy).toBeFalsy();
  });

  it('without X-Shopify-Event-Id the event id falls back to X-Shopify-Webhook-Id', () => {
    const { 'X-Shopify-Event-Id': _e, ...headers } = shopifyHeaders(body, SECRET);
    const verdict = verifyShopifyWebhook({ headers, rawBody: body }, { secret: SECRET });
    expect(verdict.outcome === 'event' && verdict.event.eventId).toBe('b54557e4-bdd9-4b37-8a5f-bf7d70bcd043');
  });

  it.each([
    {
      rule: 'no id header at all: cannot be deduplicated, 400',
      drop: ['X-Shopify-Event-Id', 'X-Shopify-Webhook-Id'],
      reason: 'missing event id',
    },
    { rule: 'no topic header, 400', drop: ['X-Shopify-Topic'], reason: 'missing topic' },
    { rule: 'no shop header, 400', drop: ['X-Shopify-Shop-Domain'], reason: 'missing shop' },
  ])('$rule', ({ drop, reason }) => {
    const headers: Record<string, string> = shopifyHeaders(body, SECRET);
    for (const h of drop) delete headers[h];
    expect(verifyShopifyWebhook({ headers, rawBody: body }, { secret: SECRET })).toEqual({
      outcome: 'rejected',
      reason,
      status: 400,
    });
  });

  it('a shop header that is not a myshopify.com domain is refused', () => {
    const headers = { ...shopifyHeaders(body, SECRET), 'X-Shopify-Shop-Domain': 'evil.example.com' };
    expect(verifyShopifyWebhook({ headers, rawBody: body }, { secret: SECRET })).toMatchObject({
      reason: 'missing shop',
    });
  });

  it('header names match whatever their case (API Gateway lower-cases them)', () => {
    const lower = Object.fromEntries(
      Object.entries(shopifyHeaders(body, SECRET)).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(verifyShopifyWebhook({ headers: lower, rawBody: body }, { secret: SECRET }).outcome).toBe('event');
  });
});

describe('Square specifics', () => {
  const body = fixture('square-order-created.json');

  it('the notification URL is part of what is signed: a delivery to another URL fails', () => {
    const headers = { 'x-square-hmacsha256-signature': b64(SECRET, 'https://other.test/hook', body) };
    expect(
      verifySquareWebhook({ headers, rawBody: body }, { secret: SECRET, notificationUrl: SQUARE_URL }),
    ).toMatchObject({
      reason: 'bad signature',
    });
  });

  it('the body alone (without the URL) does not verify', () => {
    const headers = { 'x-square-hmacsha256-signature': b64(SECRET, body) };
    expect(
      verifySquareWebhook({ headers, rawBody: body }, { secret: SECRET, notificationUrl: SQUARE_URL }),
    ).toMatchObject({
      reason: 'bad signature',
    });
  });

  it('without the registered notification URL nothing verifies', () => {
    const headers = { 'x-square-hmacsha256-signature': b64(SECRET, SQUARE_URL, body) };
    expect(verifySquareWebhook({ headers, rawBody: body }, { secret: SECRET })).toMatchObject({
      reason: 'no secret configured',
    });
  });

  it('a signed body without event_id cannot be deduplicated, 400', () => {
    const { event_id: _id, ...rest } = JSON.parse(body.toString()) as Record<string, unknown>;
    const raw = Buffer.from(JSON.stringify(rest));
    const headers = { 'x-square-hmacsha256-signature': b64(SECRET, SQUARE_URL, raw) };
    expect(verifySquareWebhook({ headers, rawBody: raw }, { secret: SECRET, notificationUrl: SQUARE_URL })).toEqual({
      outcome: 'rejected',
      reason: 'missing event id',
      status: 400,
    });
  });
});

describe('WooCommerce creation ping', () => {
  const ping = (body: string, headers: Record<string, string> = {}) =>
    verifyWooCommerceWebhook(
      { headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, rawBody: body },
      { secret: SECRET },
    );

  it('the unsigned `webhook_id=<n>` request sent at creation is a ping, answered 200', () => {
    expect(ping('webhook_id=123')).toEqual({ outcome: 'ping' });
  });

  it('a ping is recognised even before a secret is stored', () => {
    expect(verifyWooCommerceWebhook({ headers: {}, rawBody: 'webhook_id=123' }, { secret: '' })).toEqual({
      outcome: 'ping',
    });
  });

  it.each([
    { rule: 'any other unsigned form body is no ping', body: 'webhook_id=123&order=1', expected: 'missing signature' },
    { rule: 'a non-numeric id is no ping', body: 'webhook_id=abc', expected: 'missing signature' },
    {
      rule: 'a ping-shaped body carrying a wrong signature is checked as a delivery',
      body: 'webhook_id=123',
      headers: { 'X-WC-Webhook-Signature': b64(OTHER_SECRET, 'webhook_id=123') },
      expected: 'bad signature',
    },
  ])('$rule', ({ body, headers, expected }) => {
    expect(ping(body, headers)).toMatchObject({ outcome: 'rejected', reason: expected, status: 401 });
  });
});

describe('BigCommerce secret header', () => {
  const body = fixture('bigcommerce-order-created.json');
  const STORE_SECRET = 'bc-store-secret-3f9a1c';
  const verify = (headers: Record<string, string>, rawBody: Buffer | string = body) =>
    verifyBigCommerceWebhook({ headers, rawBody }, { secret: STORE_SECRET });

  it('the per-store secret in the custom header admits the thin event; it names the order to fetch back', () => {
    const verdict = verify({ 'X-Shipdeck-Webhook-Secret': STORE_SECRET });
    expect(verdict).toEqual({
      outcome: 'event',
      event: {
        platform: 'bigcommerce',
        topic: 'store/order/created',
        eventId: 'dd70c0976e06b67aaf671e73f49dcb79230ebf9d',
        shop: '7tm6gv2',
        payload: JSON.parse(body.toString()),
        resource: { type: 'order', id: '250' },
      },
    });
  });

  it.each([
    { rule: 'a missing secret header answers 401', headers: {}, reason: 'missing signature' },
    {
      rule: 'a wrong secret answers 401',
      headers: { 'x-shipdeck-webhook-secret': 'bc-store-secret-3f9a1d' },
      reason: 'bad signature',
    },
    {
      rule: 'a prefix of the secret answers 401',
      headers: { 'x-shipdeck-webhook-secret': 'bc-store' },
      reason: 'bad signature',
    },
    {
      rule: 'the secret followed by more answers 401',
      headers: { 'x-shipdeck-webhook-secret': `${STORE_SECRET}x` },
      reason: 'bad signature',
    },
  ] as { rule: string; headers: Record<string, string>; reason: string }[])('$rule', ({ headers, reason }) => {
    expect(verify(headers)).toEqual({ outcome: 'rejected', reason, status: 401 });
  });

  it('without `hash` the event id is scope, resource id and created_at — the same on a redelivery', () => {
    const { hash: _h, ...rest } = JSON.parse(body.toString()) as Record<string, unknown>;
    const raw = JSON.stringify(rest);
    const first = verify({ 'x-shipdeck-webhook-secret': STORE_SECRET }, raw);
    const again = verify({ 'x-shipdeck-webhook-secret': STORE_SECRET }, raw);
    expect(first.outcome === 'event' && first.event.eventId).toBe('store/order/created:250:1763917200');
    expect(again).toEqual(first);
  });

  it('the store is the producer hash, else store_id', () => {
    const { producer: _p, ...rest } = JSON.parse(body.toString()) as Record<string, unknown>;
    const verdict = verify({ 'x-shipdeck-webhook-secret': STORE_SECRET }, JSON.stringify(rest));
    expect(verdict.outcome === 'event' && verdict.event.shop).toBe('1025646');
  });

  it('an unconfigured store secret admits nothing, not even an empty header', () => {
    expect(
      verifyBigCommerceWebhook({ headers: { 'x-shipdeck-webhook-secret': '' }, rawBody: body }, { secret: '' }),
    ).toMatchObject({
      reason: 'no secret configured',
    });
  });
});
