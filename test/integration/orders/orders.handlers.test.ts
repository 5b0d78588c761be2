import { beforeEach, describe, expect, it } from 'vitest';
import { handler as bulkOrders } from '#functions/orders/handlers/bulk-orders.handler';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as getOrderActivity } from '#functions/orders/handlers/get-order-activity.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { handler as savedFilters } from '#functions/orders/handlers/saved-filters.handler';
import { handler as updateOrder } from '#functions/orders/handlers/update-order.handler';
import { INVALID_CURSOR } from '#lib/db/cursor';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

const post = (handler: typeof createOrder, path: string, body: unknown, user = owner, account = accountId) =>
  invoke(handler, apiEvent({ method: 'POST', path, user, accountId: account, body }));
const create = (body: unknown, user = owner, account = accountId) =>
  post(createOrder, '/api/v1/orders', body, user, account);
const query = (body: unknown, user = owner, account = accountId) =>
  post(queryOrders, '/api/v1/orders/query', body, user, account);
async function createOrders(count: number, user = owner, account = accountId) {
  const made = await Promise.all(
    Array.from({ length: count }, (_, i) => create(validOrderRequest({ orderNumber: `PAGE-${i}` }), user, account)),
  );
  expect(made.map((r) => r.status)).toEqual(made.map(() => 201));
}
const byId = (orderId: string) => ({ path: `/api/v1/orders/${orderId}`, pathParameters: { orderId } });

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
});

