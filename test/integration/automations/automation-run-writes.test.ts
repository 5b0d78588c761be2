import { beforeEach, describe, expect, it } from 'vitest';
import type { AutomationRunStore, RunWrite } from '#domain/automations/automation-store.ports';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import {
  withAutomationPending,
  withAutomationResent,
  withoutAutomationPending,
} from '#domain/automations/automation-pending.rules';
import { AUTOMATION_ACTOR } from '#domain/automations/automation.constants';
import { dynamoAutomationRuleStore } from '#functions/automations/adapters/dynamodb.automation-rule-store';
import { dynamoAutomationRunStore } from '#functions/automations/adapters/dynamodb.automation-run-store';
import { dynamoRuleStatsStore } from '#functions/automations/adapters/dynamodb.rule-stats-store';
import { automationOrders } from '#functions/automations/adapters/orders-face.automation-orders';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { makeRunAutomations } from '#functions/automations/use-cases/run-automations.use-case';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { ORDER_WITH_ACTIVITY, getOrder, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { automationPendingOrders } from '#functions/orders/order-reads';
import { dynamoDocumentClient } from '#lib/clients';
import { onTable } from '#lib/db/table';
import { OrderTagEntity } from '#functions/orders/db/order.entity';
import { tagKey } from '#domain/orders/order-query-plan.rules';
import { uuidGenerator } from '#lib/ids';
import { writeTransaction } from '#lib/db/transaction';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { createTestOrder } from '#test/support/order-handlers';
import { addTestWarehouse } from '#test/support/warehouses';

/**
 * A run writes its orders together (one transaction for a selection that fits), and an order that moved on
 * between the run's read and its write sends only that transaction's orders back to be written one by one
 * from fresh reads: every order still gets its rules once, with one activity entry and its last run.
 */
let accountId: string;
let owner: TestUser;
const DRY_ICE_RULE = {
  name: 'Texas dry ice',
  active: true,
  triggers: ['manual'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['TX'] }],
  actions: [{ type: 'add_dry_ice', value: 5, units: 'lb' }],
};

/** The run store, recording how many orders each commit carried. */
function countingRuns(): { runs: AutomationRunStore; commits: number[] } {
  const commits: number[] = [];
  return {
    commits,
    runs: {
      commit: (account: string, writes: readonly RunWrite[], at: string) => {
        commits.push(writes.length);
        return dynamoAutomationRunStore.commit(account, writes, at);
      },
    },
  };
}

/** A hand of the orders domain touching the order meanwhile: the same content at a new version. */
async function touch(orderId: string) {
  const order = (await getOrder(accountId, orderId))!;
  const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
    replaceOrderWithActivity(tx, accountId, order, order, []),
  );
  expect(result.ok).toBe(true);
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Batch Foods'));
  await addTestWarehouse(owner, accountId);
  const saved = await invoke(
    automations,
    apiEvent({ method: 'POST', path: '/api/v1/automations', user: owner, accountId, body: DRY_ICE_RULE }),
  );
  expect(saved.status).toBe(201);
});

describe('a run writes its orders together', () => {
  it('one commit for the selection; each order gets its rules, an activity entry and its last run', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createTestOrder(owner, accountId)).id);
    const { runs, commits } = countingRuns();
    const run = makeRunAutomations({
      rules: dynamoAutomationRuleStore,
      runs,
      orders: automationOrders,
      stats: dynamoRuleStatsStore,
      ids: uuidGenerator,
    });
    const result = await run.run(accountId, 'tester', ids);
    expect(result.applied).toBe(3);
    expect(commits).toEqual([3]);
    for (const id of ids) {
      const order = (await getOrder(accountId, id)) as AutomatedOrder;
      expect(order.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5 });
      expect(order.automation?.lastRun).toMatchObject({ runId: result.runId, undone: false });
      const events = await dynamoActivityLog.listForOrder(accountId, id);
      expect(events.filter((e) => e.type === 'automation_applied')).toHaveLength(1);
    }
  });

  it('an order that moved on meanwhile: its transaction is written again order by order, each once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createTestOrder(owner, accountId)).id);
    const { runs, commits } = countingRuns();
    let touched = false;
    const run = makeRunAutomations({
      rules: dynamoAutomationRuleStore,
      runs,
      // After the run's first read, the second order is written by someone else.
      orders: {
        ...automationOrders,
        async get(account, orderIds) {
          const read = await automationOrders.get(account, orderIds);
          if (!touched) {
            touched = true;
            await touch(ids[1]!);
          }
          return read;
        },
      },
      stats: dynamoRuleStatsStore,
      ids: uuidGenerator,
    });
    const result = await run.run(accountId, 'tester', ids);
    expect(result.applied).toBe(3);
    expect(commits[0]).toBe(3);
    // The refused transaction wrote nothing; then each order alone, the moved one twice (stale, then fresh).
    expect(commits.slice(1)).toEqual([1, 1, 1, 1]);
    for (const id of ids) {
      const events = await dynamoActivityLog.listForOrder(accountId, id);
      expect(events.filter((e) => e.type === 'automation_applied')).toHaveLength(1);
      const order = (await getOrder(accountId, id)) as AutomatedOrder;
      expect(order.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5 });
    }
  });
});

/** The TransactWriteItems the functions' DynamoDB client sends while `f` runs, with its result. */
async function transactionsSentDuring<T>(f: () => Promise<T>) {
  const transactions: Record<string, unknown>[][] = [];
  const stack = dynamoDocumentClient().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand')
        transactions.push((args.input as { TransactItems: Record<string, unknown>[] }).TransactItems);
      return next(args);
    },
    { step: 'initialize', name: 'testTransactionCapture' },
  );
  try {
    return { result: await f(), transactions };
  } finally {
    stack.remove('testTransactionCapture');
  }
}

