import * as z from 'zod';
import type { PostalAddress } from '../address/postal-address';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  invalidPayload,
  isoInstant,
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

/** Square Money: an integer amount in the currency's smallest unit (cents for USD, CAD, GBP). */
const squareMoneySchema = z
  .looseObject({
    amount: z.number().int().min(-100_000_000).max(100_000_000).nullish(),
    currency: payloadText(8).nullish(),
  })
  .nullish();

const squareRecipientSchema = z
  .looseObject({
    display_name: payloadText(TEXT_MAX.name).nullish(),
    email_address: payloadText(TEXT_MAX.email).nullish(),
    phone_number: payloadText(TEXT_MAX.short).nullish(),
    address: z
      .looseObject({
        address_line_1: payloadText(TEXT_MAX.address).nullish(),
        address_line_2: payloadText(TEXT_MAX.address).nullish(),
        address_line_3: payloadText(TEXT_MAX.address).nullish(),
        locality: payloadText(TEXT_MAX.address).nullish(),
        administrative_district_level_1: payloadText(TEXT_MAX.address).nullish(),
        postal_code: payloadText(TEXT_MAX.short).nullish(),
        country: payloadText(TEXT_MAX.short).nullish(),
        organization: payloadText(TEXT_MAX.name).nullish(),
      })
      .nullish(),
  })
  .nullish();

/**
 * A Square Orders API Order. The order.created / order.updated webhooks carry only the id, state
 * and version; the store adapter retrieves the order (RetrieveOrder), which is the shape mapped here.
 */
export const squareOrderSchema = z.looseObject({
  id: payloadText(TEXT_MAX.id),
  reference_id: payloadText(40).nullish(),
  state: payloadText(TEXT_MAX.short),
  created_at: payloadText(TEXT_MAX.short),
  updated_at: payloadText(TEXT_MAX.short).nullish(),
  line_items: z
    .array(
      z.looseObject({
        name: payloadText(TEXT_MAX.note).nullish(),
        variation_name: payloadText(TEXT_MAX.name).nullish(),
        // Square quantities are decimal strings ("2", "1.5" for items sold by weight).
        quantity: payloadText(16),
        base_price_money: squareMoneySchema,
        note: payloadNote().nullish(),
      }),
    )
    .max(500)
    .default([]),
  fulfillments: z
    .array(
      z.looseObject({
        type: payloadText(TEXT_MAX.short),
        shipment_details: z
          .looseObject({
            recipient: squareRecipientSchema,
            carrier: payloadText(TEXT_MAX.name).nullish(),
            shipping_type: payloadText(TEXT_MAX.name).nullish(),
            shipping_note: payloadNote().nullish(),
          })
          .nullish(),
      }),
    )
    .max(20)
    .default([]),
  total_money: squareMoneySchema,
  total_tax_money: squareMoneySchema,
  total_service_charge_money: squareMoneySchema,
  ticket_name: payloadText(TEXT_MAX.name).nullish(),
});
export type SquareOrder = z.output<typeof squareOrderSchema>;

type Recipient = z.output<typeof squareRecipientSchema>;

function squareAddress(r: Recipient): PostalAddress | undefined {
  if (!r?.address) return undefined;
  const a = r.address;
  return storeAddressOf({
    name: r.display_name,
    company: a.organization,
    streets: [a.address_line_1, a.address_line_2, a.address_line_3],
    city: a.locality,
    state: a.administrative_district_level_1,
    zip: a.postal_code,
    country: a.country,
    phone: r.phone_number,
    email: r.email_address,
  });
}

const cents = (m: z.output<typeof squareMoneySchema>) => m?.amount ?? 0;

/**
 * A Square order as the import's order group: the order number is `reference_id` when the seller
 * set one, else the order id; only a SHIPMENT fulfillment ships (PICKUP, DELIVERY by the seller
 * and DIGITAL are skipped); Square lines have no SKU or weight (the title identifies the line and
 * the catalog fill completes it); state CANCELED cancels. Square keeps no deep link here: the spec
 * names admin links for the other platforms only.
 */
export function mapSquareOrder(payload: unknown, ctx: StoreOrderContext): StoreOrderMapping {
  const parsed = squareOrderSchema.safeParse(payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const o = parsed.data;
  const shipment = o.fulfillments.find((f) => f.type === 'SHIPMENT')?.shipment_details;
  const lineCents = o.line_items.reduce(
    (sum, l) => sum + cents(l.base_price_money) * (Number.parseFloat(l.quantity) || 0),
    0,
  );
  const store = storeOrderMetaOf({
    platform: 'square',
    ctx,
    orderNumber: (o.reference_id || o.id).trim(),
    platformOrderId: o.id,
    createdAt: isoInstant(o.created_at),
    updatedAt: isoInstant(o.updated_at),
    cancelled: o.state === 'CANCELED',
    adminUrl: null,
    requestedService: [shipment?.carrier, shipment?.shipping_type].filter(Boolean).join(' '),
    note: shipment?.shipping_note,
    totals: storeTotalsOf({
      currency: o.total_money?.currency,
      subtotalCents: lineCents,
      shippingCents: cents(o.total_service_charge_money),
      taxCents: cents(o.total_tax_money),
      totalCents: cents(o.total_money),
    }),
  });
  return toStoreOrderMapping({
    store,
    ctx,
    orderDate: isoInstant(o.created_at) ?? '',
    address: squareAddress(shipment?.recipient),
    lines: o.line_items.map((l) =>
      storeLineOf({
        title: l.name,
        variant: l.variation_name,
        quantity: Number(l.quantity),
        priceCents: cents(l.base_price_money),
      }),
    ),
    tags: [],
  });
}
