import { createRequire } from 'node:module';
import { dynamoBoxStore } from '#functions/catalog/adapters/dynamodb.box-store';
import { dynamoCustomerStore } from '#functions/catalog/adapters/dynamodb.customer-store';
import { dynamoProductStore } from '#functions/catalog/adapters/dynamodb.product-store';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoWarehouseStore } from '#functions/warehouses/adapters/dynamodb.warehouse-store';
import { boxSchema } from '#domain/boxes/box.schema';
import type { BoxRecord, CustomerRecord, ProductRecord } from '#domain/catalog/ports';
import { withImportWarnings } from '#domain/imports/order-import.rules';
import { fromCents } from '#domain/money/cents.rules';
import { buildNewOrder } from '#domain/orders/order-build.rules';
import { orderSchema } from '#domain/orders/order.schema';
import type { OrderRecord, OrderSource } from '#domain/orders/order-record';
import { orderQuerySchema } from '#domain/orders/order-query.schema';
import { shipmentSchema } from '#domain/shipments/shipment.schema';
import type { WarehouseRecord } from '#domain/warehouses/ports';

/** The demo's statuses (orders §4) and how many orders each gets: every grid status is shown. */
const STATUS_PLAN = [
  ['holding', 70],
  ['pending', 25],
  ['pre_transit', 10],
  ['processing', 6],
  ['in_transit', 15],
  ['out_for_delivery', 6],
  ['delivered', 25],
  ['return_to_sender', 4],
  ['failure', 4],
  ['archived', 10],
  ['cancelled', 12],
  ['deleted', 12],
] as const;
type DemoStatus = (typeof STATUS_PLAN)[number][0];

const TAGS = ['VIP', 'Gift', 'Wholesale', 'Subscription', 'Holiday', 'Rush', 'Local pickup'];
const STREETS = [
  'Oak St',
  'Maple Ave',
  'Cedar Ln',
  'Elm St',
  'Main St',
  'Pecan Dr',
  'Willow Way',
  'Lakeview Dr',
  'Ridge Rd',
  'Park Blvd',
  'Sunset Ave',
  'Mill Creek Rd',
];
const FIRST = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Sofia',
  'Ethan',
  'Isabella',
  'Lucas',
  'Harper',
  'Mateo',
  'Ella',
  'Jackson',
  'Aria',
  'Levi',
  'Chloe',
  'Owen',
];
const LAST = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Johnson',
  'Patel',
  'Kim',
  'Hernandez',
  'Brown',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
];
const RATES = [
  { carrier: 'UPS', service: '2nd Day Air', rate: 38.4, transitDays: 2 },
  { carrier: 'UPS', service: 'Next Day Air Saver', rate: 61.9, transitDays: 1 },
  { carrier: 'FedEx', service: 'FEDEX_2_DAY', rate: 41.2, transitDays: 2 },
  { carrier: 'USPS', service: 'Priority Mail Express', rate: 29.75, transitDays: 1 },
] as const;

/** Deterministic pseudo-random numbers (mulberry32): the demo looks the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  country: string;
}

/** Real US ZIPs (city and state as the ZIP database has them) from the `zipcodes` package. */
function usZips(count: number, rnd: () => number): ZipEntry[] {
  const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipEntry> };
  const all = Object.values(codes).filter(
    (c) =>
      c.country === 'US' &&
      /^\d{5}$/.test(c.zip) &&
      !['AA', 'AE', 'AP', 'GU', 'VI', 'AS', 'MP', 'FM', 'MH', 'PW', 'PR'].includes(c.state),
  );
  return Array.from({ length: count }, () => all[Math.floor(rnd() * all.length)]);
}

async function hasOrders(accountId: string): Promise<boolean> {
  for (const view of ['active', 'archived', 'deleted'] as const) {
    const page = await dynamoOrderStore.query(
      accountId,
      orderQuerySchema.parse({ filters: { view }, pageSize: 20 }),
      undefined,
    );
    if (page.items.length) return true;
  }
  return false;
}

/**
 * A few hundred orders for the demo account across every status of the grid, spread over the
 * last 60 days, built with the real order rules from the seeded catalog (products, boxes,
 * customers, warehouses) and real US ZIPs; labels with tracking codes on purchased ones, tags,
 * batch numbers, warnings, print states. Does nothing when the account already has orders.
 */
