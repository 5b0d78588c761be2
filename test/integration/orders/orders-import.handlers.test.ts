import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as importOrdersHandler } from '#functions/orders/handlers/import-orders.handler';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { suggestMapping } from '#domain/imports/column-mapping.rules';
import { readCsv } from '#domain/imports/csv-reader';
import { ORDER_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import { chunkImportRows } from '#domain/imports/order-import.rules';
import { ORDER_ISSUES } from '#domain/orders/order-submit.rules';
import { MESSAGES } from '#domain/validation/messages';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';
import { orderCsvRow, toCsv, type OrderCsvRow } from './order-csv.fixture';

let accountId: string;
let owner: TestUser;

/** The browser's side: parse, suggest the mapping, chunk without splitting orders, send each chunk. */
async function importCsv(
  csv: string,
  opts: { user?: TestUser; account?: string; importId?: string; packWithBoxes?: boolean } = {},
) {
  const { headers, rows } = readCsv(csv);
  const mapping = suggestMapping(headers, ORDER_IMPORT_FIELDS);
  const results = [];
  for (const chunk of chunkImportRows(rows, (r) => r.values[mapping.orderNumber!] ?? '')) {
    results.push(
      await invoke(
        importOrdersHandler,
        apiEvent({
          method: 'POST',
          path: '/api/v1/orders/import',
          user: opts.user ?? owner,
          accountId: opts.account ?? accountId,
          body: {
            importId: opts.importId ?? 'imp-1',
            rows: chunk,
            mapping,
            ...(opts.packWithBoxes ? { packWithBoxes: true } : {}),
          },
        }),
      ),
    );
  }
  return results;
}
const sum = (results: { body: Record<string, number> }[], key: string) => results.reduce((n, r) => n + r.body[key], 0);

async function allOrders(account = accountId, user = owner) {
  const rows = [];
  let cursor: string | undefined;
  do {
    const res = await invoke(
      queryOrders,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/query',
        user,
        accountId: account,
        body: { pageSize: 100, ...(cursor ? { cursor } : {}) },
      }),
    );
    rows.push(...res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return rows as {
    id: string;
    orderNumber: string;
    qtyOrdered: number;
    lineItems: number;
    warnings: string[];
    tags: string[];
    batchNumber: string;
    city: string;
    warehouse: string;
  }[];
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
});

