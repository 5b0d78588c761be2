import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createProduct } from '#functions/catalog/handlers/create-product.handler';
import { handler as createWarehouse } from '#functions/warehouses/handlers/create-warehouse.handler';
import { handler as importOrders } from '#functions/orders/handlers/import-orders.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { box, product } from '../catalog/catalog-calls';

let accountId: string;
let owner: TestUser;
const post = (handler: typeof createBox, path: string, body: unknown) =>
  invoke(handler, apiEvent({ method: 'POST', path, user: owner, accountId, body }));

const row = (n: number, orderNumber: string, sku: string, quantity: number) => ({
  row: n,
  values: {
    'Order Number': orderNumber,
    SKU: sku,
    Quantity: String(quantity),
    Name: 'Ana Ruiz',
    Address: '1 Main St',
    City: 'Austin',
    State: 'TX',
    Zip: '78701',
  },
});
const mapping = {
  orderNumber: 'Order Number',
  sku: 'SKU',
  quantity: 'Quantity',
  recipientName: 'Name',
  address1: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await post(createWarehouse, '/api/v1/warehouses', {
    name: 'Kitchen',
    address: { phone: '512-555-0100', street1: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
  });
  await post(
    createProduct,
    '/api/v1/products',
    product({
      title: 'Ice cream pint',
      sku: 'PINT',
      price: 9,
      dimensions: { length: 4, width: 4, height: 5, units: 'in', weight: { value: 1.2, units: 'lb' } },
    }),
  );
  await post(
    createBox,
    '/api/v1/boxes',
    box({ name: 'Cube 8', dimensions: { length: 8, width: 8, height: 10, units: 'in' }, useInBoxPackingAlgo: true }),
  );
});

describe('import completes lines from the catalog and packs them (issue 4 §5, issue 5)', () => {
  it('fills id, title, price, dimensions and weight from the SKU, and with packWithBoxes chooses the box', async () => {
    const res = await invoke(
      importOrders,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/import',
        user: owner,
        accountId,
        body: { importId: 'i1', rows: [row(2, 'IMP-1', 'pint', 8)], mapping, packWithBoxes: true },
      }),
    );
    expect(res.status).toBe(200);
    const id = res.body.items[0].id;
    const { order } = (
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
    ).body;
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].box.name).toBe('Cube 8');
    expect(order.shipments[0].products[0]).toMatchObject({
      sku: 'pint',
      title: 'Ice cream pint',
      price: 9,
      quantity: 8,
      dimensions: { length: 4, width: 4, height: 5 },
    });
    // 8 × 1.2 lb + the box's 1.5 lb
    expect(order.shipments[0].weights.calculatedValues.pounds).toBeCloseTo(11.1, 4);
  });

  it('without packWithBoxes the lines are completed but no box is chosen', async () => {
    const res = await invoke(
      importOrders,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/import',
        user: owner,
        accountId,
        body: { importId: 'i2', rows: [row(2, 'IMP-2', 'PINT', 2)], mapping },
      }),
    );
    const id = res.body.items[0].id;
    const { order } = (
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
    ).body;
    expect(order.shipments[0].box ?? null).toBeNull();
    expect(order.shipments[0].products[0]).toMatchObject({ title: 'Ice cream pint', dimensions: { length: 4 } });
  });

  it('an order too large to pack automatically (more boxes than an order may have) is imported with its lines as they came', async () => {
    // 8 pints fill a Cube 8: 1,000 pints would need 125 boxes.
    const res = await invoke(
      importOrders,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/import',
        user: owner,
        accountId,
        body: { importId: 'i3', rows: [row(2, 'IMP-3', 'PINT', 1000)], mapping, packWithBoxes: true },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    const id = res.body.items[0].id;
    const { order } = (
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
    ).body;
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].box ?? null).toBeNull();
    expect(order.shipments[0].products[0]).toMatchObject({ sku: 'PINT', quantity: 1000 });
  });
});
