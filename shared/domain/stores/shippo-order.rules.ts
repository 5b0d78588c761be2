import * as z from 'zod';
import { parseWeightUnit } from '../units/units.rules';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  STORE_ORDER_SKIP_REASONS,
  centsOf,
  decimalOf,
  invalidPayload,
  isoInstant,
  payloadCount,
  payloadDecimal,
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

/** Shippo's Address object as an order's `to_address` carries it. */
const shippoAddressSchema = z
  .looseObject({
    name: payloadText(TEXT_MAX.name).nullish(),
    company: payloadText(TEXT_MAX.name).nullish(),
    street1: payloadText(TEXT_MAX.address).nullish(),
    street2: payloadText(TEXT_MAX.address).nullish(),
    street3: payloadText(TEXT_MAX.address).nullish(),
    city: payloadText(TEXT_MAX.address).nullish(),
    state: payloadText(TEXT_MAX.short).nullish(),
    zip: payloadText(TEXT_MAX.short).nullish(),
    country: payloadText(TEXT_MAX.short).nullish(),
    phone: payloadText(TEXT_MAX.short).nullish(),
    email: payloadText(TEXT_MAX.email).nullish(),
  })
  .nullish();

/** An order of Shippo's Orders API (GET /orders/ `results[]`, GET /orders/{object_id}). */
export const shippoOrderSchema = z.looseObject({
  object_id: payloadText(TEXT_MAX.id).min(1),
  order_number: payloadText(TEXT_MAX.short).nullish(),
  order_status: payloadText(TEXT_MAX.short).nullish(),
  placed_at: payloadText(TEXT_MAX.short),
  /** Present on newer API versions; the order's last change when it is. */
  object_updated: payloadText(TEXT_MAX.short).nullish(),
  to_address: shippoAddressSchema,
  line_items: z
    .array(
      z.looseObject({
        title: payloadText(TEXT_MAX.note).nullish(),
        variant_title: payloadText(TEXT_MAX.note).nullish(),
        sku: payloadText(TEXT_MAX.id).nullish(),
        quantity: payloadCount(),
        /** The line's total (every unit), not a unit price. */
        total_price: payloadDecimal().nullish(),
        weight: payloadDecimal().nullish(),
        weight_unit: payloadText(8).nullish(),
      }),
    )
    .max(500),
  shipping_cost: payloadDecimal().nullish(),
  shipping_method: payloadText(TEXT_MAX.name).nullish(),
  subtotal_price: payloadDecimal().nullish(),
  total_price: payloadDecimal().nullish(),
  total_tax: payloadDecimal().nullish(),
  currency: payloadText(8).nullish(),
  notes: payloadNote().nullish(),
});
export type ShippoOrder = z.output<typeof shippoOrderSchema>;

/** Shippo's web app order page (orders §2 store admin deep link). */
export const shippoOrderAdminUrl = (objectId: string): string | null =>
  /^[a-f0-9]{32}$/.test(objectId) ? `https://apps.goshippo.com/orders/${objectId}` : null;

/**
 * A Shippo order as the import's order group, for merchants moving their open orders over: the
 * order number is Shippo's `order_number` ("#1068") without its hash, else the object id; an order
 * Shippo already shipped is skipped (it would be shipped twice); CANCELLED and REFUNDED cancel.
 * Line prices are line totals in Shippo, so the unit price is the total over the quantity; line
 * weights are read in their own unit.
 */
export function mapShippoOrder(payload: unknown, ctx: StoreOrderContext): StoreOrderMapping {
  const parsed = shippoOrderSchema.safeParse(payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const o = parsed.data;
  const unit = weightUnitOf(ctx);
  const lineCents = o.line_items.reduce((sum, l) => sum + centsOf(l.total_price), 0);
  const store = storeOrderMetaOf({
    platform: 'shippo',
    ctx,
    orderNumber: (o.order_number ?? '').replace(/^#/, '').trim() || o.object_id,
    platformOrderId: o.object_id,
    createdAt: isoInstant(o.placed_at, true),
    updatedAt: isoInstant(o.object_updated, true),
    cancelled: o.order_status === 'CANCELLED' || o.order_status === 'REFUNDED',
    adminUrl: shippoOrderAdminUrl(o.object_id),
    requestedService: o.shipping_method,
    note: o.notes,
    totals: storeTotalsOf({
      currency: o.currency,
      subtotalCents: centsOf(o.subtotal_price) || lineCents,
      shippingCents: centsOf(o.shipping_cost),
      taxCents: centsOf(o.total_tax),
      totalCents: centsOf(o.total_price),
    }),
  });
  if (o.order_status === 'SHIPPED')
    return { outcome: 'skipped', reason: 'alreadyShipped', message: STORE_ORDER_SKIP_REASONS.alreadyShipped, store };
  const a = o.to_address;
  return toStoreOrderMapping({
    store,
    ctx,
    orderDate: isoInstant(o.placed_at, true) ?? '',
    address: a
      ? storeAddressOf({
          name: a.name,
          company: a.company,
          streets: [a.street1, a.street2, a.street3],
          city: a.city,
          state: a.state,
          zip: a.zip,
          country: a.country,
          phone: a.phone,
          email: a.email,
        })
      : undefined,
    lines: o.line_items
      .filter((l) => l.quantity > 0)
      .map((l) =>
        storeLineOf({
          sku: l.sku,
          title: l.title,
          variant: l.variant_title,
          quantity: l.quantity,
          priceCents: Math.round(centsOf(l.total_price) / l.quantity),
          weight: weightIn(decimalOf(l.weight), parseWeightUnit(l.weight_unit ?? '') ?? unit, unit),
        }),
      ),
    tags: [],
  });
}
