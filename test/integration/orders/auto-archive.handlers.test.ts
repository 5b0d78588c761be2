import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoDocumentClient } from '#lib/clients';
import { OrderEntity } from '#functions/orders/db/order.entity';
import { onTable } from '#lib/db/table';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoArchiveCandidates } from '#functions/orders/adapters/dynamodb.archive-candidates';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as archiveOrders } from '#functions/orders/handlers/archive-orders.schedule';
import { makeAutoArchive, type AutoArchiveLimits } from '#functions/orders/use-cases/auto-archive.use-case';
import { dynamoArchiveScheduleAccounts } from '#functions/settings/adapters/dynamodb.archive-schedule-accounts';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { findFunction } from '#infra/app-manifest';
import { makeLambdaContext } from '#infra/local/lambda-runtime';
import { scheduledEvent } from '#infra/local/timers';
import { orderRequestSchema } from '#api/orders';
import { AUTO_ARCHIVE_ACTOR } from '#domain/orders/auto-archive.rules';
import { buildNewOrder } from '#domain/orders/order-build.rules';
import { orderView } from '#domain/orders/order-filter.rules';
import { orderStatusKey } from '#domain/orders/order-grid.rules';
import { orderNumberKey } from '#domain/orders/order-query-plan.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { validOrderRequest } from '#test/support/orders';

const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY).toISOString();

type Kind = 'delivered' | 'returned' | 'cancelled' | 'in_transit' | 'unshipped';

/**
 * An order as the store writes it, but with the order date and last change in the past (the
 * store stamps `updatedAt` with the present): record by buildNewOrder, item by the entity.
 */
async function seedOrder(
  accountId: string,
  kind: Kind,
  ageDays: number,
  opts: { updatedDaysAgo?: number; archived?: boolean } = {},
): Promise<OrderRecord> {
  const {
    warehouseId: _w,
    version: _v,
    ...content
  } = orderRequestSchema.parse(validOrderRequest({ orderNumber: `AA-${kind}-${randomUUID().slice(0, 8)}` }));
  const built = buildNewOrder(
    { ...content, orderDate: daysAgo(ageDays) },
    { id: randomUUID(), now: new Date(daysAgo(ageDays)), newShipmentId: randomUUID, warehouse: null },
  );
  const status = {
    delivered: 'delivered',
    returned: 'return_to_sender',
    cancelled: 'holding',
    in_transit: 'in_transit',
    unshipped: 'holding',
  }[kind];
  const labelled = kind !== 'unshipped' && kind !== 'cancelled';
  const order: OrderRecord = {
    ...built,
    isCancelled: kind === 'cancelled',
    archived: opts.archived ?? false,
    shipments: built.shipments.map(
      (s) =>
        ({
          ...s,
          shipmentStatus: status,
          ...(labelled ? { label: { trackingCode: `1Z${randomUUID().slice(0, 8)}` } } : {}),
        }) as typeof s,
    ),
    version: 1,
    updatedAt: daysAgo(opts.updatedDaysAgo ?? ageDays),
  };
  await onTable(OrderEntity)
    .create({
      accountId,
      orderId: order.id,
      orderDate: order.orderDate,
      view: orderView(order),
      statusKey: orderStatusKey(order),
      orderNumberKey: orderNumberKey(order.orderNumber),
      batchNumber: '',
      customerId: '',
      automationPendingSince: '',
      version: 1,
      doc: order,
    })
    .go();
  return order;
}

const putSettings = (user: TestUser, accountId: string, body: unknown) =>
  invoke(accountSettings, apiEvent({ method: 'PUT', path: '/api/v1/account-settings', user, accountId, body }));

async function accountWithSetting(archiveOrders: { active: boolean; days: number }) {
  const account = await createTestAccount('Auto Archive Foods');
  expect((await putSettings(account.owner, account.accountId, { archiveOrders })).status).toBe(200);
  return account;
}

const runSchedule = (at: Date = NOW) =>
  archiveOrders(scheduledEvent('archive-orders', at), makeLambdaContext(findFunction('archive-orders')));

async function isArchived(accountId: string, orderId: string): Promise<boolean> {
  return Boolean((await dynamoOrderStore.get(accountId, orderId))?.archived);
}

async function archivedIds(accountId: string): Promise<string[]> {
  const { data } = await onTable(OrderEntity).query.byView({ accountId, view: 'archived' }).go({ pages: 'all' });
  return data.map((o) => o.orderId).sort();
}