describe('orders import: upsert by order number (issue 4 §5)', () => {
  it('groups rows with the same order number into one order with several product lines', async () => {
    const csv = toCsv([orderCsvRow(1, 0), orderCsvRow(1, 1), orderCsvRow(1, 2), orderCsvRow(2)]);
    const [res] = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rowsReceived: 4, created: 2, updated: 0, unchanged: 0, skipped: 0, errors: [] });
    const orders = await allOrders();
    expect(orders).toHaveLength(2);
    const first = orders.find((o) => o.orderNumber === 'IMP-000001')!;
    expect(first).toMatchObject({ lineItems: 3, city: 'New York', warehouse: 'Austin Kitchen' });
    const stored = await dynamoOrderStore.get(accountId, first.id);
    expect(stored).toMatchObject({ source: 'csv', storeId: 'manual' });
    expect(stored!.orderDate).toBe(new Date('2026-02-02T18:00:00.000Z').toISOString()); // 02/02/2026 at noon, America/Chicago
  });

  it('importing the same file twice creates no duplicates; a changed row updates its order only', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => orderCsvRow(i + 1));
    const first = await importCsv(toCsv(rows));
    expect(sum(first, 'created')).toBe(12);
    const again = await importCsv(toCsv(rows));
    expect(again[0].body).toMatchObject({ created: 0, updated: 0, unchanged: 12 });
    const changed: OrderCsvRow[] = rows.map((r, i) => (i === 3 ? { ...r, Qty: '9', City: 'AUSTIN' } : r));
    const third = await importCsv(toCsv(changed));
    expect(third[0].body).toMatchObject({ created: 0, updated: 1, unchanged: 11 });
    const orders = await allOrders();
    expect(orders).toHaveLength(12);
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(12);
    expect(orders.find((o) => o.orderNumber === rows[3]['Order #'])!.qtyOrdered).toBe(9);
  });

  it('the same chunk delivered three times at once (a retrying browser) still makes each order once', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => orderCsvRow(i + 1));
    const results = (
      await Promise.all([importCsv(toCsv(rows)), importCsv(toCsv(rows)), importCsv(toCsv(rows))])
    ).flat();
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Every order is created by exactly one delivery; the others find it (batched read or the retry read).
    expect(sum(results, 'created')).toBe(20);
    expect(sum(results, 'created') + sum(results, 'unchanged') + sum(results, 'updated')).toBe(60);
    const orders = await allOrders();
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(20);
  });

  it('a re-import updates an order created in the editor with the same number, keeping its box', async () => {
    const created = await invoke(
      createOrder,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders',
        user: owner,
        accountId,
        body: validOrderRequest({ orderNumber: 'IMP-000005' }),
      }),
    );
    expect(created.status).toBe(201);
    const [res] = await importCsv(toCsv([orderCsvRow(5)]));
    expect(res.body).toMatchObject({ created: 0, updated: 1 });
    const stored = await dynamoOrderStore.get(accountId, created.body.order.id);
    expect(stored!.shipments[0].box).toMatchObject({ name: '12x12x12 Insulated' });
    expect(stored!.shipments[0].products.map((p) => p.sku)).toEqual([orderCsvRow(5).SKU]);
    expect(stored!.version).toBe(2);
  });

  it('an order that can no longer be edited is skipped and reported, not changed', async () => {
    await importCsv(toCsv([orderCsvRow(6)]));
    const order = (await allOrders())[0];
    const stored = (await dynamoOrderStore.get(accountId, order.id))!;
    await dynamoOrderStore.replace(accountId, stored, {
      ...stored,
      shipments: stored.shipments.map((s) => ({
        ...s,
        shipmentStatus: 'pre_transit',
        billOfLading: { id: 'bol' },
        label: { trackingCode: '1Z999' },
      })),
    });
    const [res] = await importCsv(toCsv([{ ...orderCsvRow(6), Qty: '3' }]));
    expect(res.body.skipped).toBe(1);
    expect(res.body.errors).toEqual([
      { row: 2, field: 'orderNumber', message: expect.stringContaining('can no longer be edited') },
    ]);
  });

  it('imported orders skip the submit checks and carry warnings of type order and address', async () => {
    const [res] = await importCsv(toCsv([{ ...orderCsvRow(7), 'Address 1': '', City: '', Price: '' }]));
    expect(res.body).toMatchObject({ created: 1, errors: [] });
    const stored = (await dynamoOrderStore.get(accountId, res.body.items[0].id))!;
    expect(stored.warnings).toEqual(
      expect.arrayContaining([
        { type: 'address', message: ORDER_ISSUES.recipientInvalid },
        { type: 'order', message: ORDER_ISSUES.boxRequired },
        { type: 'order', message: ORDER_ISSUES.productInvalid },
      ]),
    );
    expect((await allOrders())[0].warnings).toEqual(expect.arrayContaining(['address', 'order']));
  });

  it('records import_orders_csv activity: one summary and one entry per written order', async () => {
    const [res] = await importCsv(toCsv([orderCsvRow(8), orderCsvRow(9)]), { importId: 'file-42' });
    const recent = await dynamoActivityLog.listRecent(accountId, 10);
    expect(recent.filter((e) => e.type === 'import_orders_csv')).toHaveLength(3);
    expect(recent.find((e) => !e.orderId)).toMatchObject({ details: { importId: 'file-42', created: 2 } });
    const perOrder = await dynamoActivityLog.listForOrder(accountId, res.body.items[0].id);
    expect(perOrder.map((e) => e.type)).toEqual(['import_orders_csv']);
  });
});

