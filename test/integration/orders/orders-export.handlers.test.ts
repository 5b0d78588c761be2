import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as bulkOrders } from '#functions/orders/handlers/bulk-orders.handler';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import {
  EXPORT_ROWS_HEADER,
  EXPORT_TRUNCATED_HEADER,
  handler as exportOrders,
} from '#functions/orders/handlers/export-orders.handler';
import { makeExportOrders } from '#functions/orders/use-cases/export-orders.use-case';
import { orderExportRequestSchema } from '#domain/exports/order-export.rules';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

const create = async (body: unknown, user = owner, account = accountId) =>
  (await invoke(createOrder, apiEvent({ method: 'POST', path: '/api/v1/orders', user, accountId: account, body }))).body
    .order;

async function exportCsv(body: unknown, user = owner, account = accountId) {
  const res = (await exportOrders(
    apiEvent({ method: 'POST', path: '/api/v1/orders/export', user, accountId: account, body }),
    lambdaContext,
  )) as APIGatewayProxyStructuredResultV2;
  const rows = res.statusCode === 200 ? Papa.parse<string[]>(String(res.body)).data : [];
  return { res, header: rows[0] ?? [], rows: rows.slice(1) };
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
});

describe('POST /api/v1/orders/export (issue 4 §5: the current filtered view)', () => {
  it('answers text/csv as an attachment with every row of the filtered view', async () => {
    for (let i = 0; i < 7; i++)
      await create(validOrderRequest({ orderNumber: `EXP-${i}`, tags: i % 2 ? ['VIP'] : ['Gift'] }));
    const { res, header, rows } = await exportCsv({
      filters: { tags: ['VIP'] },
      columns: ['orderNumber', 'tags', 'city'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': expect.stringMatching(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/),
    });
    expect(res.headers![EXPORT_ROWS_HEADER]).toBe('3');
    expect(header).toEqual(['Order Number', 'Tags', 'City']);
    expect(rows.map((r) => r[0]).sort()).toEqual(['EXP-1', 'EXP-3', 'EXP-5']);
  });

  it('follows the status filter and the sort (archived orders live apart)', async () => {
    const a = await create(validOrderRequest({ orderNumber: 'EXP-A' }));
    await create(validOrderRequest({ orderNumber: 'EXP-B' }));
    await invoke(
      bulkOrders,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/bulk',
        user: owner,
        accountId,
        body: { orderIds: [a.id], action: 'archive' },
      }),
    );
    expect((await exportCsv({ columns: ['orderNumber'] })).rows).toEqual([['EXP-B']]);
    expect((await exportCsv({ filters: { statuses: ['archived'] }, columns: ['orderNumber', 'status'] })).rows).toEqual(
      [['EXP-A', 'Archived']],
    );
    const sorted = await exportCsv({
      filters: { view: 'active', statuses: ['holding', 'archived'] },
      sort: { field: 'orderNumber', direction: 'asc' },
      columns: ['orderNumber'],
    });
    expect(sorted.rows).toEqual([['EXP-A'], ['EXP-B']]);
  });

  it('neutralises formulas a merchant or a shopper typed', async () => {
    await create(validOrderRequest({ orderNumber: 'EXP-INJ', comment: '=HYPERLINK("http://evil.example","click")' }));
    const { rows } = await exportCsv({ columns: ['orderNumber', 'notes'] });
    expect(rows).toEqual([['EXP-INJ', `'=HYPERLINK("http://evil.example","click")`]]);
  });

  it('caps the rows and says so', async () => {
    for (let i = 0; i < 4; i++) await create(validOrderRequest({ orderNumber: `CAP-${i}` }));
    const capped = makeExportOrders({ orders: dynamoOrderStore, accounts: dynamoAccountStore, maxRows: 3 });
    const caller = {
      accountId,
      accountName: 'Test Foods',
      role: 'owner' as const,
      permissions: {},
      userId: owner.userId,
      email: owner.email,
    };
    const file = await capped.exportCsv(caller, orderExportRequestSchema.parse({}));
    expect(file).toMatchObject({ rows: 3, truncated: true });
    expect(file.csv.split('\r\n')).toHaveLength(4);
    const full = await makeExportOrders({
      orders: dynamoOrderStore,
      accounts: dynamoAccountStore,
      maxRows: 4,
    }).exportCsv(caller, orderExportRequestSchema.parse({}));
    expect(full).toMatchObject({ rows: 4, truncated: false });
    expect((await exportCsv({})).res.headers![EXPORT_TRUNCATED_HEADER]).toBe('false');
  });

  it('an unknown column is a 400 JSON answer', async () => {
    const { res } = await exportCsv({ columns: ['secret'] });
    expect(res.statusCode).toBe(400);
    expect(res.headers!['content-type']).toMatch(/application\/json/);
  });
});

describe('orders export: tenant isolation and permissions (accounts §6)', () => {
  it("exports only the caller's account; naming another account answers 404", async () => {
    await create(validOrderRequest({ orderNumber: 'MINE-1' }));
    const other = await createTestAccount('Other Foods');
    await addTestWarehouse(other.owner, other.accountId);
    await create(validOrderRequest({ orderNumber: 'THEIRS-1' }), other.owner, other.accountId);
    expect((await exportCsv({ columns: ['orderNumber'] })).rows).toEqual([['MINE-1']]);
    expect((await exportCsv({ columns: ['orderNumber'] }, other.owner, other.accountId)).rows).toEqual([['THEIRS-1']]);
    expect((await exportCsv({}, owner, other.accountId)).res.statusCode).toBe(404);
  });

  it('a member without import_export_orders gets 403', async () => {
    const member = await addTestMember(accountId, { view_print_orders: true, import_export_orders: false });
    expect((await exportCsv({}, member)).res.statusCode).toBe(403);
  });
});
