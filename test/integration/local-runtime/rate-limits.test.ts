import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '#infra/app-manifest';
import { startGateway, type Gateway } from '#infra/local/gateway';
import type { InvokeFunction } from '#infra/local/lambda-runtime';
import { createRateLimiter } from '#infra/local/rate-limiter';
import { API_KEY_HEADER, PUBLIC_RATE_LIMITS, TOO_MANY_REQUESTS_BODY } from '#infra/rate-limits';

/**
 * Public routes are rate-limited (issue 23 build 2): the real local gateway with the real manifest
 * routes and the real limits table. Handlers are stand-ins answering 200, so every other status
 * is the gateway's own; a second client is a second loopback address (127.0.0.2).
 */

const TRACKING = PUBLIC_RATE_LIMITS.find((g) => g.group === 'tracking')!;
const PUBLIC_API = PUBLIC_RATE_LIMITS.find((g) => g.group === 'public-api')!;

const invoked: string[] = [];
const invoke: InvokeFunction = async (fn) => {
  invoked.push(fn.name);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
};
const backend = () => ({
  // Any token passes: merchant routes are reached, and only the limits can refuse.
  authorize: async () => ({ claims: { sub: 'user-1' }, scopes: [] }),
  runtimeConfig: () => ({
    environment: 'local' as const,
    region: 'us-east-1',
    userPoolId: 'local_test',
    userPoolClientId: 'web',
    apiBaseUrl: '',
  }),
});

interface Answer {
  status: number;
  retryAfter?: string;
  contentType?: string;
  body: string;
}

function call(
  gateway: Gateway,
  method: string,
  path: string,
  opts: { body?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const { port } = gateway.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: opts.from ?? '127.0.0.1',
        headers: { 'content-type': 'application/json', ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            contentType: res.headers['content-type'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const lookup = (n: number) => JSON.stringify({ trackingCode: `1ZSHIP${String(100000 + n)}` });

async function start(rateLimits?: Parameters<typeof startGateway>[0]['rateLimits']): Promise<Gateway> {
  return startGateway({ port: 0, functions: FUNCTIONS, backend, invoke, web: { kind: 'none' }, rateLimits });
}

describe('issue 23 build 2: the local gateway limits the public routes as AWS does', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await start();
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('200 neighbouring tracking lookups in ~1.8 s from one client: a burst is refused with 429 and Retry-After', async () => {
    invoked.length = 0;
    const started = Date.now();
    const pending: Promise<Answer>[] = [];
    for (let n = 0; n < 200; n++) {
      pending.push(call(gateway, 'POST', '/api/v1/public/tracking-lookup', { body: lookup(n) }));
      // One every 9 ms: 200 spread over 1.8 s, as the probe sent them.
      await new Promise((r) => setTimeout(r, 9));
    }
    const answers = await Promise.all(pending);
    expect(Date.now() - started).toBeLessThan(10_000);

    const answered = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(answered.length + refused.length).toBe(200);
    expect(refused.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThanOrEqual(TRACKING.perClient.limit);
    expect(invoked.filter((name) => name === 'tracking-lookup')).toHaveLength(answered.length);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(TRACKING.perClient.windowSeconds);
      expect(answer.contentType).toBe('application/json');
      expect(answer.body).toBe(TOO_MANY_REQUESTS_BODY);
    }
    // The client stays refused on the group's other route (the tracking page), not only on the lookup.
    const page = await call(gateway, 'GET', '/api/v1/public/tracking-pages/hill-country');
    expect(page.status).toBe(429);
  });

  it('another client is not affected by the first one being limited', async () => {
    const page = await call(gateway, 'GET', '/api/v1/public/tracking-pages/hill-country', { from: '127.0.0.2' });
    expect(page.status).toBe(200);
    const found = await call(gateway, 'POST', '/api/v1/public/tracking-lookup', { body: lookup(1), from: '127.0.0.2' });
    expect(found.status).toBe(200);
  });

  it('merchant routes are not limited by these rules, even from the limited client', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        call(gateway, 'GET', '/api/v1/warehouses', { headers: { 'x-authorization': 'token' } }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });
});

describe('issue 23 build 2: the public API is limited per API key', () => {
  // The real table on a clock the test moves: each request 25 ms later, so the route's shared
  // bucket (refilling faster than that) never runs dry and only the per-key count can refuse.
  let clock = 0;
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await start(createRateLimiter({ now: () => clock }));
  });
  afterAll(async () => {
    await gateway?.stop();
  });
  const order = (key: string | undefined, from?: string) => {
    clock += 25;
    return call(gateway, 'POST', '/api/public/v1/orders', {
      body: '{}',
      headers: key ? { [API_KEY_HEADER]: key } : {},
      from,
    });
  };

  it('one key past its limit gets 429 with Retry-After; another key from the same address does not', async () => {
    expect(PUBLIC_API.route.rateLimit * 0.025).toBeGreaterThanOrEqual(1);
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_API.perClient.limit; i++) statuses.push((await order('sk_live_a')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const over = await order('sk_live_a');
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(over.body).toBe(TOO_MANY_REQUESTS_BODY);
    // Same key, same group, another route and another address: still the same key's count.
    clock += 25;
    const update = await call(gateway, 'PUT', '/api/public/v1/orders/1001', {
      body: '{}',
      headers: { [API_KEY_HEADER]: 'sk_live_a' },
      from: '127.0.0.2',
    });
    expect(update.status).toBe(429);

    expect((await order('sk_live_b')).status).toBe(200);
    expect((await order(undefined)).status).toBe(200);
  });

  it('the key is free again once its requests leave the window', async () => {
    clock += PUBLIC_API.perClient.windowSeconds * 1000;
    expect((await order('sk_live_a')).status).toBe(200);
  });
});

describe('issue 23 build 2: benches can lift the local limits', () => {
  it("rateLimits 'off' answers every lookup", async () => {
    const gateway = await start('off');
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          call(gateway, 'POST', '/api/v1/public/tracking-lookup', { body: lookup(n) }),
        ),
      );
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    } finally {
      await gateway.stop();
    }
  });
});
