import { createServer } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SITE_URL_MESSAGE, isPublicHttpsSiteUrl } from '#api/store-connect';
import { StoreApiError } from '#domain/stores/ports';
import { MESSAGES } from '#domain/validation/messages';
import { StoreAddressRefusedError } from '#functions/stores/adapters/store-http';
import { makeWooCommerceStoreApi } from '#functions/stores/adapters/woocommerce.store-api';
import { storeOrigins } from '#functions/stores/store-origins';
import { makeOutboundFetch } from '#lib/http/outbound-fetch';
import { ValidationError } from '#lib/errors';

// A merchant's WooCommerce site whose name resolves to loopback is never called: the connect flow
// answers the bad-site-address message, a connected store's later calls fail for good (no retry).

/** Every name resolves to 127.0.0.1, as a public DNS name pointed at loopback would. */
const toLoopback: LookupFunction = ((_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) =>
  options.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)) as LookupFunction;

let hits = 0;
const site = createServer((_req, res) => {
  hits++;
  res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
});
let sitePort: number;

beforeAll(async () => {
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(() => {
  site.close();
});

const woo = makeWooCommerceStoreApi({
  fetch: makeOutboundFetch({ allowHttp: true, lookup: toLoopback }),
  origins: storeOrigins({ mode: 'live' }),
});
const keys = { consumerKey: 'ck_a', consumerSecret: 'cs_b' };

describe('WooCommerce sites that resolve to a private address', () => {
  it.each([
    'https://localhost.',
    'https://localhost.localdomain',
    'https://shop.example.com',
    'http://shop.example.com',
  ])('connecting %s answers the bad site address message and calls nothing', async (siteUrl) => {
    const url = siteUrl.startsWith('http:') ? `${siteUrl}:${sitePort}` : siteUrl;
    const err = await woo.checkKeys({ siteUrl: url, ...keys }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err).toMatchObject({ fieldErrors: { siteUrl: MESSAGES.invalidUrl }, message: INVALID_SITE_URL_MESSAGE });
    expect(hits).toBe(0);
  });

  it('a connected store whose site now resolves to loopback fails for good, not as a retryable outage', async () => {
    const access = {
      connection: {
        storeId: 's1',
        platform: 'woocommerce',
        shop: 'https://shop.example.com',
        apiBaseUrl: `http://shop.example.com:${sitePort}`,
      },
      credentials: { accessToken: '', ...keys },
    } as unknown as Parameters<typeof woo.fetchOrder>[0];
    const err = await woo.fetchOrder(access, '727').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreAddressRefusedError);
    expect(err).toBeInstanceOf(StoreApiError);
    expect(err).toMatchObject({ retryable: false, message: 'WooCommerce site address is not a public one' });
    expect(hits).toBe(0);
  });

  it('the name check refuses local names first, with or without their final dot', () => {
    for (const siteUrl of [
      'https://localhost.',
      'https://localhost.localdomain',
      'https://shop.local.',
      'https://127.0.0.1',
    ]) {
      expect(isPublicHttpsSiteUrl(siteUrl)).toBe(false);
    }
    expect(isPublicHttpsSiteUrl('https://shop.example.com')).toBe(true);
  });
});
