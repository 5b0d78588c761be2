import * as z from 'zod';
import { TEXT_MAX } from '#domain/validation/bounded.schema';
import { BIGCOMMERCE_CHECKOUT_KEY_OPTION, storeCheckoutKey } from '#functions/stores/store-checkout-key';
import { secretsEqual } from '#lib/http/webhook-signature';
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

const address = z.object({
  street_1: looseText(),
  street_2: looseText(),
  zip: looseText(20),
  city: looseText(),
  state_iso2: looseText(),
  country_iso2: countryCode,
  address_type: z.enum(['RESIDENTIAL', 'COMMERCIAL']).optional(),
});

/** BigCommerce's shipping provider rate request (Shipping Provider API, documented shape). */
export const bigCommerceRateRequestSchema = z.object({
  base_options: z.object({
    store_id: z.union([z.string().max(TEXT_MAX.id), z.number().int()]).transform(String),
    origin: address,
    destination: address,
    items: cartLines(
      z.object({
        quantity: itemQuantity,
        weight: z.object({ units: z.enum(['g', 'kg', 'oz', 'lb']), value: itemGrams }),
      }),
    ),
  }),
  connection_options: z.record(z.string().max(TEXT_MAX.id), z.string().max(TEXT_MAX.id)).optional(),
});
export type BigCommerceRateRequest = z.output<typeof bigCommerceRateRequestSchema>;

const postal = (a: z.output<typeof address>) => ({
  street1: a.street_1,
  street2: a.street_2,
  city: a.city,
  state: a.state_iso2,
  zip: a.zip,
  country: a.country_iso2,
  ...(a.address_type ? { residential: a.address_type === 'RESIDENTIAL' } : {}),
});

const optionsOf = (body: unknown): Record<string, unknown> => {
  const options = (body as { connection_options?: unknown } | undefined)?.connection_options;
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
};

/**
 * BigCommerce's shipping provider: BigCommerce calls the registered rate URL with the cart and the
 * store's carrier connection options; it signs nothing, so the store's checkout key (set as a connection
 * option when the store connects) rides in those options and the store is the body's `store_id` (its hash).
 */
export const bigCommerceCheckout: CheckoutCallback<BigCommerceRateRequest> = {
  platform: 'bigcommerce',
  shopOf({ body }) {
    const id = (body as { base_options?: { store_id?: unknown } } | undefined)?.base_options?.store_id;
    const shop = typeof id === 'string' || typeof id === 'number' ? String(id).trim().toLowerCase() : '';
    return /^[a-z0-9]{1,64}$/.test(shop) ? shop : undefined;
  },
  verify({ body }, secret) {
    const given = optionsOf(body)[BIGCOMMERCE_CHECKOUT_KEY_OPTION];
    return typeof given === 'string' && secretsEqual(given, storeCheckoutKey(secret));
  },
  body: bigCommerceRateRequestSchema,
  cartOf: ({ base_options: o }) => ({
    origin: postal(o.origin),
    destination: postal(o.destination),
    items: o.items.map((i) => ({
      grams: gramsOf(i.weight.value, i.weight.units),
      quantity: i.quantity,
      requiresShipping: true,
    })),
  }),
  answer: (rates) => ({
    messages: [],
    carrier_quotes: [
      {
        carrier_info: { code: 'shipdeck', display_name: 'Shipdeck' },
        quotes: rates.map((r) => ({
          code: r.code,
          display_name: r.name,
          cost: { currency: 'USD', amount: dollarsOf(r.priceCents) },
          ...(r.transitDays !== undefined ? { transit_time: { units: 'BUSINESS_DAYS', duration: r.transitDays } } : {}),
        })),
      },
    ],
  }),
};
