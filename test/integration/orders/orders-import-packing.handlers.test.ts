import { beforeEach, describe, expect, it } from 'vitest';
import { handler as importOrders } from '#functions/orders/handlers/import-orders.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { IMPORT_MAPPING, importRow, seedPintCatalog } from '#test/support/order-import';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;
const importRows = (body: Record<string, unknown>) =>
  invoke(importOrders, apiEvent({ method: 'POST', path: '/api/v1/orders/import', user: owner, accountId, body }));
const orderOf = async (orderId: string) =>
  (
    await invoke(
      getOrder,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${orderId}`,
        pathParameters: { orderId },
        user: owner,
        accountId,
      }),
    )
  ).body.order;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId, 'Kitchen');
  await seedPintCatalog(owner, accountId);
});

describe('import completes lines from the catalog and packs them (issue 4 §5, issue 5)', () => {
  it('fills id, title, price, dimensions and weight from the SKU, and with packWithBoxes chooses the box', async () => {
    const res = await importRows({
      importId: 'i1',
      rows: [importRow(2, 'IMP-1', 'pint', 8)],
      mapping: IMPORT_MAPPING,
      packWithBoxes: true,
    });
    expect(res.status).toBe(200);
    const order = await orderOf(res.body.items[0].id);
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
    const res = await importRows({ importId: 'i2', rows: [importRow(2, 'IMP-2', 'PINT', 2)], mapping: IMPORT_MAPPING });
    const order = await orderOf(res.body.items[0].id);
    expect(order.shipments[0].box ?? null).toBeNull();
    expect(order.shipments[0].products[0]).toMatchObject({ title: 'Ice cream pint', dimensions: { length: 4 } });
  });

  it('an order too large to pack automatically (more boxes than an order may have) is imported with its lines as they came', async () => {
    // 8 pints fill a Cube 8: 1,000 pints would need 125 boxes.
    const res = await importRows({
      importId: 'i3',
      rows: [importRow(2, 'IMP-3', 'PINT', 1000)],
      mapping: IMPORT_MAPPING,
      packWithBoxes: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    const order = await orderOf(res.body.items[0].id);
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].box ?? null).toBeNull();
    expect(order.shipments[0].products[0]).toMatchObject({ sku: 'PINT', quantity: 1000 });
  });
});