export async function seedDemoOrders(
  accountId: string,
  options: { now?: Date } = {},
): Promise<{ created: number; labelled: DemoLabelled[] }> {
  if (await hasOrders(accountId)) return { created: 0, labelled: [] };
  const labelled: DemoLabelled[] = [];
  const now = options.now ?? new Date();
  const rnd = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

  const products = (await dynamoProductStore.list(accountId, { limit: 100 })).items.filter(
    (p: ProductRecord) => !p.kitting,
  );
  const boxes = (await dynamoBoxStore.list(accountId, { limit: 50 })).items as BoxRecord[];
  const customers = (await dynamoCustomerStore.list(accountId, { limit: 100 })).items as CustomerRecord[];
  const warehouses = await dynamoWarehouseStore.list(accountId);
  if (!products.length || !boxes.length || !warehouses.length) return { created: 0, labelled: [] };

  const total = STATUS_PLAN.reduce((n, [, count]) => n + count, 0);
  const zips = usZips(total, rnd);
  const statuses: DemoStatus[] = STATUS_PLAN.flatMap(([status, count]) => Array<DemoStatus>(count).fill(status));
  let seq = 0;
  const ids = () => `demo-${String(++seq).padStart(5, '0')}-${Math.floor(rnd() * 1e9).toString(36)}`;

  const orders: OrderRecord[] = statuses.map((status, i) => {
    const n = i + 1;
    const zip = zips[i];
    const customer = i % 3 === 0 && customers.length ? customers[i % customers.length] : undefined;
    const name = customer?.name ?? `${pick(FIRST)} ${pick(LAST)}`;
    const warehouse: WarehouseRecord = warehouses[i % 5 === 0 && warehouses.length > 1 ? 1 : 0];
    const box = pick(boxes);
    const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(products));
    const rate = pick(RATES);
    // Older orders have moved further along: delivered ones from weeks ago, new ones from the last days.
    const ageDays =
      status === 'holding' || status === 'pending'
        ? rnd() * 6
        : status === 'delivered' || status === 'archived'
          ? 10 + rnd() * 50
          : rnd() * 20;
    const orderDate = new Date(now.getTime() - ageDays * 86_400_000 - Math.floor(rnd() * 3_600_000));
    const missingBox = status === 'holding' && i % 9 === 0;
    const missingAddress = status === 'holding' && i % 13 === 0;
    const perishable = lines.some((l) => /brisket|salmon|shrimp|lobster|crab|ice cream|sorbet|lox/i.test(l.title));
    const {
      id: _id,
      warehouse: _w,
      archived: _a,
      isCancelled: _c,
      printed: _p,
      ...content
    } = orderSchema.parse({
      orderNumber: `HC-${1000 + n}`,
      shippingAddress: {
        name,
        company: i % 11 === 0 ? `${pick(LAST)} Catering` : '',
        email: customer?.email ?? `${name.split(' ')[0].toLowerCase()}${n}@example.com`,
        phone: `${String(200 + (n % 700)).padStart(3, '2')}-555-${String(1000 + n).slice(-4)}`,
        address1: missingAddress ? '' : `${100 + Math.floor(rnd() * 9800)} ${pick(STREETS)}`,
        address2: i % 7 === 0 ? `Apt ${1 + (n % 40)}` : '',
        city: zip.city,
        state: zip.state,
        zip: zip.zip,
        country: 'US',
        residential: i % 11 !== 0,
      },
      shipments: [
        shipmentSchema.parse({
          box: missingBox ? null : boxSchema.parse({ ...box, cost: fromCents(box.costCents) }),
          products: lines.map((p) => ({
            _id: p.id,
            productId: p.id,
            sku: p.sku,
            title: p.title,
            price: fromCents(p.priceCents),
            quantity: 1 + Math.floor(rnd() * 3),
            dimensions: p.dimensions,
          })),
          options: {
            dryIceActive: perishable && i % 2 === 0,
            ...(perishable && i % 2 === 0 ? { dryIceWeight: 2 + (n % 4), dryIceUnit: 'lb' } : {}),
            saturdayDelivery: i % 17 === 0,
            carbonNeutral: i % 10 === 0,
            carrierInsuranceAmountActive: i % 8 === 0,
            ...(i % 8 === 0 ? { carrierInsuranceAmount: 150 } : {}),
          },
          ...(status === 'holding' || status === 'pending' || LABELLED.has(status)
            ? {}
            : {
                preferredRate: {
                  carrier: rate.carrier,
                  service: rate.service,
                  transitDays: rate.transitDays,
                  markedUpRates: { rate: rate.rate },
                },
              }),
        }),
      ],
      tags: rnd() < 0.35 ? [pick(TAGS), ...(rnd() < 0.3 ? [pick(TAGS)] : [])] : [],
      batchNumber:
        status === 'pre_transit' || status === 'processing' ? `B-${orderDate.toISOString().slice(0, 10)}` : null,
      comment: i % 6 === 0 ? 'Leave in the shade; perishable' : '',
    });
    const source: OrderSource = i % 4 === 0 ? 'manual' : i % 4 === 1 ? 'csv' : 'shopify';
    const built = buildNewOrder(
      { ...content, orderDate: orderDate.toISOString(), customerId: customer?.id ?? null },
      {
        id: ids(),
        now,
        newShipmentId: ids,
        source,
        storeId: source === 'shopify' ? 'hill-country-smokehouse.myshopify.com' : 'manual',
        warehouse: warehouseSnapshot(warehouse),
      },
    );
    if (LABELLED.has(status)) {
      labelled.push({ orderId: built.id, status, n, orderDate });
      return withImportWarnings(built);
    }
    return withImportWarnings(withLifecycle(built, status, n, orderDate));
  });

  let next = 0;
  const worker = async () => {
    while (next < orders.length) await dynamoOrderStore.create(accountId, orders[next++]);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { created: orders.length, labelled };
}

