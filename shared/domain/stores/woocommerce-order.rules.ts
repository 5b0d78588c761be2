import * as z from 'zod';
import type { PostalAddress } from '../address/postal-address';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  STORE_ORDER_SKIP_REASONS,
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
  type StoreOrderContext,
  type StoreOrderMapping,
} from './store-order.rules';

const wooAddressSchema = z
  .looseObject({
    first_name: payloadText(TEXT_MAX.name).nullish(),
    last_name: payloadText(TEXT_MAX.name).nullish(),
    company: payloadText(TEXT_MAX.name).nullish(),
    address_1: payloadText(TEXT_MAX.address).nullish(),
    address_2: payloadText(TEXT_MAX.address).nullish(),
    city: payloadText(TEXT_MAX.address).nullish(),
    state: payloadText(TEXT_MAX.short).nullish(),
    postcode: payloadText(TEXT_MAX.short).nullish(),
    country: payloadText(TEXT_MAX.short).nullish(),
    email: payloadText(TEXT_MAX.email).nullish(),
    phone: payloadText(TEXT_MAX.short).nullish(),
  })
  .nullish();

/** The WooCommerce REST v3 order (the order.created / order.updated webhook body). */
export const wooOrderSchema = z.looseObject({
  id: payloadId(),
  number: payloadText(TEXT_MAX.short).nullish(),
  status: payloadText(TEXT_MAX.short),
  currency: payloadText(8).nullish(),
  date_created_gmt: payloadText(TEXT_MAX.short),
  date_modified_gmt: payloadText(TEXT_MAX.short).nullish(),
  customer_note: payloadNote().nullish(),
  total: payloadDecimal().nullish(),
  total_tax: payloadDecimal().nullish(),
  shipping_total: payloadDecimal().nullish(),
  billing: wooAddressSchema,
  shipping: wooAddressSchema,
  line_items: z
    .array(
      z.looseObject({
        name: payloadText(TEXT_MAX.note).nullish(),
        sku: payloadText(TEXT_MAX.id).nullish(),
        quantity: payloadCount(),
        price: payloadDecimal().nullish(),
        subtotal: payloadDecimal().nullish(),
      }),
    )
    .max(500),
  shipping_lines: z
    .array(
      z.looseObject({
        method_title: payloadText(TEXT_MAX.name).nullish(),
        method_id: payloadText(TEXT_MAX.short).nullish(),
      }),
    )
    .max(50)
    .nullish(),
});
export type WooOrder = z.output<typeof wooOrderSchema>;

/** WooCommerce's pickup shipping methods: the buyer collects, nothing ships. */
const PICKUP_METHODS = new Set(['local_pickup', 'pickup_location']);

/** The store's site ("https://shop.example.com/") as an origin with its path, or undefined if unusable. */
export function wooSiteBase(site: string | undefined): string | undefined {
  if (!site) return undefined;
  try {
    const url = new URL(site.trim());
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** orders §2 store admin deep link: the order's edit page in wp-admin. */
export function wooOrderAdminUrl(site: string | undefined, orderId: string): string | null {
  const base = wooSiteBase(site);
  return base && /^\d+$/.test(orderId) ? `${base}/wp-admin/post.php?post=${orderId}&action=edit` : null;
}

function wooAddress(
  a: z.output<typeof wooAddressSchema>,
  billing: z.output<typeof wooAddressSchema>,
): PostalAddress | undefined {
  if (!a) return undefined;
  return storeAddressOf(
    {
      firstName: a.first_name,
      lastName: a.last_name,
      company: a.company,
      streets: [a.address_1, a.address_2],
      city: a.city,
      state: a.state,
      zip: a.postcode,
      country: a.country,
      // The shipping address has a phone only since WooCommerce 5.6; the billing contact fills in.
      phone: a.phone,
    },
    { phone: billing?.phone, email: billing?.email },
  );
}

/**
 * A WooCommerce order as the import's order group: the order number is `number` (what the shop
 * shows; plugins may prefix it), else the id; dates are the `_gmt` fields read as UTC; status
 * `cancelled` cancels. Woo lines carry no weight: the catalog fill completes them by SKU.
 */
export function mapWooCommerceOrder(payload: unknown, ctx: StoreOrderContext): StoreOrderMapping {
  const parsed = wooOrderSchema.safeParse(payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const o = parsed.data;
  const platformOrderId = String(o.id);
  const lineCents = o.line_items.reduce((sum, l) => sum + centsOf(l.subtotal), 0);
  const store = storeOrderMetaOf({
    platform: 'woocommerce',
    ctx,
    orderNumber: (o.number || platformOrderId).trim(),
    platformOrderId,
    createdAt: isoInstant(o.date_created_gmt, true),
    updatedAt: isoInstant(o.date_modified_gmt, true),
    cancelled: o.status === 'cancelled',
    adminUrl: wooOrderAdminUrl(ctx.shop, platformOrderId),
    requestedService: o.shipping_lines?.[0]?.method_title,
    note: o.customer_note,
    totals: storeTotalsOf({
      currency: o.currency,
      subtotalCents: lineCents,
      shippingCents: centsOf(o.shipping_total),
      taxCents: centsOf(o.total_tax),
      totalCents: centsOf(o.total),
    }),
  });
  if ((o.shipping_lines ?? []).some((l) => PICKUP_METHODS.has(l.method_id ?? '')))
    return {
      outcome: 'skipped',
      reason: 'noShippingAddress',
      message: STORE_ORDER_SKIP_REASONS.noShippingAddress,
      store,
    };
  return toStoreOrderMapping({
    store,
    ctx,
    orderDate: isoInstant(o.date_created_gmt, true) ?? '',
    address: wooAddress(o.shipping, o.billing),
    lines: o.line_items
      .filter((l) => l.quantity > 0)
      .map((l) => storeLineOf({ sku: l.sku, title: l.name, quantity: l.quantity, priceCents: centsOf(l.price) })),
    tags: [],
  });
}