/** The use case with the real adapters, limited to the given accounts (other suites share the table). */
function autoArchiveFor(accountIds: string[], limits: Partial<AutoArchiveLimits> = {}, orders = dynamoOrderStore) {
  return makeAutoArchive({
    accounts: {
      async page(cursor) {
        const page = await dynamoArchiveScheduleAccounts.page(cursor);
        return { ...page, items: page.items.filter((a) => accountIds.includes(a.accountId)) };
      },
    },
    candidates: dynamoArchiveCandidates,
    orders,
    activity: dynamoActivityLog,
    limits,
  });
}
const forever = { now: NOW, remainingMs: () => 60_000 };

let on: Awaited<ReturnType<typeof createTestAccount>>;

beforeEach(async () => {
  on = await accountWithSetting({ active: true, days: 30 });
});

describe('accounts §3 archiveOrders{active, days}: the archive-orders schedule against DynamoDB Local', () => {
  it('accounts §3 / orders §4: archives only done orders (Delivered, Returned, Cancelled) older than the cutoff, with an activity entry each', async () => {
    const eligible = [
      await seedOrder(on.accountId, 'delivered', 45),
      await seedOrder(on.accountId, 'returned', 31),
      await seedOrder(on.accountId, 'cancelled', 200),
    ];
    const kept = [
      await seedOrder(on.accountId, 'delivered', 10), // younger than 30 days
      await seedOrder(on.accountId, 'unshipped', 90), // work still to do
      await seedOrder(on.accountId, 'in_transit', 60),
      await seedOrder(on.accountId, 'delivered', 60, { updatedDaysAgo: 1 }), // changed yesterday (e.g. unarchived)
    ];
    const report = await runSchedule();
    expect(report.archived).toBeGreaterThanOrEqual(eligible.length);
    expect(await archivedIds(on.accountId)).toEqual(eligible.map((o) => o.id).sort());
    for (const o of kept) expect(await isArchived(on.accountId, o.id), o.orderNumber).toBe(false);

    const archived = await dynamoOrderStore.get(on.accountId, eligible[0].id);
    expect(archived).toMatchObject({ archived: true, version: 2, orderNumber: eligible[0].orderNumber });
    const history = await dynamoActivityLog.listForOrder(on.accountId, eligible[0].id);
    expect(history).toEqual([
      expect.objectContaining({ type: 'order_archived', actor: AUTO_ARCHIVE_ACTOR, orderId: eligible[0].id }),
    ]);
  });

  it('accounts §3: only accounts with archiveOrders.active are processed; another account is never touched (tenancy)', async () => {
    const off = await accountWithSetting({ active: false, days: 30 });
    const never = await createTestAccount('Never Saved Settings');
    const mine = await seedOrder(on.accountId, 'delivered', 40);
    const theirs = [
      await seedOrder(off.accountId, 'delivered', 40),
      await seedOrder(never.accountId, 'delivered', 400),
    ];
    await runSchedule();
    expect(await isArchived(on.accountId, mine.id)).toBe(true);
    expect(await isArchived(off.accountId, theirs[0].id)).toBe(false);
    expect(await isArchived(never.accountId, theirs[1].id)).toBe(false);
    expect(await dynamoActivityLog.listRecent(off.accountId, 10)).toEqual([]);
    expect(await dynamoActivityLog.listRecent(never.accountId, 10)).toEqual([]);
  });

  it('accounts §3: the days setting moves the cutoff (90 days keeps a 60-day-old delivered order)', async () => {
    const ninety = await accountWithSetting({ active: true, days: 90 });
    const sixty = await seedOrder(ninety.accountId, 'delivered', 60);
    const hundred = await seedOrder(ninety.accountId, 'delivered', 100);
    await runSchedule();
    expect(await archivedIds(ninety.accountId)).toEqual([hundred.id]);
    expect(await isArchived(ninety.accountId, sixty.id)).toBe(false);
  });

  it('a re-run archives nothing twice: same orders, one activity entry each', async () => {
    const orders = [await seedOrder(on.accountId, 'delivered', 40), await seedOrder(on.accountId, 'cancelled', 50)];
    const job = autoArchiveFor([on.accountId]);
    expect((await job.run(forever)).archived).toBe(2);
    const again = await job.run(forever);
    expect(again).toMatchObject({ accounts: 1, archived: 0 });
    await runSchedule();
    expect(await archivedIds(on.accountId)).toEqual(orders.map((o) => o.id).sort());
    for (const o of orders) expect((await dynamoOrderStore.get(on.accountId, o.id))?.version).toBe(2);
    const events = await dynamoActivityLog.listRecent(on.accountId, 50);
    expect(events.filter((e) => e.type === 'order_archived')).toHaveLength(2);
  });

  it('optimistic concurrency: an order changed between read and write is skipped, the merchant’s change kept', async () => {
    const raced = await seedOrder(on.accountId, 'delivered', 40);
    const other = await seedOrder(on.accountId, 'delivered', 41);
    let changedOnce = false;
    // The merchant tags the order after the job read it and before the job writes it.
    const racingStore = {
      async replace(accountId: string, before: OrderRecord, after: OrderRecord) {
        if (before.id === raced.id && !changedOnce) {
          changedOnce = true;
          const current = (await dynamoOrderStore.get(accountId, raced.id))!;
          await dynamoOrderStore.replace(accountId, current, { ...current, tags: ['Merchant'] });
        }
        return dynamoOrderStore.replace(accountId, before, after);
      },
    };
    const report = await autoArchiveFor([on.accountId], {}, racingStore as typeof dynamoOrderStore).run(forever);
    expect(report).toMatchObject({ archived: 1, skippedChanged: 1, accountsFailed: 0 });
    expect(await dynamoOrderStore.get(on.accountId, raced.id)).toMatchObject({
      archived: false,
      tags: ['Merchant'],
      version: 2,
    });
    expect(await isArchived(on.accountId, other.id)).toBe(true);
    // The change counts as activity: the order now waits another `days` before it is archived.
    expect((await autoArchiveFor([on.accountId]).run(forever)).archived).toBe(0);
    expect(await isArchived(on.accountId, raced.id)).toBe(false);
  });

  it('bounded work: a cap per account per run, oldest first, the backlog finishing over several runs', async () => {
    const orders = [];
    for (let i = 0; i < 7; i++) orders.push(await seedOrder(on.accountId, 'delivered', 40 + i));
    const oldestFirst = [...orders].reverse().map((o) => o.id);
    const job = autoArchiveFor([on.accountId], { archivePerAccount: 3, pageSize: 2 });
    expect(await job.run(forever)).toMatchObject({ archived: 3, accountsCapped: 1 });
    expect(await archivedIds(on.accountId)).toEqual(oldestFirst.slice(0, 3).sort());
    expect((await job.run(forever)).archived).toBe(3);
    expect((await job.run(forever)).archived).toBe(1);
    expect((await job.run(forever)).archived).toBe(0);
    expect(await archivedIds(on.accountId)).toEqual(oldestFirst.sort());
  });

  it('bounded work: a run with too little time left starts nothing', async () => {
    const order = await seedOrder(on.accountId, 'delivered', 40);
    const report = await autoArchiveFor([on.accountId]).run({ now: NOW, remainingMs: () => 5_000 });
    expect(report).toMatchObject({ archived: 0, stoppedForTime: true });
    expect(await isArchived(on.accountId, order.id)).toBe(false);
  });
});

