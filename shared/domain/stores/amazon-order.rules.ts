import * as z from 'zod';
import { TEXT_MAX } from '../validation/bounded.schema';
import {
  centsOf,
  invalidPayload,
  isoInstant,
  payloadCount,
  payloadDecimal,
  payloadText,
  storeAddressOf,
  storeLineOf,
  storeOrderMetaOf,
  storeTotalsOf,
  toStoreOrderMapping,
  type StoreOrderContext,
  type StoreOrderMapping,
} from './store-order.rules';

/**
 * Amazon orders as the Selling Partner API's Orders API v0 answers them (getOrders' `Order`,
 * getOrderItems' `OrderItem`). Buyer name, phone and address (`ShippingAddress`, `BuyerInfo`) are
 * restricted data: present only when the call was made with a Restricted Data Token.
 */
const amazonMoneySchema = z.looseObject({ CurrencyCode: payloadText(8).nullish(), Amount: payloadDecimal().nullish() });

export const amazonAddressSchema = z.looseObject({
  Name: payloadText(TEXT_MAX.name).nullish(),
  CompanyName: payloadText(TEXT_MAX.name).nullish(),
  AddressLine1: payloadText(TEXT_MAX.address).nullish(),
  AddressLine2: payloadText(TEXT_MAX.address).nullish(),
  AddressLine3: payloadText(TEXT_MAX.address).nullish(),
  City: payloadText(TEXT_MAX.address).nullish(),
  StateOrRegion: payloadText(TEXT_MAX.address).nullish(),
  PostalCode: payloadText(TEXT_MAX.short).nullish(),
  CountryCode: payloadText(TEXT_MAX.short).nullish(),
  Phone: payloadText(TEXT_MAX.short).nullish(),
});

export const amazonOrderSchema = z.looseObject({
  AmazonOrderId: payloadText(TEXT_MAX.id).min(1),
  PurchaseDate: payloadText(TEXT_MAX.short),
  LastUpdateDate: payloadText(TEXT_MAX.short),
  OrderStatus: payloadText(TEXT_MAX.short),
  /** MFN: the seller ships (Shipdeck's case); AFN: Amazon's own fulfilment network ships. */
  FulfillmentChannel: payloadText(TEXT_MAX.short).nullish(),
  ShipServiceLevel: payloadText(TEXT_MAX.name).nullish(),
  ShipmentServiceLevelCategory: payloadText(TEXT_MAX.name).nullish(),
  MarketplaceId: payloadText(TEXT_MAX.id).nullish(),
  OrderTotal: amazonMoneySchema.nullish(),
  ShippingAddress: amazonAddressSchema.nullish(),
  BuyerInfo: z
    .looseObject({ BuyerEmail: payloadText(TEXT_MAX.email).nullish(), BuyerName: payloadText(TEXT_MAX.name).nullish() })
    .nullish(),
});
export type AmazonOrder = z.output<typeof amazonOrderSchema>;

export const amazonOrderItemSchema = z.looseObject({
  ASIN: payloadText(TEXT_MAX.id).nullish(),
  SellerSKU: payloadText(TEXT_MAX.id).nullish(),
  OrderItemId: payloadText(TEXT_MAX.id).min(1),
  Title: payloadText(TEXT_MAX.note).nullish(),
  QuantityOrdered: payloadCount(),
  QuantityShipped: payloadCount().nullish(),
  /** The line's price for its whole quantity (Amazon's ItemPrice is not a unit price). */
  ItemPrice: amazonMoneySchema.nullish(),
  ShippingPrice: amazonMoneySchema.nullish(),
  ItemTax: amazonMoneySchema.nullish(),
});
export type AmazonOrderItem = z.output<typeof amazonOrderItemSchema>;

/** What the poll hands the mapping: the order (with its restricted data) and its items. */
export const amazonOrderBundleSchema = z.object({
  order: amazonOrderSchema,
  items: z.array(amazonOrderItemSchema).max(500),
});
export type AmazonOrderBundle = z.output<typeof amazonOrderBundleSchema>;

/** Statuses in which the seller still has to ship: the only ones whose buyer address is worth asking for. */
export const AMAZON_SHIPPABLE_STATUSES = ['Unshipped', 'PartiallyShipped'] as const;
/** What the poll asks getOrders for: open orders, and the later states of orders already imported. */
export const AMAZON_POLLED_STATUSES = ['Unshipped', 'PartiallyShipped', 'Shipped', 'Canceled'] as const;

const money = (m: z.output<typeof amazonMoneySchema> | null | undefined) => centsOf(m?.Amount ?? null);

/** Seller Central's order page (orders §2 deep links); the order id is Amazon's 3-7-7 digits. */
export const amazonAdminUrl = (orderId: string): string | null =>
  /^\d{3}-\d{7}-\d{7}$/.test(orderId) ? `https://sellercentral.amazon.com/orders-v3/order/${orderId}` : null;

/**
 * An Amazon order as the import's order group: the Amazon order id is the order number; lines by
 * SellerSKU with their unit price (ItemPrice ÷ quantity); orders Amazon fulfils (AFN) and orders
 * still Pending (no address until payment clears) are skipped; Canceled cancels. Amazon orders are
 * marketplace orders: once imported their lines and address are Amazon's, not editable.
 */
export function mapAmazonOrder(payload: unknown, ctx: StoreOrderContext): StoreOrderMapping {
  const parsed = amazonOrderBundleSchema.safeParse(payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const { order: o, items } = parsed.data;
  const lineCents = items.reduce((sum, i) => sum + money(i.ItemPrice), 0);
  const store = storeOrderMetaOf({
    platform: 'amazon',
    ctx,
    orderNumber: o.AmazonOrderId.trim(),
    platformOrderId: o.AmazonOrderId,
    createdAt: isoInstant(o.PurchaseDate),
    updatedAt: isoInstant(o.LastUpdateDate),
    cancelled: o.OrderStatus === 'Canceled',
    adminUrl: amazonAdminUrl(o.AmazonOrderId),
    requestedService: o.ShipServiceLevel ?? o.ShipmentServiceLevelCategory,
    note: '',
    totals: storeTotalsOf({
      currency: o.OrderTotal?.CurrencyCode,
      subtotalCents: lineCents,
      shippingCents: items.reduce((sum, i) => sum + money(i.ShippingPrice), 0),
      taxCents: items.reduce((sum, i) => sum + money(i.ItemTax), 0),
      totalCents: money(o.OrderTotal),
    }),
  });
  if (o.FulfillmentChannel === 'AFN') {
    return { outcome: 'skipped', reason: 'noShippingAddress', message: 'Fulfilled by Amazon: Amazon ships it', store };
  }
  const a = o.ShippingAddress;
  const address = a
    ? storeAddressOf(
        {
          name: a.Name,
          company: a.CompanyName,
          streets: [a.AddressLine1, a.AddressLine2, a.AddressLine3],
          city: a.City,
          state: a.StateOrRegion,
          zip: a.PostalCode,
          country: a.CountryCode,
          phone: a.Phone,
        },
        { email: o.BuyerInfo?.BuyerEmail },
      )
    : undefined;
  return toStoreOrderMapping({
    store,
    ctx,
    orderDate: isoInstant(o.PurchaseDate) ?? '',
    address,
    lines: items
      .filter((i) => i.QuantityOrdered > 0)
      .map((i) =>
        storeLineOf({
          sku: i.SellerSKU,
          title: i.Title,
          quantity: i.QuantityOrdered,
          priceCents: Math.round(money(i.ItemPrice) / i.QuantityOrdered),
        }),
      ),
    tags: [],
  });
}
