import { beforeEach, describe, expect, it } from 'vitest';
import type { BalanceHistory, InvoiceDocumentView, InvoicePage } from '#api/invoices';
import { handler as balanceHistory } from '#functions/billing/handlers/balance-history.handler';
import { handler as invoicePdf } from '#functions/billing/handlers/invoice-pdf.handler';
import { handler as queryInvoices } from '#functions/billing/handlers/query-invoices.handler';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';

let accountId: string;
let owner: TestUser;
let pipeline: ReturnType<typeof labelPipeline>;
let carrier: FaultCarrier;
let queue: MemoryLabelQueue;

const query = (body: unknown, user = owner, account = accountId) =>
  invoke(queryInvoices, apiEvent({ method: 'POST', path: '/api/v1/invoices/query', body, user, accountId: account }));

/** Buys one label for an order tagged `tags`; returns its order number. */
async function buyLabel(tags: string[]): Promise<string> {
  const { orderId, shipmentId } = await createPurchasableOrder(owner, accountId);
  const order = (await dynamoOrderStore.get(accountId, orderId))!;
  await dynamoOrderStore.replace(accountId, order, { ...order, tags });
  await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), { shipments: [{ orderId, shipmentId }] });
  const [message] = queue.take();
  expect(await pipeline.purchaseLabel(message)).toBe('purchased');
  return order.orderNumber;
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  carrier = new FaultCarrier();
  queue = new MemoryLabelQueue();
  pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue });
  await fundWallet(accountId, 20_000);
});

