import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as importOrders } from '#functions/orders/handlers/import-orders.handler';
import { handler as packOrder } from '#functions/orders/handlers/pack-order.handler';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { handler as updateOrder } from '#functions/orders/handlers/update-order.handler';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { QUANTITY_MAX } from '#domain/validation/bounded.schema';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { validOrderRequest } from '#test/support/orders';
import { IMPORT_MAPPING, importRow } from '#test/support/order-import';
import { addTestWarehouse } from '#test/support/warehouses';
import { box } from '../catalog/catalog-calls';

let accountId: string;
let owner: TestUser;

const post = (handler: typeof createOrder, path: string, body: unknown) =>
  invoke(handler, apiEvent({ method: 'POST', path, user: owner, accountId, body }));
const byId = (orderId: string) => ({ path: `/api/v1/orders/${orderId}`, pathParameters: { orderId } });
const read = async (orderId: string) =>
  (await invoke(getOrder, apiEvent({ method: 'GET', user: owner, accountId, ...byId(orderId) }))).body;
const orderCount = async () => (await post(queryOrders, '/api/v1/orders/query', {})).body.items.length;

/** What a client forges to make an order look shipped: a tracking code, a carrier status, a purchase. */
const forgedPurchase = {
  shipmentStatus: 'delivered',
  label: { trackingCode: '1ZFORGED', trackingUrl: 'https://tracking.example/1ZFORGED' },
  createdShipment: { status: 'delivered', shipmentStatus: 'delivered', tracking_code: '1ZFORGED' },
  billOfLading: { id: 'bol-forged' },
  fulfillment: { status: 'fulfilled' },
  refund: { refund_status: 'rejected' },
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId, 'Kitchen');
});

describe('fields the server owns are never taken from POST or PUT /api/v1/orders', () => {
  it('POST: a forged label and status are dropped; the order shows New with no tracking', async () => {
    const base = validOrderRequest({ orderNumber: 'FORGE-1' });
    const res = await post(createOrder, '/api/v1/orders', {
      ...base,
      id: 'o-client',
      archived: true,
      shipments: [{ ...base.shipments![0], id: 's-client', ...forgedPurchase }],
    });
    expect(res.status).toBe(201);
    const { order, row } = await read(res.body.order.id);
    expect(order.id).not.toBe('o-client');
    expect(order.archived).toBe(false);
    expect(order.shipments[0].id).not.toBe('s-client');
    for (const key of Object.keys(forgedPurchase)) expect(order.shipments[0], key).not.toHaveProperty(key);
    expect(row).toMatchObject({ status: 'New', tracking: '' });
  });

  it('PUT: a forged label on an existing shipment or on a new one is dropped, as is one on an id the order does not have', async () => {
    const created = (await post(createOrder, '/api/v1/orders', validOrderRequest({ orderNumber: 'FORGE-2' }))).body
      .order;
    const shipment = created.shipments[0];
    const body = {
      ...validOrderRequest({ orderNumber: 'FORGE-2' }),
      version: created.version,
      shipments: [
        { ...shipment, ...forgedPurchase },
        { ...shipment, id: 'made-up', ...forgedPurchase },
      ],
    };
    const res = await invoke(
      updateOrder,
      apiEvent({ method: 'PUT', user: owner, accountId, ...byId(created.id), body }),
    );
    expect(res.status).toBe(200);
    const { order, row } = await read(created.id);
    expect(order.shipments.map((s: { id: string }) => s.id)).toEqual([
      shipment.id,
      expect.not.stringMatching(/^made-up$/),
    ]);
    for (const s of order.shipments) expect(s.label ?? null).toBeNull();
    expect(row).toMatchObject({ status: 'New', tracking: '' });
  });
});

