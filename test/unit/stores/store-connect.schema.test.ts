import { describe, expect, it } from 'vitest';
import {
  SHOPIFY_SHOP_MESSAGE,
  normaliseShopifyShop,
  storeConnectRequestSchema,
} from '#domain/stores/store-connect.schema';
import { MESSAGES } from '#domain/validation/messages';

const errorsOf = (body: unknown) => {
  const r = storeConnectRequestSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the connect form / POST /api/v1/stores/connect body', () => {
  it.each([
    ['smokehouse', 'smokehouse.myshopify.com'],
    [' Smokehouse.MyShopify.com ', 'smokehouse.myshopify.com'],
    ['https://smokehouse.myshopify.com/admin/orders', 'smokehouse.myshopify.com'],
  ])('reads the Shopify shop %j as %s', (typed, shop) => {
    expect(normaliseShopifyShop(typed)).toBe(shop);
    expect(storeConnectRequestSchema.parse({ platform: 'shopify', shop: typed })).toEqual({
      platform: 'shopify',
      shop,
    });
  });

  it('refuses a shop that is not a myshopify.com domain, and an empty one', () => {
    expect(errorsOf({ platform: 'shopify', shop: 'smokehouse.com' })).toEqual({ shop: SHOPIFY_SHOP_MESSAGE });
    expect(errorsOf({ platform: 'shopify', shop: '  ' })).toEqual({ shop: MESSAGES.required });
  });

  it('needs each key-based platform’s fields, and an http(s) site URL', () => {
    expect(errorsOf({ platform: 'woocommerce', siteUrl: 'ftp://x', consumerKey: '', consumerSecret: 'cs' })).toEqual({
      siteUrl: MESSAGES.invalidUrl,
      consumerKey: MESSAGES.required,
    });
    expect(errorsOf({ platform: 'bigcommerce', storeHash: 'abc' })).toEqual({ accessToken: MESSAGES.required });
    expect(errorsOf({ platform: 'custom', name: 'x'.repeat(61) })).toEqual({ name: MESSAGES.tooLong });
    expect(storeConnectRequestSchema.parse({ platform: 'square' })).toEqual({ platform: 'square' });
  });

  it('refuses platforms that cannot be connected (not yet offered, or unknown)', () => {
    expect(storeConnectRequestSchema.safeParse({ platform: 'freshly' }).success).toBe(false);
    expect(storeConnectRequestSchema.safeParse({ platform: 'etsy' }).success).toBe(false);
  });
});
