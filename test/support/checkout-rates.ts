import { SANDBOX_SHOPIFY_APP } from '#functions/stores/store-app-secrets';
import { storeCheckoutKey as bigCommerceCheckoutKey } from '#functions/stores/store-checkout-key';
import type { CheckoutPlatform } from '#functions/checkout-rates/callbacks/checkout-callback';
import { SHOPIFY_HMAC_HEADER } from '#domain/stores/store-platforms.rules';
import { hmacSha256 } from '#lib/http/webhook-signature';
import { apiEvent } from './api-events';

/**
 * Checkout rate requests as each platform sends them (Shopify's CarrierService `rate` object, BigCommerce's
 * shipping provider request, the WooCommerce shipping method's package), written from the platforms' documented
 * shapes, and signed or keyed as each platform does: shared by the checkout tests and the bench.
 */

const AUSTIN = { country: 'US', postal_code: '78701', province: 'TX', city: 'Austin', address1: '1100 Congress Ave' };
const DENVER = { country: 'US', postal_code: '80202', province: 'CO', city: 'Denver', address1: '1437 Bannock St' };

export function shopifyRateRequest(items = [{ quantity: 2, grams: 900 }]) {
  return {
    rate: {
      origin: { ...AUSTIN, name: null, address2: '', address3: null, phone: null, company_name: 'Smokehouse' },
      destination: { ...DENVER, name: 'Ana Fresh', address2: null, address3: null, phone: '303-555-0100' },
      items: items.map((i, n) => ({
        name: `Brisket ${n + 1}`,
        sku: `BRISKET-${n + 1}`,
        quantity: i.quantity,
        grams: i.grams,
        price: 4999,
        vendor: 'Smokehouse',
        requires_shipping: true,
        taxable: true,
        fulfillment_service: 'manual',
        properties: null,
        product_id: 48447225880 + n,
        variant_id: 258644705304 + n,
      })),
      currency: 'USD',
      locale: 'en',
    },
  };
}

export function bigCommerceRateRequest(storeHash: string, key: string, quantity = 2) {
  const address = (a: typeof AUSTIN) => ({
    street_1: a.address1,
    street_2: '',
    zip: a.postal_code,
    city: a.city,
    state_iso2: a.province,
    country_iso2: a.country,
    address_type: 'RESIDENTIAL',
  });
  return {
    base_options: {
      origin: address(AUSTIN),
      destination: address(DENVER),
      items: [
        {
          sku: 'BRISKET-1',
          variant_id: 77,
          product_id: 112,
          name: 'Brisket',
          length: { units: 'cm', value: 30 },
          width: { units: 'cm', value: 20 },
          height: { units: 'cm', value: 10 },
          weight: { units: 'oz', value: 32 },
          discounted_price: { currency: 'USD', amount: 49.99 },
          declared_value: { currency: 'USD', amount: 49.99 },
          quantity,
        },
      ],
      customer: { customer_groups: [] },
      store_id: storeHash,
      request_context: { reference_values: [{ name: 'checkout_id', value: 'e4a3c0d1' }] },
    },
    zone_options: {},
    connection_options: { checkout_key: key },
  };
}

export function wooCommerceRateRequest(quantity = 2) {
  const address = (a: typeof AUSTIN) => ({
    address: a.address1,
    address_2: '',
    city: a.city,
    state: a.province,
    postcode: a.postal_code,
    country: a.country,
  });
  return {
    origin: address(AUSTIN),
    destination: address(DENVER),
    weight_unit: 'kg',
    contents: [{ product_id: 112, quantity, weight: 0.9, needs_shipping: true }],
  };
}

const base64Hmac = (key: string, body: string) => hmacSha256(key, body).toString('base64');

/** The callback's event for `body` as `platform` sends it for `shop` (secret: the store's, or a wrong one). */
export function checkoutEvent(
  platform: CheckoutPlatform,
  shop: string,
  body: unknown,
  opts: { secret?: string; rawBody?: string } = {},
) {
  const raw = opts.rawBody ?? JSON.stringify(body);
  const headers: Record<string, string> =
    platform === 'shopify'
      ? {
          [SHOPIFY_HMAC_HEADER]: base64Hmac(opts.secret ?? SANDBOX_SHOPIFY_APP.clientSecret, raw),
          'x-shopify-shop-domain': shop,
        }
      : platform === 'woocommerce'
        ? { 'x-shipdeck-signature': base64Hmac(opts.secret ?? '', raw), 'x-shipdeck-store': shop }
        : {};
  return apiEvent({
    method: 'POST',
    path: `/api/v1/checkout-rates/${platform}`,
    pathParameters: { platform },
    rawBody: raw,
    headers,
  });
}

export { bigCommerceCheckoutKey };
