import { orderSchema, type OrderInput } from '#domain/orders/order.schema';
import type { OrderRecord } from '#domain/orders/order-record';
import type { ShipmentInput } from '#domain/shipments/shipment.schema';

/** Orders as the store keeps them (parsed through the order schema, so defaults are real), for the print rules. */

export const AUSTIN_WAREHOUSE = {
  id: 'wh-austin',
  name: 'Austin Kitchen',
  formattedAddress: '1100 Congress Ave, Austin, TX 78701',
  address: {
    companyName: 'Hill Country Provisions',
    street1: '1100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  },
};

export const DALLAS_WAREHOUSE = {
  id: 'wh-dallas',
  name: 'Dallas Cold Room',
  formattedAddress: '',
  address: {
    companyName: 'Hill Country Provisions',
    street1: '500 Elm St',
    street2: 'Dock 3',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75202',
  },
};

export const product = (sku: string, title: string, quantity?: number, weightLb = 1) => ({
  sku,
  title,
  ...(quantity === undefined ? {} : { quantity }),
  dimensions: { weight: { value: weightLb, units: 'lb' as const } },
});

export const kit = (sku: string, title: string, quantity: number, branches: ReturnType<typeof product>[]) => ({
  ...product(sku, title, quantity, 0),
  kitting: { branchProducts: branches },
});

/** A bought label as the purchase leaves it on the shipment (billOfLading, label, createdShipment). */
export function labelled(
  trackingCode: string,
  opts: {
    labelDate?: string;
    shipDate?: string;
    rateDollars?: number;
    printedAt?: string;
    refund?: string;
    /** The carrier and service code bought (UPS Ground unless given). */
    carrier?: string;
    service?: string;
    /** The name the merchant bought the service by (a custom service name), kept on the selected rate. */
    serviceName?: string;
  } = {},
): Partial<ShipmentInput> {
  const carrier = opts.carrier ?? 'UPS';
  const service = opts.service ?? 'Ground';
  return {
    shipmentStatus: 'pre_transit',
    billOfLading: {
      trackingCode,
      carrier,
      service,
      labelDate: opts.labelDate ?? '2026-11-23',
      ...(opts.shipDate ? { shipDate: opts.shipDate } : {}),
      purchaseKey: `s-${trackingCode}#1`,
      sequence: 1,
      carrierShipmentId: `shp_${trackingCode}`,
      purchasedAt: `${opts.labelDate ?? '2026-11-23'}T15:00:00.000Z`,
    },
    label: { trackingCode },
    createdShipment: {
      tracking_code: trackingCode,
      selected_rate: {
        carrier,
        service,
        ...(opts.serviceName ? { serviceName: opts.serviceName } : {}),
        markedUpRates: { rate: opts.rateDollars ?? 12.5 },
      },
    },
    ...(opts.printedAt ? { printed: { labelPrintedAt: opts.printedAt } } : {}),
    ...(opts.refund ? { refund: { refund_status: opts.refund } } : {}),
  };
}

export function sampleOrder(over: Partial<OrderInput> & { id?: string; orderDate?: string } = {}): OrderRecord {
  const { orderDate, ...input } = over;
  const parsed = orderSchema.parse({
    orderNumber: '1001',
    shippingAddress: {
      name: 'Maria Lopez',
      company: 'Lopez Bakery',
      address1: '2000 S Lamar Blvd',
      address2: 'Apt 4',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
    },
    warehouse: AUSTIN_WAREHOUSE,
    shipments: [{ id: 'ship-1', products: [product('TAM-01', 'Pork Tamales (dozen)', 2)] }],
    comment: 'Leave at the back door',
    ...input,
  });
  return {
    ...parsed,
    id: over.id ?? `order-${parsed.orderNumber}`,
    storeId: 'manual',
    source: 'manual',
    orderDate: orderDate ?? '2026-11-20T17:30:00.000Z',
    isDeleted: false,
    printState: { labelPrinted: false, packingSlipPrinted: false },
    fulfillmentState: 'unFulfilled',
    warnings: [],
  };
}
