import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as importOrders } from '#functions/orders/handlers/import-orders.handler';
import { handler as updateOrder } from '#functions/orders/handlers/update-order.handler';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { validOrderRequest } from '#test/support/orders';
import { IMPORT_MAPPING, importRow } from '#test/support/order-import';
import { addTestWarehouse } from '#test/support/warehouses';

interface Tenant {
  accountId: string;
  owner: TestUser;
}
let a: Tenant;
let b: Tenant;

const call = (
  t: Tenant,
  handler: typeof createOrder,
  method: string,
  path: string,
  body?: unknown,
  pathParameters?: Record<string, string>,
) => invoke(handler, apiEvent({ method, path, user: t.owner, accountId: t.accountId, body, pathParameters }));
const setSettings = async (t: Tenant, settings: Record<string, unknown>) => {
  const res = await call(t, accountSettings, 'PUT', '/api/v1/account-settings', settings);
  expect(res.status).toBe(200);
};
const create = async (t: Tenant, body: unknown) => {
  const res = await call(t, createOrder, 'POST', '/api/v1/orders', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order;
};
const orderOf = async (t: Tenant, id: string) =>
  (await call(t, getOrder, 'GET', `/api/v1/orders/${id}`, undefined, { orderId: id })).body.order;

/** The editor's order with a shipment that leaves every option group unset (an API client sending no options). */
const withoutOptions = () => {
  const base = validOrderRequest();
  const { options: _o, ...shipment } = base.shipments![0] as Record<string, unknown>;
  return { ...base, shipments: [shipment] };
};
/** Explicit options: dry ice and delivery confirmation off. */
const explicitOff = () => {
  const base = validOrderRequest();
  return {
    ...base,
    shipments: [
      {
        ...base.shipments![0],
        options: {
          dryIceActive: false,
          deliveryConfirmation: false,
          carbonNeutral: false,
          saturdayDelivery: false,
          carrierInsuranceAmountActive: false,
          carrierInsuranceAmountAutomatic: false,
        },
      },
    ],
  };
};

const DEFAULTS_ON = { dryIce: { active: true, weight: 5, units: 'lb' }, deliveryConfirmation: true };

// 2 × 5 lb brisket + the 2 lb box of validOrderRequest()
const CONTENTS_LB = 12;

const row = (n: number, orderNumber: string) => importRow(n, orderNumber, 'BRISKET-5', 2, { Price: '89', Weight: '5' });
const mapping = { ...IMPORT_MAPPING, price: 'Price', weight: 'Weight' };
const importOne = async (t: Tenant, orderNumber: string, expected: 'created' | 'updated' | 'unchanged' = 'created') => {
  const res = await call(t, importOrders, 'POST', '/api/v1/orders/import', {
    importId: `${orderNumber}-${Math.random()}`,
    rows: [row(2, orderNumber)],
    mapping,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.items[0].outcome).toBe(expected);
  return orderOf(t, res.body.items[0].id);
};

beforeEach(async () => {
  a = await createTestAccount('Tenant A Foods');
  b = await createTestAccount('Tenant B Foods');
  for (const t of [a, b]) await addTestWarehouse(t.owner, t.accountId, 'Kitchen');
});

describe('accounts §3 account settings as the defaults of POST /api/v1/orders (orders §3 shipment options)', () => {
  it('defaults off: a shipment sent without options starts with dry ice and delivery confirmation off', async () => {
    const [shipment] = (await create(a, withoutOptions())).shipments;
    expect(shipment.options).toMatchObject({
      dryIceActive: false,
      carbonNeutral: false,
      carrierInsuranceAmountActive: false,
    });
    expect(shipment.options.deliveryConfirmation ?? false).toBe(false);
    expect(shipment.weights.calculatedValues.pounds).toBe(CONTENTS_LB);
  });

  it('dry ice 5 lb + delivery confirmation on: the shipment starts with both, and orders §9 counts the 5 lb once', async () => {
    await setSettings(a, DEFAULTS_ON);
    const [shipment] = (await create(a, withoutOptions())).shipments;
    expect(shipment.options).toMatchObject({
      dryIceActive: true,
      dryIceWeight: 5,
      dryIceUnit: 'lb',
      deliveryConfirmation: true,
    });
    expect(shipment.weights.calculatedValues.pounds).toBe(CONTENTS_LB + 5);
  });

  it('defaults on, explicit values in the request win: dry ice off and no delivery confirmation stay so', async () => {
    await setSettings(a, DEFAULTS_ON);
    const [shipment] = (await create(a, explicitOff())).shipments;
    expect(shipment.options).toMatchObject({ dryIceActive: false, deliveryConfirmation: false });
    expect(shipment.weights.calculatedValues.pounds).toBe(CONTENTS_LB);
  });

  it("defaults on, the request's own 3 lb of dry ice wins over the default 5 lb (validOrderRequest)", async () => {
    await setSettings(a, DEFAULTS_ON);
    const [shipment] = (await create(a, validOrderRequest())).shipments;
    expect(shipment.options).toMatchObject({ dryIceActive: true, dryIceWeight: 3, deliveryConfirmation: true });
    expect(shipment.weights.calculatedValues.pounds).toBe(CONTENTS_LB + 3);
  });

  it('declared value, carbon neutral and custom weight defaults (accounts §3) reach the shipment', async () => {
    await setSettings(a, {
      carbonNeutral: true,
      declaredValue: { active: true, automatic: false, custom: 250 },
      shipmentWeights: { active: true, type: 'custom', customWeight: 20 },
    });
    const [shipment] = (await create(a, withoutOptions())).shipments;
    expect(shipment.options).toMatchObject({
      carbonNeutral: true,
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmountAutomatic: false,
      carrierInsuranceAmount: 250,
    });
    expect(shipment.weights).toMatchObject({ type: 'custom', customWeight: 20 });
    expect(shipment.weights.calculatedValues.pounds).toBe(20);
  });

  it('an edit (PUT) is not a new shipment: an order saved without dry ice keeps it off after the default is turned on', async () => {
    const order = await create(a, withoutOptions());
    await setSettings(a, DEFAULTS_ON);
    const { id: _id, version, shipments, warehouse: _w, ...rest } = order;
    const res = await call(
      a,
      updateOrder,
      'PUT',
      `/api/v1/orders/${order.id}`,
      { ...rest, version, shipments: shipments.map(({ options: _o, ...s }: Record<string, unknown>) => s) },
      { orderId: order.id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order.shipments[0].options).toMatchObject({ dryIceActive: false });
  });

  it("cross-tenant: account B's dry ice default never reaches account A's orders", async () => {
    await setSettings(b, DEFAULTS_ON);
    const [mine] = (await create(a, withoutOptions())).shipments;
    expect(mine.options.dryIceActive).toBe(false);
    expect(mine.weights.calculatedValues.pounds).toBe(CONTENTS_LB);
    const [theirs] = (await create(b, withoutOptions())).shipments;
    expect(theirs.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5 });
  });
});

describe('accounts §3 account settings as the defaults of new orders in the orders import', () => {
  it('defaults off: imported shipments start without dry ice or delivery confirmation', async () => {
    const [shipment] = (await importOne(a, 'DEF-OFF')).shipments;
    expect(shipment.options).toMatchObject({ dryIceActive: false });
    expect(shipment.options.deliveryConfirmation ?? false).toBe(false);
    expect(shipment.weights.calculatedValues.pounds).toBe(10);
  });

  it('dry ice 5 lb + delivery confirmation on: a new imported order starts with both; the weight counts the 5 lb (orders §9)', async () => {
    await setSettings(a, DEFAULTS_ON);
    const [shipment] = (await importOne(a, 'DEF-ON')).shipments;
    expect(shipment.options).toMatchObject({
      dryIceActive: true,
      dryIceWeight: 5,
      dryIceUnit: 'lb',
      deliveryConfirmation: true,
    });
    expect(shipment.weights.calculatedValues.pounds).toBe(15);
  });

  it('a re-import of an existing order is not new: the options it was created with are kept', async () => {
    await importOne(a, 'DEF-RE');
    await setSettings(a, DEFAULTS_ON);
    const [shipment] = (await importOne(a, 'DEF-RE', 'unchanged')).shipments;
    expect(shipment.options).toMatchObject({ dryIceActive: false });
  });

  it('an order typed in the editor with explicit options and re-imported by number keeps its explicit values', async () => {
    await setSettings(a, DEFAULTS_ON);
    const typed = await create(a, { ...explicitOff(), orderNumber: 'DEF-TYPED' });
    expect(typed.shipments[0].options.dryIceActive).toBe(false);
    const [shipment] = (await importOne(a, 'DEF-TYPED', 'updated')).shipments;
    expect(shipment.options).toMatchObject({ dryIceActive: false, deliveryConfirmation: false });
  });

  it("cross-tenant: account B's defaults never reach account A's imported orders", async () => {
    await setSettings(b, DEFAULTS_ON);
    const [shipment] = (await importOne(a, 'DEF-X')).shipments;
    expect(shipment.options.dryIceActive).toBe(false);
    const [theirs] = (await importOne(b, 'DEF-X')).shipments;
    expect(theirs.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5 });
  });
});
