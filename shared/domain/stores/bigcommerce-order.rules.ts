import * as z from 'zod';
import type { PostalAddress } from '../address/postal-address';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  centsOf,
  decimalOf,
  invalidPayload,
  isoInstant,
  payloadCount,
  payloadDecimal,
  payloadId,
  payloadNote,
  payloadText,
  storeAddressOf,
  storeLineOf,
  storeOrderMetaOf,
  storeTotalsOf,
  toStoreOrderMapping,
  weightIn,
  weightUnitOf,
  type StoreOrderContext,
  type StoreOrderMapping,
} from './store-order.rules';

const bcAddressSchema = z.looseObject({
  first_name: payloadText(TEXT_MAX.name).nullish(),
  last_name: payloadText(TEXT_MAX.name).nullish(),
  company: payloadText(TEXT_MAX.name).nullish(),
  street_1: payloadText(TEXT_MAX.address).nullish(),
  street_2: payloadText(TEXT_MAX.address).nullish(),
  city: payloadText(TEXT_MAX.address).nullish(),
  state: payloadText(TEXT_MAX.address).nullish(),
  zip: payloadText(TEXT_MAX.short).nullish(),
  country_iso2: payloadText(TEXT_MAX.short).nullish(),
  phone: payloadText(TEXT_MAX.short).nullish(),
  email: payloadText(TEXT_MAX.email).nullish(),
  shipping_method: payloadText(TEXT_MAX.name).nullish(),
});

/** BigCommerce's status id for Cancelled (v2 order statuses). */
export const BIGCOMMERCE_CANCELLED_STATUS_ID = 5;

/**
 * A BigCommerce v2 order. Its webhooks (store/order/created, store/order/updated) carry only the
 * order id; the store adapter reads the order and inlines its `products` and `shipping_addresses`
 * sub-resources (v2 returns them as links), which is the shape mapped here.
 */
export const bigCommerceOrderSchema = z.looseObject({
  id: payloadId(),
  status_id: z.number().int().min(0).max(100),
  date_created: payloadText(TEXT_MAX.short),
  date_modified: payloadText(TEXT_MAX.short).nullish(),
  customer_message: payloadNote().nullish(),
  currency_code: payloadText(8).nullish(),
  subtotal_inc_tax: payloadDecimal().nullish(),
  shipping_cost_inc_tax: payloadDecimal().nullish(),
  total_tax: payloadDecimal().nullish(),
  total_inc_tax: payloadDecimal().nullish(),
  billing_address: bcAddressSchema.nullish(),
  shipping_addresses: z.array(bcAddressSchema).max(20).default([]),
  products: z
    .array(
      z.looseObject({
        name: payloadText(TEXT_MAX.note).nullish(),
        sku: payloadText(TEXT_MAX.id).nullish(),
        quantity: payloadCount(),
        price_inc_tax: payloadDecimal().nullish(),
        weight: payloadDecimal().nullish(),
        type: payloadText(TEXT_MAX.short).nullish(),
      }),
    )
    .max(500),
});
export type BigCommerceOrder = z.output<typeof bigCommerceOrderSchema>;

/** orders §2 store admin deep link: the order in the store's control panel (`store-<hash>`). */
export function bigCommerceOrderAdminUrl(storeHash: string | undefined, orderId: string): string | null {
  const hash = (storeHash ?? '')
    .trim()
    .toLowerCase()
    .replace(/^stores\//, '');
  return /^[a-z0-9]{1,40}$/.test(hash) && /^\d+$/.test(orderId)
    ? `https://store-${hash}.mybigcommerce.com/manage/orders/${orderId}`
    : null;
}

function bcAddress(
  a: z.output<typeof bcAddressSchema> | undefined,
  billing?: z.output<typeof bcAddressSchema> | null,
): PostalAddress | undefined {
  if (!a) return undefined;
  return storeAddressOf(
    {
      firstName: a.first_name,
      lastName: a.last_name,
      company: a.company,
      streets: [a.street_1, a.street_2],
      city: a.city,
      // BigCommerce writes the state's name ("Texas"); regionCode reads it back to "TX".
      state: a.state,
      zip: a.zip,
      country: a.country_iso2,
      phone: a.phone,
      email: a.email,
    },
    { phone: billing?.phone, email: billing?.email },
  );
}

/**
 * A BigCommerce order as the import's order group: the order number is the id (BigCommerce has no
 * separate number); the first shipping address ships the whole order (multi-address orders are
 * rare and the import has one recipient); digital products are left out; weights are read in the
 * account's BigCommerce import unit, the unit the store's weights are set in.
 */
export function mapBigCommerceOrder(payload: unknown, ctx: StoreOrderContext): StoreOrderMapping {
  const parsed = bigCommerceOrderSchema.safeParse(payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const o = parsed.data;
  const platformOrderId = String(o.id);
  const unit = weightUnitOf(ctx);
  const shipTo = o.shipping_addresses[0];
  const store = storeOrderMetaOf({
    platform: 'bigcommerce',
    ctx,
    orderNumber: platformOrderId,
    platformOrderId,
    createdAt: isoInstant(o.date_created),
    updatedAt: isoInstant(o.date_modified),
    cancelled: o.status_id === BIGCOMMERCE_CANCELLED_STATUS_ID,
    adminUrl: bigCommerceOrderAdminUrl(ctx.shop, platformOrderId),
    requestedService: shipTo?.shipping_method,
    note: o.customer_message,
    totals: storeTotalsOf({
      currency: o.currency_code,
      subtotalCents: centsOf(o.subtotal_inc_tax),
      shippingCents: centsOf(o.shipping_cost_inc_tax),
      taxCents: centsOf(o.total_tax),
      totalCents: centsOf(o.total_inc_tax),
    }),
  });
  return toStoreOrderMapping({
    store,
    ctx,
    orderDate: isoInstant(o.date_created) ?? '',
    address: bcAddress(shipTo, o.billing_address),
    lines: o.products
      .filter((p) => p.type !== 'digital' && p.quantity > 0)
      .map((p) =>
        storeLineOf({
          sku: p.sku,
          title: p.name,
          quantity: p.quantity,
          priceCents: centsOf(p.price_inc_tax),
          weight: weightIn(decimalOf(p.weight), unit, unit),
        }),
      ),
    tags: [],
  });
}