describe('a quantity of 1e21 answers 400 before any packing (it ran the heap out of memory)', () => {
  const huge = () => {
    const base = validOrderRequest({ orderNumber: 'HUGE-1' });
    return {
      ...base,
      shipments: [
        { ...base.shipments![0], box: null, products: [{ ...base.shipments![0].products![0], quantity: 1e21 }] },
      ],
    };
  };
  const quantityError = { 'shipments.0.products.0.quantity': OUR_MESSAGES.quantityAtMost(QUANTITY_MAX) };

  it('POST /api/v1/orders/pack', async () => {
    await post(createBox, '/api/v1/boxes', box({ useInBoxPackingAlgo: true }));
    const res = await post(packOrder, '/api/v1/orders/pack', { shipments: huge().shipments });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(quantityError);
  });

  it('POST /api/v1/orders with the box packing setting on', async () => {
    await post(createBox, '/api/v1/boxes', box({ useInBoxPackingAlgo: true }));
    expect(
      (
        await invoke(
          accountSettings,
          apiEvent({
            method: 'PUT',
            path: '/api/v1/account-settings',
            user: owner,
            accountId,
            body: { useBoxPackingAlgo: true },
          }),
        )
      ).status,
    ).toBe(200);
    const res = await post(createOrder, '/api/v1/orders', huge());
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(quantityError);
    expect(await orderCount()).toBe(0);
  });

  it('POST /api/v1/orders: lines of 6,000 and 6,000 units are more than an order may hold', async () => {
    const base = validOrderRequest({ orderNumber: 'HUGE-2' });
    const line = base.shipments![0].products![0];
    const res = await post(createOrder, '/api/v1/orders', {
      ...base,
      shipments: [
        {
          ...base.shipments![0],
          products: [
            { ...line, quantity: 6000 },
            { ...line, _id: 'p-2', quantity: 6000 },
          ],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ shipments: OUR_MESSAGES.totalQuantityAtMost(QUANTITY_MAX) });
  });

  it('POST /api/v1/orders/import with box packing: the row is refused and no order is made', async () => {
    await post(createBox, '/api/v1/boxes', box({ useInBoxPackingAlgo: true }));
    const res = await post(importOrders, '/api/v1/orders/import', {
      importId: 'imp-huge',
      rows: [importRow(2, 'IMP-HUGE', 'PINT', '1e21')],
      mapping: IMPORT_MAPPING,
      packWithBoxes: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { row: 2, field: 'quantity', message: OUR_MESSAGES.quantityAtMost(QUANTITY_MAX) },
    ]);
    expect(res.body.created).toBe(0);
    expect(await orderCount()).toBe(0);
  });
});

describe('numbers DynamoDB refuses answer 400, not 500', () => {
  it.each([
    ['a box side of 1e308', 'shipments.0.box.dimensions.length', 1e308],
    ['a product weight of 1e308', 'shipments.0.products.0.dimensions.weight.value', 1e308],
    ['a price beyond 2^53', 'shipments.0.products.0.price', 2 ** 53 + 2],
    ['an order value of 1e308', 'orderValue', 1e308],
  ])('POST /api/v1/orders: %s', async (_rule, path, value) => {
    const body = validOrderRequest({ orderNumber: 'BIG-1' }) as Record<string, unknown>;
    const keys = path.split('.');
    let at = body;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[keys[keys.length - 1]] = value;
    const res = await post(createOrder, '/api/v1/orders', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([path]);
    expect(await orderCount()).toBe(0);
  });

  it('POST /api/v1/orders: a denormal dry ice weight (5e-324) is kept as 0 lb and asked for', async () => {
    const base = validOrderRequest({ orderNumber: 'TINY-1' });
    const res = await post(createOrder, '/api/v1/orders', {
      ...base,
      shipments: [{ ...base.shipments![0], options: { ...base.shipments![0].options, dryIceWeight: 5e-324 } }],
    });
    // 0 lb of active dry ice is the submit check's 'Dry Ice Weight and Unit Required', not a 500.
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(['Dry Ice Weight and Unit Required']);
  });

  it('POST /api/v1/orders: an order too large for its DynamoDB item (3 shipments of 500 lines, 470 KB) answers 400', async () => {
    const base = validOrderRequest({ orderNumber: 'WIDE-1' });
    const line = {
      ...base.shipments![0].products![0],
      title: 't'.repeat(150),
      quantity: 1,
      dimensions: { length: 1, width: 1, height: 1, units: 'in', weight: { value: 0.01, units: 'lb' } },
    };
    const shipment = {
      ...base.shipments![0],
      products: Array.from({ length: 500 }, (_, i) => ({ ...line, _id: `p-${i}` })),
    };
    const res = await post(createOrder, '/api/v1/orders', { ...base, shipments: [shipment, shipment, shipment] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ shipments: OUR_MESSAGES.orderTooLarge });
    // the same lines in one shipment fit and are saved
    expect((await post(createOrder, '/api/v1/orders', { ...base, shipments: [shipment] })).status).toBe(201);
  });

  it('POST /api/v1/orders: a 1 MB comment is too long', async () => {
    const res = await post(
      createOrder,
      '/api/v1/orders',
      validOrderRequest({ orderNumber: 'LONG-1', comment: 'x'.repeat(1_000_000) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ comment: MESSAGES.tooLong });
  });
});