/** A demo order whose label the seed buys for real, then moves to `status`. */
export interface DemoLabelled {
  orderId: string;
  status: DemoStatus;
  n: number;
  orderDate: Date;
}

/** Orders keep a plain copy of their warehouse, as the orders use cases store it. */
function warehouseSnapshot(w: WarehouseRecord): OrderRecord['warehouse'] {
  const { createdAt: _c, updatedAt: _u, ...rest } = w;
  return rest;
}

export const LABELLED: ReadonlySet<DemoStatus> = new Set([
  'pre_transit',
  'processing',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_to_sender',
  'failure',
  'archived',
]);

/**
 * The state a status implies: prints, fulfilment, flags, the shipment's status. A labelled order
 * already carries the label the seed bought for it (demo-labels.seed.ts).
 */
export function withLifecycle(order: OrderRecord, status: DemoStatus, n: number, orderDate: Date): OrderRecord {
  const labelled = LABELLED.has(status);
  const shipmentStatus =
    status === 'archived' ? 'delivered' : status === 'cancelled' || status === 'deleted' ? 'holding' : status;
  const printDate = new Date(orderDate.getTime() + 20 * 3_600_000).toISOString();
  return {
    ...order,
    archived: status === 'archived',
    isCancelled: status === 'cancelled',
    isDeleted: status === 'deleted',
    printState: labelled
      ? { labelPrinted: n % 5 !== 0, packingSlipPrinted: n % 3 === 0, printDate: n % 5 !== 0 ? printDate : null }
      : { labelPrinted: false, packingSlipPrinted: false, printDate: null },
    fulfillmentState: ['in_transit', 'out_for_delivery', 'delivered', 'archived'].includes(status)
      ? 'fulfilled'
      : status === 'failure' && n % 2 === 0
        ? 'error'
        : 'unFulfilled',
    deliveryDate:
      status === 'delivered' || status === 'archived'
        ? new Date(orderDate.getTime() + 3 * 86_400_000).toISOString()
        : null,
    warnings: status === 'failure' ? [{ type: 'buy', message: 'Error in purchasing the shipment' }] : order.warnings,
    shipments: order.shipments.map((s) => ({
      ...s,
      shipmentStatus,
      ...(labelled && s.createdShipment ? { createdShipment: { ...s.createdShipment, status: shipmentStatus } } : {}),
    })),
  };
}