describe('orders: create, read, edit', () => {
  it('creates an order with the default warehouse, computed weights and an activity entry', async () => {
    const res = await create(validOrderRequest({ orderNumber: 'SD-1001' }));
    expect(res.status).toBe(201);
    const { order, row } = res.body;
    expect(order.warehouse.name).toBe('Austin Kitchen');
    // orders §9: box 2 + dry ice override 3 + 2 × 5 lb products = 15 lb
    expect(order.shipments[0].weights.calculatedValues.pounds).toBe(15);
    expect(row).toMatchObject({
      orderNumber: 'SD-1001',
      status: 'New',
      statusKey: 'holding',
      weight: 15,
      qtyOrdered: 2,
      lineItems: 1,
      dryIce: true,
      tags: ['VIP'],
      city: 'Austin',
    });
    const activity = await invoke(
      getOrderActivity,
      apiEvent({
        method: 'GET',
        user: owner,
        accountId,
        ...byId(order.id),
        path: `/api/v1/orders/${order.id}/activity`,
      }),
    );
    expect(activity.body.items.map((e: { type: string }) => e.type)).toEqual(['order_created']);
  });

  it("orders §5: answers one 'Please Address Following Issues:' notice with a line per problem and saves nothing", async () => {
    const bad = validOrderRequest({ orderNumber: 'SD-BAD' });
    bad.shipments![0].box = null;
    bad.shipments![0].options = {
      ...bad.shipments![0].options!,
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmount: 0,
    };
    const res = await create(bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please Address Following Issues:');
    expect(res.body.issues).toEqual(
      expect.arrayContaining(['Shipment Box Is Required', 'Full Coverage must be greater than $0']),
    );
    expect(res.body.fieldErrors).toMatchObject({
      'shipments.0.box': 'Shipment Box Is Required',
      'shipments.0.options.carrierInsuranceAmount': 'Full Coverage must be greater than $0',
    });
    expect((await query({})).body.items).toEqual([]);
  });

  it('refuses a second order with the same number in the same store', async () => {
    expect((await create(validOrderRequest({ orderNumber: 'SD-7' }))).status).toBe(201);
    const again = await create(validOrderRequest({ orderNumber: 'sd-7' }));
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.orderNumber).toBe('Order number sd-7 already exists');
  });

  it('edits an order, keeps server-side state, and refuses a stale version with 409', async () => {
    const created = (await create(validOrderRequest({ orderNumber: 'SD-20' }))).body.order;
    const edited = await invoke(
      updateOrder,
      apiEvent({
        method: 'PUT',
        user: owner,
        accountId,
        ...byId(created.id),
        body: {
          ...validOrderRequest({ orderNumber: 'SD-20B', comment: 'Call first' }),
          shipments: created.shipments,
          version: created.version,
        },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.order).toMatchObject({ orderNumber: 'SD-20B', comment: 'Call first', version: 2 });
    const stale = await invoke(
      updateOrder,
      apiEvent({
        method: 'PUT',
        user: owner,
        accountId,
        ...byId(created.id),
        body: { ...validOrderRequest({ orderNumber: 'SD-20C' }), version: 1 },
      }),
    );
    expect(stale.status).toBe(409);
    // the old number is free again, the new one is taken
    expect((await create(validOrderRequest({ orderNumber: 'SD-20' }))).status).toBe(201);
    expect((await create(validOrderRequest({ orderNumber: 'SD-20B' }))).status).toBe(400);
  });

  it('orders §4 edit rule: an order with a label cannot be edited', async () => {
    const created = (await create(validOrderRequest())).body.order;
    const { dynamoOrderStore } = await import('#functions/orders/adapters/dynamodb.order-store');
    const labelled = {
      ...created,
      shipments: created.shipments.map((s: object) => ({
        ...s,
        shipmentStatus: 'pre_transit',
        billOfLading: { id: 'bol' },
        label: { trackingCode: '1Z999' },
      })),
    };
    await dynamoOrderStore.replace(accountId, created, labelled);
    const res = await invoke(
      updateOrder,
      apiEvent({ method: 'PUT', user: owner, accountId, ...byId(created.id), body: validOrderRequest() }),
    );
    expect(res.status).toBe(409);
    const read = await invoke(getOrder, apiEvent({ method: 'GET', user: owner, accountId, ...byId(created.id) }));
    expect(read.body.row).toMatchObject({ status: 'Awaiting Shipment', tracking: '1Z999' });
  });
});

describe('orders grid query', () => {
  async function seedOrders() {
    const days = [
      '2026-11-02T15:00:00Z',
      '2026-11-05T15:00:00Z',
      '2026-11-09T15:00:00Z',
      '2026-11-12T15:00:00Z',
      '2026-11-16T15:00:00Z',
    ];
    const ids: string[] = [];
    for (const [i, orderDate] of days.entries()) {
      const res = await create(
        validOrderRequest({
          orderNumber: `Q-${100 + i}`,
          orderDate,
          tags: i % 2 ? ['Frozen'] : ['VIP'],
          batchNumber: i < 2 ? 'B-1' : null,
          shippingAddress: { ...validOrderRequest().shippingAddress!, name: i === 3 ? 'Zed Anders' : 'Maria Lopez' },
        }),
      );
      ids.push(res.body.order.id);
    }
    return ids;
  }

  it('lists newest first with cursor pagination and the requested page size', async () => {
    await seedOrders();
    const first = await query({ pageSize: 20 });
    expect(first.body.items.map((r: { orderNumber: string }) => r.orderNumber)).toEqual([
      'Q-104',
      'Q-103',
      'Q-102',
      'Q-101',
      'Q-100',
    ]);
    expect(first.body.cursor).toBeUndefined();
  });

  it('pages with a cursor across reads', async () => {
    for (let i = 0; i < 23; i++)
      await create(
        validOrderRequest({
          orderNumber: `P-${String(i).padStart(3, '0')}`,
          orderDate: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
        }),
      );
    const first = await query({ pageSize: 20 });
    expect(first.body.items).toHaveLength(20);
    const second = await query({ pageSize: 20, cursor: first.body.cursor });
    expect(second.body.items.map((r: { orderNumber: string }) => r.orderNumber)).toEqual(['P-002', 'P-001', 'P-000']);
    expect(second.body.cursor).toBeUndefined();
  });

  it('filters by tag, batch, text operators, custom date range and order-number prefix', async () => {
    await seedOrders();
    const numbers = async (body: unknown) =>
      (await query(body)).body.items.map((r: { orderNumber: string }) => r.orderNumber);
    expect(await numbers({ filters: { tags: ['frozen'] } })).toEqual(['Q-103', 'Q-101']);
    expect(await numbers({ filters: { batchNumber: 'B-1' } })).toEqual(['Q-101', 'Q-100']);
    expect(await numbers({ filters: { text: [{ field: 'name', operator: 'startsWith', value: 'zed' }] } })).toEqual([
      'Q-103',
    ]);
    expect(await numbers({ filters: { text: [{ field: 'name', operator: 'notContains', value: 'maria' }] } })).toEqual([
      'Q-103',
    ]);
    expect(
      await numbers({ filters: { text: [{ field: 'orderNumber', operator: 'equals', value: 'q-102' }] } }),
    ).toEqual(['Q-102']);
    expect(
      await numbers({ filters: { dateRange: { preset: 'Custom', startDate: '2026-11-05', endDate: '2026-11-12' } } }),
    ).toEqual(['Q-103', 'Q-102', 'Q-101']);
    expect(await numbers({ sort: { field: 'orderNumber', direction: 'asc' } })).toEqual([
      'Q-100',
      'Q-101',
      'Q-102',
      'Q-103',
      'Q-104',
    ]);
  });

  it('finds the orders of one customer through the customer index', async () => {
    await create(
      validOrderRequest({ orderNumber: 'C-1', customerId: 'cust-maria', orderDate: '2026-11-02T15:00:00Z' }),
    );
    await create(validOrderRequest({ orderNumber: 'C-2', customerId: 'cust-zed', orderDate: '2026-11-03T15:00:00Z' }));
    await create(
      validOrderRequest({ orderNumber: 'C-3', customerId: 'cust-maria', orderDate: '2026-11-04T15:00:00Z' }),
    );
    const rows = (await query({ filters: { customerId: 'cust-maria' } })).body.items;
    expect(rows.map((r: { orderNumber: string }) => r.orderNumber)).toEqual(['C-3', 'C-1']);
  });

  it('filters by status: archived orders leave the active view and appear under archived', async () => {
    const ids = await seedOrders();
    const bulk = await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [ids[0], ids[1]], action: 'archive' });
    expect(bulk.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const numbers = async (body: unknown) =>
      (await query(body)).body.items.map((r: { orderNumber: string }) => r.orderNumber);
    expect(await numbers({})).toEqual(['Q-104', 'Q-103', 'Q-102']);
    expect(await numbers({ filters: { view: 'archived' } })).toEqual(['Q-101', 'Q-100']);
    expect(await numbers({ filters: { statuses: ['archived'] } })).toEqual(['Q-101', 'Q-100']);
    expect(await numbers({ filters: { statuses: ['holding'] } })).toEqual(['Q-104', 'Q-103', 'Q-102']);
  });

  it('rejects an unknown filter value with 400, not 500', async () => {
    const res = await query({ filters: { statuses: ['shipped-ish'] }, pageSize: 33 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['filters.statuses.0', 'pageSize']));
  });
});

describe('bulk actions', () => {
  it('tags, batches, duplicates, cancels and deletes; bulk edit needs at least one field', async () => {
    const a = (await create(validOrderRequest({ orderNumber: 'BK-1' }))).body.order.id;
    const b = (await create(validOrderRequest({ orderNumber: 'BK-2' }))).body.order.id;
    await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [a, b], action: 'addTags', tags: ['Rush'] });
    await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [a], action: 'setBatch', batchNumber: 'MON-1' });
    const dup = await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [a], action: 'duplicate' });
    const copyId = dup.body.results[0].newOrderId;
    const copy = await invoke(getOrder, apiEvent({ method: 'GET', user: owner, accountId, ...byId(copyId) }));
    expect(copy.body.order).toMatchObject({ orderNumber: 'BK-1-copy', tags: ['VIP', 'Rush'] });

    const noField = await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [a], action: 'edit', fields: {} });
    expect(noField.status).toBe(400);
    expect(noField.body.fieldErrors.fields).toBe('At least one field is required');
    const edit = await post(bulkOrders, '/api/v1/orders/bulk', {
      orderIds: [a, b],
      action: 'edit',
      fields: { saturdayDelivery: true },
    });
    expect(edit.body.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);

    await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [b], action: 'cancel' });
    await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [copyId], action: 'delete' });
    const rows = (await query({ filters: { tags: ['rush'] } })).body.items;
    // cancelled orders stay in the active grid with their Cancelled status; deleted ones leave it
    expect(
      rows.map((r: { orderNumber: string; saturdayDelivery: boolean; batchNumber: string; status: string }) => [
        r.orderNumber,
        r.saturdayDelivery,
        r.batchNumber,
        r.status,
      ]),
    ).toEqual([
      ['BK-2', true, '', 'Cancelled'],
      ['BK-1', true, 'MON-1', 'New'],
    ]);
    expect(
      (await query({ filters: { statuses: ['isCancelled'] } })).body.items.map(
        (r: { orderNumber: string }) => r.orderNumber,
      ),
    ).toEqual(['BK-2']);
    expect(
      (await query({ filters: { view: 'deleted' } })).body.items.map((r: { orderNumber: string }) => r.orderNumber),
    ).toEqual(['BK-1-copy']);
  });
});

