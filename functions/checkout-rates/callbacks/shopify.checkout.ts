import * as z from 'zod';
import { SHOPIFY_SHOP_DOMAIN } from '#domain/stores/store-oauth.constants';
import { SHOPIFY_HMAC_HEADER } from '#domain/stores/store-platforms.rules';
import { checkHmacSignature, headerOf } from '#lib/http/webhook-signature';
import { cartLines, countryCode, itemGrams, itemQuantity, looseText, type CheckoutCallback } from './checkout-callback';

export const SHOPIFY_SHOP_HEADER = 'x-shopify-shop-domain';

const address = z.object({
  country: countryCode,
  postal_code: looseText(20),
  province: looseText(),
  city: looseText(),
  name: looseText(),
  address1: looseText(),
  address2: looseText(),
  company_name: looseText(),
  phone: looseText(30),
});

/** Shopify's CarrierService rate request (its documented `rate` object; fields Shipdeck does not read are let through). */
export const shopifyRateRequestSchema = z.object({
  rate: z.object({
    origin: address,
    destination: address,
    items: cartLines(
      z.object({
        quantity: itemQuantity,
        grams: itemGrams,
        requires_shipping: z.boolean().default(true),
      }),
    ),
    currency: looseText(3),
  }),
});
export type ShopifyRateRequest = z.output<typeof shopifyRateRequestSchema>;

const postal = (a: z.output<typeof address>) => ({
  name: a.name,
  company: a.company_name,
  street1: a.address1,
  street2: a.address2,
  city: a.city,
  state: a.province,
  zip: a.postal_code,
  country: a.country,
  ...(a.phone ? { phone: a.phone } : {}),
});

/** Shopify's delivery dates are "YYYY-MM-DD HH:MM:SS ±HHMM"; Shipdeck knows the day, so noon UTC. */
const deliveryStamp = (date: string) => `${date} 12:00:00 +0000`;

/**
 * Shopify's CarrierService callback: signed like its webhooks (`X-Shopify-Hmac-Sha256`, the base64
 * HMAC-SHA256 of the raw body with the app's client secret), the shop in `X-Shopify-Shop-Domain`.
 * Prices are strings of cents in the shop's currency.
 */
export const shopifyCheckout: CheckoutCallback<ShopifyRateRequest> = {
  platform: 'shopify',
  shopOf({ headers }) {
    const shop = headerOf(headers, SHOPIFY_SHOP_HEADER)?.trim().toLowerCase();
    return shop && SHOPIFY_SHOP_DOMAIN.test(shop) ? shop : undefined;
  },
  verify: ({ headers, rawBody }, secret) =>
    checkHmacSignature(headerOf(headers, SHOPIFY_HMAC_HEADER), 'base64', secret, rawBody) === 'valid',
  body: shopifyRateRequestSchema,
  cartOf: ({ rate }) => ({
    origin: postal(rate.origin),
    destination: postal(rate.destination),
    items: rate.items.map((i) => ({ grams: i.grams, quantity: i.quantity, requiresShipping: i.requires_shipping })),
  }),
  answer: (rates, { rate }) => ({
    rates: rates.map((r) => ({
      service_name: r.name,
      service_code: r.code,
      total_price: String(r.priceCents),
      currency: rate.currency || 'USD',
      ...(r.estimatedDeliveryDate
        ? {
            min_delivery_date: deliveryStamp(r.estimatedDeliveryDate),
            max_delivery_date: deliveryStamp(r.estimatedDeliveryDate),
          }
        : {}),
    })),
  }),
};
