import * as z from 'zod';
import { checkHmacSignature, headerOf } from '#lib/http/webhook-signature';
import {
  cartLines,
  countryCode,
  dollarsOf,
  gramsOf,
  itemGrams,
  itemQuantity,
  looseText,
  type CheckoutCallback,
} from './checkout-callback';

/** The site the request is from, as the store was connected (its URL). */
export const WOOCOMMERCE_CHECKOUT_STORE_HEADER = 'x-shipdeck-store';
/** base64 HMAC-SHA256 of the raw body with the store's webhook secret, as WooCommerce signs its webhooks. */
export const WOOCOMMERCE_CHECKOUT_SIGNATURE_HEADER = 'x-shipdeck-signature';

const address = z.object({
  address: looseText(),
  address_2: looseText(),
  city: looseText(),
  state: looseText(),
  postcode: looseText(20),
  country: countryCode,
});

/**
 * The Shipdeck shipping method's request: WooCommerce's shipping package (`destination`, `contents` with each
 * line's quantity and unit weight) in the store's weight unit (`woocommerce_weight_unit`), and the store's address.
 */
export const wooCommerceRateRequestSchema = z.object({
  origin: address,
  destination: address,
  weight_unit: z.enum(['g', 'kg', 'oz', 'lbs']),
  contents: cartLines(
    z.object({ quantity: itemQuantity, weight: itemGrams.default(0), needs_shipping: z.boolean().default(true) }),
  ),
});
export type WooCommerceRateRequest = z.output<typeof wooCommerceRateRequestSchema>;

const postal = (a: z.output<typeof address>) => ({
  street1: a.address,
  street2: a.address_2,
  city: a.city,
  state: a.state,
  zip: a.postcode,
  country: a.country,
});

/**
 * WooCommerce's Shipdeck shipping method (`calculate_shipping`) asks for rates signed with the store's
 * webhook secret, the store in `X-Shipdeck-Store`; the answer is WC_Shipping_Rate's fields (cost in dollars).
 */
export const wooCommerceCheckout: CheckoutCallback<WooCommerceRateRequest> = {
  platform: 'woocommerce',
  shopOf({ headers }) {
    const site = headerOf(headers, WOOCOMMERCE_CHECKOUT_STORE_HEADER)?.trim().replace(/\/+$/, '');
    return site && site.length <= 512 ? site : undefined;
  },
  verify: ({ headers, rawBody }, secret) =>
    checkHmacSignature(headerOf(headers, WOOCOMMERCE_CHECKOUT_SIGNATURE_HEADER), 'base64', secret, rawBody) === 'valid',
  body: wooCommerceRateRequestSchema,
  cartOf: (body) => ({
    origin: postal(body.origin),
    destination: postal(body.destination),
    items: body.contents.map((c) => ({
      grams: gramsOf(c.weight, body.weight_unit),
      quantity: c.quantity,
      requiresShipping: c.needs_shipping,
    })),
  }),
  answer: (rates) => ({
    rates: rates.map((r) => ({
      id: `shipdeck:${r.code}`,
      label: r.name,
      cost: dollarsOf(r.priceCents),
      ...(r.transitDays !== undefined ? { meta_data: { transit_days: r.transitDays } } : {}),
    })),
  }),
};