describe('an import run that changes nothing clears the pending mark in place', () => {
  /** This account's orders in the resend schedule's pending index. */
  const pendingIds = async () =>
    (await automationPendingOrders('9999', 10_000)).filter((p) => p.accountId === accountId).map((p) => p.order.id);

  it('the order stays as read but unmarked, at the next version, out of the pending index, with no activity', async () => {
    const { id } = await createTestOrder(owner, accountId);
    const read = (await getOrder(accountId, id)) as AutomatedOrder;
    // Marked by an import and resent once by the schedule; the saved rule is manual, so the import run changes nothing.
    const pending = withAutomationResent(
      withAutomationPending(read, '2026-01-01T00:00:00.000Z'),
      '2026-01-01T00:20:00.000Z',
    );
    const markedWrite = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(tx, accountId, read, pending, []),
    );
    expect(markedWrite.ok).toBe(true);
    const marked = (await getOrder(accountId, id)) as AutomatedOrder;
    expect(marked.automation).toMatchObject({ pendingSince: '2026-01-01T00:20:00.000Z', resends: 1 });
    expect(await pendingIds()).toEqual([id]);

    const writes: RunWrite[] = [];
    const run = makeRunAutomations({
      rules: dynamoAutomationRuleStore,
      runs: {
        commit: (account, batch, at) => {
          writes.push(...batch);
          return dynamoAutomationRunStore.commit(account, batch, at);
        },
      },
      orders: automationOrders,
      stats: dynamoRuleStatsStore,
      ids: uuidGenerator,
    });
    const sent = await transactionsSentDuring(() => run.run(accountId, AUTOMATION_ACTOR, [id], 'import'));
    expect(sent.result.applied).toBe(0);
    expect(writes.map((w) => [w.pendingClearedOnly, w.activity])).toEqual([[true, undefined]]);
    // One item, an update in place: the document is not sent again.
    expect(sent.transactions.map((t) => t.map((item) => Object.keys(item)))).toEqual([[['Update']]]);
    expect(JSON.stringify(sent.transactions)).not.toContain(marked.orderNumber);

    const cleared = (await getOrder(accountId, id)) as AutomatedOrder;
    expect(cleared).toEqual({
      ...withoutAutomationPending(marked),
      version: marked.version! + 1,
      updatedAt: expect.any(String),
    });
    expect(cleared.automation?.pendingSince).toBeUndefined();
    expect(cleared.automation?.resends).toBeUndefined();
    expect(await pendingIds()).toEqual([]);
    const events = await dynamoActivityLog.listForOrder(accountId, id);
    expect(events.filter((e) => e.type.startsWith('automation_'))).toEqual([]);

    // A later whole write of the order keeps it out of the index: the doc holds no mark to mirror.
    await touch(id);
    expect(await pendingIds()).toEqual([]);
  });

  it('a clear from a version that moved on, or of an order gone, is refused and changes nothing', async () => {
    const { id } = await createTestOrder(owner, accountId);
    const read = (await getOrder(accountId, id)) as AutomatedOrder;
    const pending = withAutomationPending(read, '2026-01-01T00:00:00.000Z');
    expect(
      (await writeTransaction(ORDER_WITH_ACTIVITY, (tx) => replaceOrderWithActivity(tx, accountId, read, pending, [])))
        .ok,
    ).toBe(true);
    const marked = (await getOrder(accountId, id)) as AutomatedOrder;
    await touch(id);
    const moved = (await getOrder(accountId, id)) as AutomatedOrder;

    const landed = await dynamoAutomationRunStore.commit(
      accountId,
      [{ before: marked, after: withoutAutomationPending(marked), pendingClearedOnly: true }],
      new Date().toISOString(),
    );
    expect(landed.size).toBe(0);
    expect(await getOrder(accountId, id)).toEqual(moved);
    expect(await pendingIds()).toEqual([id]);

    // An order gone meanwhile is not made again by the update.
    const gone = { ...marked, id: `${id}-gone` };
    const none = await dynamoAutomationRunStore.commit(
      accountId,
      [{ before: gone, after: withoutAutomationPending(gone), pendingClearedOnly: true }],
      new Date().toISOString(),
    );
    expect(none.size).toBe(0);
    expect(await getOrder(accountId, gone.id)).toBeUndefined();
  });
});

describe('tags a run adds or removes move the "orders by tag" items with the order', () => {
  const ordersTagged = async (tag: string) => {
    const { data } = await onTable(OrderTagEntity)
      .query.byTag({ accountId, tagKey: tagKey(tag) })
      .go();
    return data.map((item) => item.orderId);
  };

  it('a rule’s new tag finds the order by tag, and undoing it takes the order off the tag', async () => {
    const warehouseId = await addTestWarehouse(owner, accountId);
    const created = await createTestOrder(owner, accountId, { warehouseId, tags: ['wholesale'] });
    const before = (await getOrder(accountId, created.id))!;
    const tagged = { ...before, tags: [...before.tags, 'Cold chain'] };
    expect(
      await dynamoAutomationRunStore.commit(accountId, [{ before, after: tagged }], new Date().toISOString()),
    ).toEqual(new Set([before.id]));
    expect(await ordersTagged('Cold chain')).toEqual([before.id]);
    expect(await ordersTagged('wholesale')).toEqual([before.id]);

    const stored = (await getOrder(accountId, before.id))!;
    const undone = { ...stored, tags: stored.tags.filter((t) => t !== 'Cold chain') };
    await dynamoAutomationRunStore.commit(accountId, [{ before: stored, after: undone }], new Date().toISOString());
    expect(await ordersTagged('Cold chain')).toEqual([]);
    expect(await ordersTagged('wholesale')).toEqual([before.id]);
  });
});