describe('saved filters (orders §5)', () => {
  const call = (method: string, body?: unknown, filterId?: string) =>
    invoke(
      savedFilters,
      apiEvent({
        method,
        path: '/api/v1/orders/saved-filters',
        user: owner,
        accountId,
        body,
        ...(filterId ? { pathParameters: { filterId } } : {}),
      }),
    );

  it('needs a name and a filter, refuses duplicate names, lists and deletes', async () => {
    expect((await call('POST', { name: '', filters: { tags: ['VIP'] } })).body.fieldErrors.name).toBe(
      'This field is required',
    );
    expect((await call('POST', { name: 'Nothing', filters: {} })).status).toBe(400);
    const saved = await call('POST', {
      name: 'VIP this week',
      filters: { tags: ['VIP'], dateRange: { preset: 'This Week' } },
    });
    expect(saved.status).toBe(201);
    const dup = await call('POST', { name: 'vip THIS week', filters: { tags: ['X'] } });
    expect(dup.body.fieldErrors.name).toBe('A filter with this name already exists');
    expect((await call('GET')).body.items.map((f: { name: string }) => f.name)).toEqual(['VIP this week']);
    expect((await call('DELETE', undefined, saved.body.filterId)).status).toBe(204);
    expect((await call('GET')).body.items).toEqual([]);
  });
});