describe('data model: the settings item carries the sparse archive-schedule key while archiveOrders.active', () => {
  const rawItem = async (accountId: string) =>
    (
      await dynamoDocumentClient().send(
        new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `ACC#${accountId}`, sk: 'SETTINGS#ACCOUNT' } }),
      )
    ).Item;
  async function listed(accountId: string): Promise<boolean> {
    let cursor: string | undefined;
    do {
      const page = await dynamoArchiveScheduleAccounts.page(cursor);
      if (page.items.some((a) => a.accountId === accountId)) return true;
      cursor = page.cursor;
    } while (cursor);
    return false;
  }

  it('accounts §3: PUT with active on adds the key, off removes it, on again restores it', async () => {
    expect(await rawItem(on.accountId)).toMatchObject({
      pk: `ACC#${on.accountId}`,
      gsi1pk: 'SCHEDULE#ARCHIVE_ORDERS',
      gsi1sk: `ACC#${on.accountId}`,
    });
    expect(await listed(on.accountId)).toBe(true);

    expect((await putSettings(on.owner, on.accountId, { archiveOrders: { active: false, days: 30 } })).status).toBe(
      200,
    );
    const off = await rawItem(on.accountId);
    expect(off).toBeDefined();
    expect(off).not.toHaveProperty('gsi1pk');
    expect(off).not.toHaveProperty('gsi1sk');
    expect(await listed(on.accountId)).toBe(false);

    expect((await putSettings(on.owner, on.accountId, { archiveOrders: { active: true, days: 120 } })).status).toBe(
      200,
    );
    expect(await rawItem(on.accountId)).toMatchObject({ gsi1pk: 'SCHEDULE#ARCHIVE_ORDERS' });
    const page = await dynamoArchiveScheduleAccounts.page(undefined);
    expect(page.items.length).toBeGreaterThan(0);
    expect(await listed(on.accountId)).toBe(true);
  });

  it('the schedule reads the days from the listed settings', async () => {
    let cursor: string | undefined;
    const found = [];
    do {
      const page = await dynamoArchiveScheduleAccounts.page(cursor);
      found.push(...page.items.filter((a) => a.accountId === on.accountId));
      cursor = page.cursor;
    } while (cursor);
    expect(found).toEqual([{ accountId: on.accountId, archiveOrders: { active: true, days: 30 } }]);
  });
});
