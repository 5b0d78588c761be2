import * as z from 'zod';
import type { PostalAddress } from '../address/postal-address';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  centsOf,
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

/** A Shopify Admin REST address (orders, customers): only the fields the mapping reads. */
export const shopifyAddressSchema = z
  .looseObject({
    first_name: payloadText(TEXT_MAX.name).nullish(),
    last_name: payloadText(TEXT_MAX.name).nullish(),
    name: payloadText(TEXT_MAX.name).nullish(),
    company: payloadText(TEXT_MAX.name).nullish(),
    address1: payloadText(TEXT_MAX.address).nullish(),
    address2: payloadText(TEXT_MAX.address).nullish(),
    city: payloadText(TEXT_MAX.address).nullish(),
    province_code: payloadText(TEXT_MAX.short).nullish(),
    province: payloadText(TEXT_MAX.address).nullish(),
    zip: payloadText(TEXT_MAX.short).nullish(),
    country_code: payloadText(TEXT_MAX.short).nullish(),
    phone: payloadText(TEXT_MAX.short).nullish(),
  })
  .nullish();

/** The orders/create and orders/updated webhook body (the REST Order resource). */
export const shopifyOrderSchema = z.looseObject({
  id: payloadId(),
  name: payloadText(TEXT_MAX.short).nullish(),
  order_number: payloadId().nullish(),
  email: payloadText(TEXT_MAX.email).nullish(),
  contact_email: payloadText(TEXT_MAX.email).nullish(),
  phone: payloadText(TEXT_MAX.short).nullish(),
  created_at: payloadText(TEXT_MAX.short),
  updated_at: payloadText(TEXT_MAX.short),
  cancelled_at: payloadText(TEXT_MAX.short).nullish(),
  note: payloadNote().nullish(),
  tags: payloadText(TEXT_MAX.note).nullish(),
  currency: payloadText(8).nullish(),
  subtotal_price: payloadDecimal().nullish(),
  total_price: payloadDecimal().nullish(),
  total_tax: payloadDecimal().nullish(),
  shipping_lines: z
    .array(z.looseObject({ title: payloadText(TEXT_MAX.name).nullish(), price: payloadDecimal().nullish() }))
    .max(50)
    .nullish(),
  shipping_address: shopifyAddressSchema,
  line_items: z
    .array(
      z.looseObject({
        sku: payloadText(TEXT_MAX.id).nullish(),
        title: payloadText(TEXT_MAX.note).nullish(),
        variant_title: payloadText(TEXT_MAX.name).nullish(),
        quantity: payloadCount(),
        /** The quantity after order edits (removed units); older API versions omit it. */
        current_quantity: payloadCount().nullish(),
        price: payloadDecimal().nullish(),
        grams: z.number().min(0).max(10_000_000).nullish(),
        requires_shipping: z.boolean().nullish(),
      }),
    )
    .max(500),
});
export type ShopifyOrder = z.output<typeof shopifyOrderSchema>;

/** "smokehouse.myshopify.com", "https://smokehouse.myshopify.com/" or "smokehouse" → "smokehouse". */
export function shopifyShopHandle(shop: string | undefined): string | undefined {
  const handle = (shop ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.myshopify\.com$/, '');
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(handle) ? handle : undefined;
}

/** orders §2 store admin deep link: the order's page in the Shopify admin. */
export function shopifyOrderAdminUrl(shop: string | undefined, orderId: string): string | null {
  const handle = shopifyShopHandle(shop);
  return handle && /^\d+$/.test(orderId) ? `https://admin.shopify.com/store/${handle}/orders/${orderId}` : null;
}

export function shopifyAddress(
  a: z.output<typeof shopifyAddressSchema>,
  contact: { email?: string | null; phone?: string | null },
): PostalAddress | undefined {
  if (!a) return undefined;
  return storeAddressOf(
    {
      name: a.name,
      firstName: a.first_name,
      lastName: a.last_name,
      company: a.company,
      streets: [a.address1, a.address2],
      city: a.city,
      // Shopify's UK province codes are nations ("ENG"); GB accepts any county text, so the code is fine.
      state: a.province_code ?? a.province,
      zip: a.zip,
      country: a.country_code,
      phone: a.phone,
    },
    contact,
  );
}

/**
 * A Shopify order as the import's order group. The order number is `name` ("#1001", or the shop's
 * own prefix and suffix) because that is what the merchant and the buyer see; `order_number` only
 * when `name` is missing. Lines that need no shipping (gift cards, downloads) are left out;
 * lines take `current_quantity` (after order edits) and
 * lines edited down to 0 are dropped; `grams` becomes the product weight in the account's Shopify import unit.
 */
export function mapShopifyOrder(payload: unknown, ctx: StoreOrderContext): StoreOrderMapping {
  const parsed = shopifyOrderSchema.safeParse(payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const o = parsed.data;
  const platformOrderId = String(o.id);
  const unit = weightUnitOf(ctx);
  const shippingCents = (o.shipping_lines ?? []).reduce((sum, l) => sum + centsOf(l.price), 0);
  const store = storeOrderMetaOf({
    platform: 'shopify',
    ctx,
    orderNumber: (o.name || (o.order_number != null ? String(o.order_number) : platformOrderId)).trim(),
    platformOrderId,
    createdAt: isoInstant(o.created_at),
    updatedAt: isoInstant(o.updated_at),
    cancelled: !!o.cancelled_at,
    adminUrl: shopifyOrderAdminUrl(ctx.shop, platformOrderId),
    requestedService: o.shipping_lines?.[0]?.title,
    note: o.note,
    totals: storeTotalsOf({
      currency: o.currency,
      subtotalCents: centsOf(o.subtotal_price),
      shippingCents,
      taxCents: centsOf(o.total_tax),
      totalCents: centsOf(o.total_price),
    }),
  });
  return toStoreOrderMapping({
    store,
    ctx,
    orderDate: isoInstant(o.created_at) ?? '',
    address: shopifyAddress(o.shipping_address, { email: o.email || o.contact_email, phone: o.phone }),
    lines: o.line_items
      .map((l) => ({ ...l, quantity: l.current_quantity ?? l.quantity }))
      .filter((l) => l.requires_shipping !== false && l.quantity > 0)
      .map((l) =>
        storeLineOf({
          sku: l.sku,
          title: l.title,
          variant: l.variant_title,
          quantity: l.quantity,
          priceCents: centsOf(l.price),
          weight: weightIn(l.grams ?? 0, 'g', unit),
        }),
      ),
    tags: (o.tags ?? '').split(','),
  });
}