describe('permissions and tenancy', () => {
  it('a packer without edit_orders can query but not create (403)', async () => {
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_orders: false });
    expect((await query({}, packer)).status).toBe(200);
    expect((await create(validOrderRequest(), packer)).status).toBe(403);
  });

  it("account A gets 404 for B's order on read, edit and activity; bulk reports not found; nothing of B changes", async () => {
    const b = await createTestAccount('Other Merchant');
    await addTestWarehouse(b.owner, b.accountId);
    const bOrder = (await create(validOrderRequest({ orderNumber: 'B-SECRET' }), b.owner, b.accountId)).body.order;

    expect(
      (await invoke(getOrder, apiEvent({ method: 'GET', user: owner, accountId, ...byId(bOrder.id) }))).status,
    ).toBe(404);
    expect(
      (
        await invoke(
          updateOrder,
          apiEvent({ method: 'PUT', user: owner, accountId, ...byId(bOrder.id), body: validOrderRequest() }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await invoke(
          getOrderActivity,
          apiEvent({
            method: 'GET',
            user: owner,
            accountId,
            ...byId(bOrder.id),
            path: `/api/v1/orders/${bOrder.id}/activity`,
          }),
        )
      ).status,
    ).toBe(404);
    const bulk = await post(bulkOrders, '/api/v1/orders/bulk', { orderIds: [bOrder.id], action: 'delete' });
    expect(bulk.body.results).toEqual([{ orderId: bOrder.id, ok: false, error: 'Order not found' }]);
    expect((await query({})).body.items).toEqual([]);
    expect(
      (await query({ filters: { text: [{ field: 'orderNumber', operator: 'equals', value: 'B-SECRET' }] } })).body
        .items,
    ).toEqual([]);
    // A's own order may use B's number: numbers are unique per account
    expect((await create(validOrderRequest({ orderNumber: 'B-SECRET' }))).status).toBe(201);

    const after = await invoke(
      getOrder,
      apiEvent({ method: 'GET', user: b.owner, accountId: b.accountId, ...byId(bOrder.id) }),
    );
    expect(after.body.order).toEqual(bOrder);
  });

  it("saved filters: B never sees A's filters and cannot delete them", async () => {
    const b = await createTestAccount('Other Merchant');
    const mine = await invoke(
      savedFilters,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/saved-filters',
        user: owner,
        accountId,
        body: { name: 'Mine', filters: { tags: ['VIP'] } },
      }),
    );
    const theirs = (ev: { method: string; pathParameters?: Record<string, string> }) =>
      invoke(
        savedFilters,
        apiEvent({ path: '/api/v1/orders/saved-filters', user: b.owner, accountId: b.accountId, ...ev }),
      );
    expect((await theirs({ method: 'GET' })).body.items).toEqual([]);
    expect((await theirs({ method: 'DELETE', pathParameters: { filterId: mine.body.filterId } })).status).toBe(404);
    const list = await invoke(
      savedFilters,
      apiEvent({ method: 'GET', path: '/api/v1/orders/saved-filters', user: owner, accountId }),
    );
    expect(list.body.items.map((f: { name: string }) => f.name)).toEqual(['Mine']);
  });

  it('a warehouse id from another account is refused', async () => {
    const b = await createTestAccount('Other Merchant');
    const bWarehouse = await addTestWarehouse(b.owner, b.accountId);
    const res = await create(validOrderRequest({ warehouseId: bWarehouse }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.warehouseId).toBe('Invalid value');
  });

  it("a cursor from another account's keys is a 400 on cursor and shows none of its orders", async () => {
    const b = await createTestAccount('Other Merchant');
    await addTestWarehouse(b.owner, b.accountId);
    await createOrders(21, b.owner, b.accountId);
    const theirCursor = (await query({ pageSize: 20 }, b.owner, b.accountId)).body.cursor as string;
    const forged = Buffer.from(
      JSON.stringify({
        pk: `ACC#${b.accountId}`,
        sk: 'ORDER#x',
        gsi1pk: `ACC#${b.accountId}#ORDERS#active`,
        gsi1sk: 'z',
      }),
    ).toString('base64url');
    for (const cursor of [theirCursor, forged]) {
      const res = await query({ cursor });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ cursor: INVALID_CURSOR });
    }
  });

  it('a malformed cursor, or one outside the range it is sent with, is a 400 on cursor', async () => {
    await createOrders(21);
    const cursor = (await query({ pageSize: 20 })).body.cursor as string;
    expect((await query({ pageSize: 20, cursor })).body.items).toHaveLength(1);
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
    const sortAttr = Object.keys(key).find((a) => a !== 'sk' && a.endsWith('sk')) as string;
    const outOfRange = Buffer.from(JSON.stringify({ ...key, [sortAttr]: '1999-01-01T00:00:00.000Z#x' })).toString(
      'base64url',
    );
    for (const bad of ['%%%', 'abc', Buffer.from('[1]').toString('base64url'), outOfRange]) {
      const res = await query({
        cursor: bad,
        filters: { dateRange: { preset: 'Custom', startDate: '2020-01-01', endDate: '2099-12-31' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ cursor: INVALID_CURSOR });
    }
  });
});