describe('the invoice list (accounts §2 Invoice list, §4 balance effects)', () => {
  it('lists every invoice newest first with its balance effect, and filters by type, status, tag and order number', async () => {
    const tagged = await buyLabel(['frozen']);
    const plain = await buyLabel([]);
    const all = (await query({})).body as InvoicePage;
    expect(all.items.map((i) => i.type)).toEqual(['shipment_purchase', 'shipment_purchase', 'account_refill']);
    expect(all.items[2]).toMatchObject({ effectCents: 20_000, balanceBeforeCents: 0, balanceAfterCents: 20_000 });
    expect(all.items[0].effectCents).toBeLessThan(0);
    expect(all.items[0].balanceAfterCents).toBe(all.items[1].balanceAfterCents + all.items[0].effectCents);

    const purchases = (await query({ filters: { types: ['shipment_purchase'] } })).body as InvoicePage;
    expect(purchases.items).toHaveLength(2);
    const byTag = (await query({ filters: { orderTags: ['FROZEN'] } })).body as InvoicePage;
    expect(byTag.items.map((i) => i.orderNumber)).toEqual([tagged]);
    const byNumber = (await query({ filters: { orderNumber: { operator: 'equals', value: plain } } }))
      .body as InvoicePage;
    expect(byNumber.items.map((i) => i.orderNumber)).toEqual([plain]);
    const notIt = (await query({ filters: { orderNumber: { operator: 'notEqual', value: plain } } }))
      .body as InvoicePage;
    expect(notIt.items.map((i) => i.orderNumber)).not.toContain(plain);
    const paid = (await query({ filters: { statuses: ['refunded'] } })).body as InvoicePage;
    expect(paid.items).toHaveLength(0);
    const today = (await query({ filters: { dateRange: { preset: 'Today' } } })).body as InvoicePage;
    expect(today.items).toHaveLength(3);
    const lastMonth = (await query({ filters: { dateRange: { preset: 'Last Month' } } })).body as InvoicePage;
    expect(lastMonth.items).toHaveLength(0);
  });

  it('pages with a cursor and never repeats an invoice', async () => {
    for (let i = 0; i < 3; i++) await buyLabel([]);
    const first = (await query({ pageSize: 20 })).body as InvoicePage;
    expect(first.items).toHaveLength(4);
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = (await query({ pageSize: 20, cursor, filters: { types: ['shipment_purchase', 'account_refill'] } }))
        .body as InvoicePage;
      for (const i of page.items) {
        expect(seen.has(i.invoiceId)).toBe(false);
        seen.add(i.invoiceId);
      }
      cursor = page.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen.size).toBe(4);
    const tampered = await query({ cursor: 'eyJwayI6IkFDQyNvdGhlciJ9' });
    expect(tampered.status).toBe(400);
  });

  it('refuses a tampered, truncated or another account’s cursor on the cursor field (400), and pages on its own', async () => {
    for (let i = 0; i < 21; i++) await fundWallet(accountId, 100);
    const first = (await query({ pageSize: 20 })).body as InvoicePage;
    expect(first.items).toHaveLength(20);
    expect(first.cursor).toBeDefined();
    const second = (await query({ pageSize: 20, cursor: first.cursor })).body as InvoicePage;
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.map((i) => i.invoiceId)).not.toContain(first.items[0].invoiceId);

    const other = await createTestAccount();
    await fundWallet(other.accountId, 100);
    const key = JSON.parse(Buffer.from(first.cursor!, 'base64url').toString('utf8')) as Record<string, string>;
    const moved = Object.fromEntries(
      Object.entries(key).map(([name, value]) => [name, value.replaceAll(accountId, other.accountId)]),
    );
    const refused = [
      first.cursor!.slice(0, -6),
      `${first.cursor!.slice(0, -2)}x!`,
      Buffer.from(JSON.stringify({ ...key, extra: 'x' })).toString('base64url'),
    ];
    for (const cursor of refused) {
      const res = await query({ pageSize: 20, cursor }, other.owner, other.accountId);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty('cursor');
    }
    // A key rewritten into the caller's own partition is only a position there: it reads the caller's invoices alone.
    const own = await query(
      { pageSize: 20, cursor: Buffer.from(JSON.stringify(moved)).toString('base64url') },
      other.owner,
      other.accountId,
    );
    expect(own.status).toBe(200);
    const mine = new Set([...first.items, ...second.items].map((i) => i.invoiceId));
    expect((own.body as InvoicePage).items.filter((i) => mine.has(i.invoiceId))).toEqual([]);
    // The owner's own cursor sent to the other account reads nothing of either.
    const foreign = await query({ pageSize: 20, cursor: first.cursor }, other.owner, other.accountId);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toHaveProperty('cursor');
  });

  it('draws an invoice PDF and a bulk PDF as links', async () => {
    await buyLabel([]);
    const list = (await query({})).body as InvoicePage;
    const id = list.items[0].invoiceId;
    const one = await invoke(
      invoicePdf,
      apiEvent({
        method: 'GET',
        path: `/api/v1/invoices/${encodeURIComponent(id)}/pdf`,
        pathParameters: { invoiceId: id },
        user: owner,
        accountId,
      }),
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect((one.body as InvoiceDocumentView).invoices).toBe(1);
    const pdf = await fetch((one.body as InvoiceDocumentView).url);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const bulk = await invoke(
      invoicePdf,
      apiEvent({ method: 'POST', path: '/api/v1/invoices/pdf', body: { filters: {} }, user: owner, accountId }),
    );
    expect((bulk.body as InvoiceDocumentView).invoices).toBe(2);
  });

  it('charts the end-of-day balance', async () => {
    await buyLabel([]);
    const res = await invoke(
      balanceHistory,
      apiEvent({ method: 'GET', path: '/api/v1/wallet/history', query: { days: '30' }, user: owner, accountId }),
    );
    const points = (res.body as BalanceHistory).points;
    expect(points).toHaveLength(30);
    expect(points[0].balanceCents).toBe(0);
    expect(points[29].balanceCents).toBeLessThan(20_000);
    expect(points[29].balanceCents).toBeGreaterThan(0);
  });
});

describe('tenancy and view_billing_activity (accounts §6)', () => {
  it('never shows another account’s invoices, and needs view_billing_activity', async () => {
    await buyLabel([]);
    const mine = (await query({})).body as InvoicePage;
    const other = await createTestAccount('Other Foods');
    const theirs = (await query({}, other.owner, other.accountId)).body as InvoicePage;
    expect(theirs.items).toHaveLength(0);
    const id = mine.items[0].invoiceId;
    const foreignPdf = await invoke(
      invoicePdf,
      apiEvent({
        method: 'GET',
        path: `/api/v1/invoices/${encodeURIComponent(id)}/pdf`,
        pathParameters: { invoiceId: id },
        user: other.owner,
        accountId: other.accountId,
      }),
    );
    expect(foreignPdf.status).toBe(404);
    const foreignBulk = await invoke(
      invoicePdf,
      apiEvent({
        method: 'POST',
        path: '/api/v1/invoices/pdf',
        body: { invoiceIds: [id] },
        user: other.owner,
        accountId: other.accountId,
      }),
    );
    expect(foreignBulk.status).toBe(404);
    const packer = await addTestMember(accountId, { view_print_orders: true });
    expect((await query({}, packer)).status).toBe(403);
    const viewer = await addTestMember(accountId, { view_billing_activity: true });
    expect((await query({}, viewer)).status).toBe(200);
  });
});
