import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as importOrders } from '#functions/orders/handlers/import-orders.handler';
import { handler as packOrder } from '#functions/orders/handlers/pack-order.handler';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { validOrderRequest } from '#test/support/orders';
import { IMPORT_MAPPING, importRow, seedPintCatalog } from '#test/support/order-import';
import { addTestWarehouse } from '#test/support/warehouses';
import { box } from '../catalog/catalog-calls';

let accountId: string;
let owner: TestUser;
const post = (handler: typeof createBox, path: string, body: unknown) =>
  invoke(handler, apiEvent({ method: 'POST', path, user: owner, accountId, body }));
const setPacking = async (flags: Record<string, boolean>) => {
  const res = await invoke(
    accountSettings,
    apiEvent({ method: 'PUT', path: '/api/v1/account-settings', user: owner, accountId, body: flags }),
  );
  expect(res.status).toBe(200);
};
const orderOf = async (id: string) =>
  (
    await invoke(
      getOrder,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${id}`,
        pathParameters: { orderId: id },
        user: owner,
        accountId,
      }),
    )
  ).body.order;

const importOne = async (orderNumber: string, extra: Record<string, unknown> = {}) => {
  const res = await post(importOrders, '/api/v1/orders/import', {
    importId: orderNumber,
    rows: [importRow(2, orderNumber, 'PINT', 8)],
    mapping: IMPORT_MAPPING,
    ...extra,
  });
  expect(res.status).toBe(200);
  expect(res.body.created).toBe(1);
  return orderOf(res.body.items[0].id);
};

/** 8 pints of 4×4×5 in, 1.2 lb each: 9.6 lb of product. */
const pintLine = {
  _id: 'p-pint',
  sku: 'PINT',
  title: 'Ice cream pint',
  quantity: 8,
  price: 9,
  dimensions: { length: 4, width: 4, height: 5, units: 'in', weight: { value: 1.2, units: 'lb' } },
};
const unboxedOrder = () => {
  const base = validOrderRequest();
  return { ...base, shipments: [{ ...base.shipments![0], box: null, products: [pintLine] }] };
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId, 'Kitchen');
  await seedPintCatalog(owner, accountId);
  // Beside the general algorithm's Cube 8, a box only the Weight variant may use (max 5 lb gross each).
  await post(
    createBox,
    '/api/v1/boxes',
    box({
      name: 'Weight shipper',
      dimensions: { length: 12, width: 12, height: 12, units: 'in' },
      weight: { value: 1, units: 'lb', maxWeightAllowed: 5 },
      useInBoxPackingAlgoWeight: true,
    }),
  );
});

describe('accounts §3 box packing setting applied to the orders import', () => {
  it('setting off, no flag in the request: new orders keep their lines without a box', async () => {
    const order = await importOne('IMP-OFF');
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].box ?? null).toBeNull();
  });

  it('general setting on, no flag in the request: the general algorithm chooses among useInBoxPackingAlgo boxes', async () => {
    await setPacking({ useBoxPackingAlgo: true });
    const order = await importOne('IMP-ON');
    expect(order.shipments.map((s: { box: { name: string } }) => s.box.name)).toEqual(['Cube 8']);
    expect(order.shipments[0].products[0]).toMatchObject({ sku: 'PINT', quantity: 8 });
  });

  it('setting on but the request says packWithBoxes: false: the explicit flag wins', async () => {
    await setPacking({ useBoxPackingAlgo: true });
    const order = await importOne('IMP-NO', { packWithBoxes: false });
    expect(order.shipments[0].box ?? null).toBeNull();
  });

  it('setting off but the request says packWithBoxes: true: packed with the general algorithm, as before the setting existed', async () => {
    const order = await importOne('IMP-YES', { packWithBoxes: true });
    expect(order.shipments[0].box.name).toBe('Cube 8');
  });

  it('Weight variant on: only useInBoxPackingAlgoWeight boxes, filled up to maxWeightAllowed', async () => {
    await setPacking({ useBoxPackingAlgoWeight: true });
    const order = await importOne('IMP-W');
    // 9.6 lb of pints, at most 5 lb gross per 1 lb box: three boxes of 3, 3 and 2 pints.
    expect(order.shipments.map((s: { box: { name: string } }) => s.box.name)).toEqual([
      'Weight shipper',
      'Weight shipper',
      'Weight shipper',
    ]);
    expect(order.shipments.map((s: { products: { quantity: number }[] }) => s.products[0].quantity).sort()).toEqual([
      2, 3, 3,
    ]);
  });
});

describe('accounts §3 box packing setting applied to POST /api/v1/orders', () => {
  it("setting off: a shipment without a box is refused with orders §5 'Shipment Box Is Required'", async () => {
    const res = await post(createOrder, '/api/v1/orders', unboxedOrder());
    expect(res.status).toBe(400);
    expect(res.body.issues).toContain('Shipment Box Is Required');
  });

  it('setting on: the shipment without a box gets one from the flagged boxes, with its weight', async () => {
    await setPacking({ useBoxPackingAlgo: true });
    const res = await post(createOrder, '/api/v1/orders', unboxedOrder());
    expect(res.status).toBe(201);
    const [shipment] = res.body.order.shipments;
    expect(shipment.box.name).toBe('Cube 8');
    expect(shipment.products[0]).toMatchObject({ sku: 'PINT', quantity: 8 });
    // 8 × 1.2 lb + the box's 1.5 lb + the shipment's 3 lb of dry ice
    expect(shipment.weights.calculatedValues.pounds).toBeCloseTo(14.1, 4);
    expect(shipment.options).toMatchObject({ dryIceActive: true, dryIceWeight: 3 });
  });

  it('setting on: a shipment that already has a box keeps it', async () => {
    await setPacking({ useBoxPackingAlgo: true });
    const res = await post(createOrder, '/api/v1/orders', validOrderRequest());
    expect(res.status).toBe(201);
    expect(res.body.order.shipments.map((s: { box: { name: string } }) => s.box.name)).toEqual(['12x12x12 Insulated']);
  });

  it("the order's own useBoxPackingAlgoWeight flag picks the Weight variant even with the account setting off", async () => {
    const res = await post(createOrder, '/api/v1/orders', { ...unboxedOrder(), useBoxPackingAlgoWeight: true });
    expect(res.status).toBe(201);
    expect(res.body.order.shipments).toHaveLength(3);
    expect(new Set(res.body.order.shipments.map((s: { box: { name: string } }) => s.box.name))).toEqual(
      new Set(['Weight shipper']),
    );
  });
});

describe('accounts §3 box packing setting applied to "Pack for me" (issue 5)', () => {
  const packForMe = (body: Record<string, unknown>) =>
    post(packOrder, '/api/v1/orders/pack', { shipments: [{ products: [pintLine], packagings: [] }], ...body });
  const boxNames = (res: Awaited<ReturnType<typeof packForMe>>) =>
    res.body.shipments.map((s: { box: { name: string } }) => s.box.name);

  it('no algorithm in the request, Weight setting on: the Weight variant and its boxes', async () => {
    await setPacking({ useBoxPackingAlgoWeight: true });
    const res = await packForMe({});
    expect(res.status).toBe(200);
    expect(res.body.packing.algorithm).toBe('useBoxPackingAlgoWeight');
    expect(new Set(boxNames(res))).toEqual(new Set(['Weight shipper']));
  });

  it('no algorithm and no setting: the general algorithm; an algorithm in the request wins over the setting', async () => {
    expect(boxNames(await packForMe({}))).toEqual(['Cube 8']);
    await setPacking({ useBoxPackingAlgoWeight: true });
    const res = await packForMe({ algorithm: 'useBoxPackingAlgo' });
    expect(res.body.packing.algorithm).toBe('useBoxPackingAlgo');
    expect(boxNames(res)).toEqual(['Cube 8']);
  });
});
