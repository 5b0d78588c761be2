import * as z from 'zod';
import { ORDER_COMMENT_MAX } from '../orders/order.schema';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  STORE_ORDER_SKIP_REASONS,
  cap,
  centsOf,
  dollarsOf,
  invalidPayload,
  isoInstant,
  payloadCount,
  payloadDecimal,
  payloadId,
  payloadNote,
  payloadText,
  toStoreOrderMapping,
  type StoreAddress,
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
): StoreAddress | undefined {
  if (!a) return undefined;
  return {
    name: [a.first_name, a.last_name].filter(Boolean).join(' '),
    company: a.company ?? '',
    street1: a.address_1 ?? '',
    street2: a.address_2 ?? '',
    street3: '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.postcode ?? '',
    country: a.country ?? '',
    // The shipping address has a phone only since WooCommerce 5.6; the billing contact fills in.
    phone: a.phone || billing?.phone || '',
    email: billing?.email ?? '',
  };
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
  const store = {
    platform: 'woocommerce' as const,
    storeId: ctx.storeId,
    orderNumber: (o.number || platformOrderId).trim(),
    platformOrderId,
    updatedAt: isoInstant(o.date_modified_gmt, true) ?? isoInstant(o.date_created_gmt, true) ?? '',
    cancelled: o.status === 'cancelled',
    adminUrl: wooOrderAdminUrl(ctx.shop, platformOrderId),
    requestedService: cap(o.shipping_lines?.[0]?.method_title, TEXT_MAX.name),
    note: cap(o.customer_note, ORDER_COMMENT_MAX),
    totals: {
      currency: o.currency ?? 'USD',
      subtotal: dollarsOf(lineCents),
      shipping: dollarsOf(centsOf(o.shipping_total)),
      tax: dollarsOf(centsOf(o.total_tax)),
      total: dollarsOf(centsOf(o.total)),
    },
  };
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
      .map((l) => ({
        sku: l.sku ?? '',
        title: l.name ?? '',
        quantity: l.quantity,
        priceCents: centsOf(l.price),
        weight: 0,
      })),
    tags: [],
  });
}
