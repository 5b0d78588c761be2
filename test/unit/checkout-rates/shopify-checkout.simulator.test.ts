import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyCheckout } from '#functions/checkout-rates/callbacks/shopify.checkout';
import { SANDBOX_SHOPIFY_APP } from '#functions/stores/store-app-secrets';
import { makeStoreAdapters } from '#functions/stores/store-apis';
import { startStoreSimulator, type StoreSimulator } from '../../../infra/local/store-simulators/store-simulator';

/**
 * The Shopify simulator's side of live rates: the real adapter registers the carrier service on it, and its
 * checkout asks that service for rates the way Shopify does, signed so the callback's own check accepts it.
 */
const SHOP = 'checkout-sim.myshopify.com';
let sim: StoreSimulator;
let carrier: { url: string; asked: { headers: Record<string, string | string[] | undefined>; body: string }[] };
let close: () => void;

beforeAll(async () => {
  sim = await startStoreSimulator();
  const asked: (typeof carrier)['asked'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      asked.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          rates: [
            { service_name: 'UPS Ground', service_code: 'UPS:Ground', total_price: '1555', currency: 'USD' },
            { service_name: 'USPS Priority Mail', service_code: 'USPS:Priority', total_price: '1288', currency: 'USD' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  carrier = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`, asked };
  close = () => server.close();
});
afterAll(async () => {
  close();
  await sim.stop();
});

describe('local Shopify simulator: carrier service and checkout', () => {
  it('registers through the real adapter, then its checkout asks with a signed rate request and lists the answer', async () => {
    const adapters = makeStoreAdapters({ origins: { mode: 'sandbox', simulatorUrl: sim.origin }, localRuntime: true });
    const access = {
      connection: {
        storeId: 's',
        platform: 'shopify' as const,
        shop: SHOP,
        name: 'Checkout sim',
        status: 'connected' as const,
        scopes: [],
        apiBaseUrl: `${sim.origin}/shopify/${SHOP}`,
        connectedAt: '2026-11-28T00:00:00.000Z',
      },
      credentials: { accessToken: sim.shopifyToken(SHOP) },
    };
    await adapters.shopify.registerCheckoutRates(access, `${carrier.url}?old`);
    await adapters.shopify.registerCheckoutRates(access, carrier.url); // updated, not a second service

    const page = await fetch(`${sim.origin}/shopify/${SHOP}/_sim/checkout`, { method: 'POST' });
    const html = await page.text();
    expect(carrier.asked).toHaveLength(1);
    const [request] = carrier.asked;
    const verified = shopifyCheckout.verify(
      { headers: request!.headers as Record<string, string>, rawBody: request!.body, body: JSON.parse(request!.body) },
      SANDBOX_SHOPIFY_APP.clientSecret,
    );
    expect(verified).toBe(true);
    expect(shopifyCheckout.shopOf({ headers: request!.headers as Record<string, string>, rawBody: '', body: {} })).toBe(
      SHOP,
    );
    expect(shopifyCheckout.body.safeParse(JSON.parse(request!.body)).success).toBe(true);
    expect(html.indexOf('USPS Priority Mail')).toBeLessThan(html.indexOf('UPS Ground'));
    expect(html).toContain('$12.88');
  });
});