describe("orders import: per-row errors in the spec's words (orders §5)", () => {
  it.each([
    ['blank order number', { 'Order #': '' }, 'orderNumber', MESSAGES.required],
    ['quantity zero', { Qty: '0' }, 'quantity', MESSAGES.quantityPositive],
    ['quantity not an integer', { Qty: '1.5' }, 'quantity', MESSAGES.quantityInteger],
    ['quantity blank', { Qty: '' }, 'quantity', MESSAGES.quantityRequired],
    ['price not a number', { Price: 'abc' }, 'price', MESSAGES.invalid],
    ['bad email', { Email: 'nobody-at-example' }, 'email', MESSAGES.invalidEmail],
    ['bad zip', { Zip: '7870' }, 'zip', MESSAGES.invalidZip],
    ['bad phone', { Phone: 'call me' }, 'phone', MESSAGES.phoneFormat],
    ['unknown state', { State: 'XX' }, 'state', MESSAGES.invalidState],
    ['no product identifier', { SKU: '', 'Product Name': '' }, 'sku', MESSAGES.required],
    ['bad weight unit', { 'Weight Unit': 'stone' }, 'weightUnit', MESSAGES.invalid],
    ['bad date', { 'Order Date': '31/31/2026' }, 'orderDate', 'Date must be MM/DD/YYYY'],
    ['name over 35 characters', { 'Shipping Name': 'x'.repeat(36) }, 'name', MESSAGES.tooLong],
  ])('%s → reported by row and field', async (_label, patch, field, message) => {
    const [res] = await importCsv(toCsv([orderCsvRow(20), { ...orderCsvRow(21), ...patch }]));
    const expectedField = field === 'name' ? 'recipientName' : field;
    expect(res.body.errors).toEqual([{ row: 3, field: expectedField, message }]);
    expect(res.body.created).toBe(1);
  });

  it('a 500-row file with 3 bad rows reports exactly those rows and imports the rest', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => orderCsvRow(1000 + i));
    rows[41] = { ...rows[41], Qty: '-2' };
    rows[250] = { ...rows[250], Zip: 'ABCDE' };
    rows[499] = { ...rows[499], Email: 'broken@' };
    const results = await importCsv(toCsv(rows));
    const errors = results.flatMap((r) => r.body.errors);
    expect(errors).toEqual([
      { row: 43, field: 'quantity', message: MESSAGES.quantityPositive },
      { row: 252, field: 'zip', message: MESSAGES.invalidZip },
      { row: 501, field: 'email', message: MESSAGES.invalidEmail },
    ]);
    expect(sum(results, 'created')).toBe(497);
    expect(await allOrders()).toHaveLength(497);
  });

  it('a bad line holds back its whole order (no partial orders)', async () => {
    const [res] = await importCsv(toCsv([orderCsvRow(30, 0), { ...orderCsvRow(30, 1), Qty: 'x' }, orderCsvRow(31)]));
    expect(res.body).toMatchObject({ created: 1, skipped: 1 });
    expect(res.body.errors).toEqual([{ row: 3, field: 'quantity', message: MESSAGES.invalid }]);
  });

  it('a mapping without the required fields is refused with 400', async () => {
    const res = await invoke(
      importOrdersHandler,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/import',
        user: owner,
        accountId,
        body: {
          importId: 'x',
          rows: [{ row: 2, values: { A: '1' } }],
          mapping: { comment: 'A' },
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      'mapping.orderNumber': MESSAGES.required,
      'mapping.quantity': MESSAGES.required,
      'mapping.sku': MESSAGES.required,
    });
  });

  it('an unknown warehouse name is reported on the row; a known one is used', async () => {
    await addTestWarehouse(owner, accountId, 'Dallas Cold Storage');
    const csv = toCsv([orderCsvRow(40), orderCsvRow(41)]).split(/\r?\n/);
    const withWarehouse = [`${csv[0]},Warehouse`, `${csv[1]},dallas cold storage`, `${csv[2]},Nowhere`].join('\n');
    const [res] = await importCsv(withWarehouse);
    expect(res.body.errors).toEqual([{ row: 3, field: 'warehouseName', message: MESSAGES.invalid }]);
    expect((await allOrders())[0].warehouse).toBe('Dallas Cold Storage');
  });
});

describe('orders import: tenant isolation and permissions (accounts §6)', () => {
  it("the same numbers in another account create that account's own orders and never touch ours", async () => {
    await importCsv(toCsv([orderCsvRow(50), orderCsvRow(51)]));
    const before = await allOrders();
    const other = await createTestAccount('Other Foods');
    const [res] = await importCsv(toCsv([{ ...orderCsvRow(50), Qty: '7' }]), {
      user: other.owner,
      account: other.accountId,
    });
    expect(res.body).toMatchObject({ created: 1, updated: 0 });
    expect(await allOrders()).toEqual(before);
    expect(await allOrders(other.accountId, other.owner)).toHaveLength(1);
  });

  it('naming another account answers 404; a member without import_export_orders gets 403', async () => {
    const other = await createTestAccount('Other Foods');
    const [notMine] = await importCsv(toCsv([orderCsvRow(60)]), { account: other.accountId });
    expect(notMine.status).toBe(404);
    expect(await allOrders(other.accountId, other.owner)).toHaveLength(0);
    const member = await addTestMember(accountId, {
      view_print_orders: true,
      edit_orders: true,
      import_export_orders: false,
    });
    const [forbidden] = await importCsv(toCsv([orderCsvRow(61)]), { user: member });
    expect(forbidden.status).toBe(403);
  });
});
