import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RuleView } from '#api/automations';
import {
  AUTOMATION_NOT_RUN_MESSAGE,
  AUTOMATION_RESEND_AFTER_MS,
  AUTOMATION_RESENDS_MAX,
} from '#domain/automations/automation-pending.rules';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { pendingAutomationOrders } from '#functions/automations/adapters/orders-face.pending-automation-orders';
import { activeRulesByTrigger } from '#functions/automations/automation-counts';
import { sqsAutomationRunQueue } from '#functions/automations/automation-queue';
import { handler as importAutomationsWorker } from '#functions/automations/handlers/apply-import-automations.worker';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { handler as activation } from '#functions/automations/handlers/automation-activation.handler';
import { handler as deleteAutomation } from '#functions/automations/handlers/delete-automation.handler';
import { handler as updateAutomation } from '#functions/automations/handlers/update-automation.handler';
import { makeResendAutomations } from '#functions/automations/use-cases/resend-automations.use-case';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { handler as importOrdersHandler } from '#functions/orders/handlers/import-orders.handler';
import { automationPendingOrders } from '#functions/orders/order-reads';
import { getOrder } from '#functions/orders/order-writes';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { texasHeatRule, texasImportRule } from '#test/support/automations';
import { IMPORT_MAPPING, importRow } from '#test/support/order-import';
import { receiveEvent } from '#test/support/print';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;
let sqs: SqsLocal;
let client: SQSClient;
let queueUrl: string;

const saveRule = async (body: unknown) => {
  const res = await invoke(
    automations,
    apiEvent({ method: 'POST', path: '/api/v1/automations', user: owner, accountId, body }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as RuleView;
};
const byId = (ruleId: string, suffix = '') => ({
  pathParameters: { ruleId },
  path: `/api/v1/automations/${ruleId}${suffix}`,
});
const importRows = (importId: string, rows: ReturnType<typeof importRow>[]) =>
  invoke(
    importOrdersHandler,
    apiEvent({
      method: 'POST',
      path: '/api/v1/orders/import',
      user: owner,
      accountId,
      body: { importId, rows, mapping: IMPORT_MAPPING },
    }),
  );

/** This account's queued order-automations messages (other tests' accounts may have orders pending too). */
async function drainMine(): Promise<SQSEvent['Records']> {
  const records: SQSEvent['Records'] = [];
  for (;;) {
    const event = await receiveEvent(client, queueUrl);
    if (event.Records.length === 0) return records.filter((r) => JSON.parse(r.body).accountId === accountId);
    records.push(...event.Records);
  }
}

async function runWorker(): Promise<string[]> {
  const records = await drainMine();
  if (records.length) {
    const res = (await importAutomationsWorker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
  }
  return records.flatMap((r) => JSON.parse(r.body).orderIds as string[]);
}

/** This account's orders still marked automation pending, as the resend schedule's index holds them. */
async function pendingIds(): Promise<string[]> {
  const all = await automationPendingOrders('9999', 10_000);
  return all.filter((p) => p.accountId === accountId).map((p) => p.order.id);
}

const appliedEvents = async (orderId: string) =>
  (await dynamoActivityLog.listForOrder(accountId, orderId)).filter((e) => e.type === 'automation_applied');

beforeAll(async () => {
  sqs = await startSqsLocal({ port: 0, queues: QUEUES.filter((q) => q.name === 'order-automations') });
  client = localSqsClient(sqs.endpoint);
  queueUrl = sqs.queues[0]!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.ORDER_AUTOMATIONS_QUEUE_URL = queueUrl;
});

afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Outbox Foods'));
  await addTestWarehouse(owner, accountId);
});

describe('active rules by trigger (the rule counter)', () => {
  it('creation, activation, an edit of the triggers and deletion keep the import and before_rating counts', async () => {
    expect(await activeRulesByTrigger(accountId)).toEqual({ import: 0, before_rating: 0 });
    const rule = await saveRule(texasImportRule());
    await saveRule(texasHeatRule({ active: false, triggers: ['before_rating'] }));
    expect(await activeRulesByTrigger(accountId)).toEqual({ import: 1, before_rating: 0 });

    const off = await invoke(
      activation,
      apiEvent({
        method: 'POST',
        user: owner,
        accountId,
        body: { active: false },
        ...byId(rule.ruleId, '/activation'),
      }),
    );
    expect(off.status).toBe(200);
    expect(await activeRulesByTrigger(accountId)).toEqual({ import: 0, before_rating: 0 });

    const edited = await invoke(
      updateAutomation,
      apiEvent({
        method: 'PUT',
        user: owner,
        accountId,
        body: { ...texasImportRule({ triggers: ['import', 'before_rating'] }), version: off.body.version },
        ...byId(rule.ruleId),
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await activeRulesByTrigger(accountId)).toEqual({ import: 1, before_rating: 1 });

    const removed = await invoke(
      deleteAutomation,
      apiEvent({ method: 'DELETE', user: owner, accountId, ...byId(rule.ruleId) }),
    );
    expect(removed.status).toBeLessThan(300);
    expect(await activeRulesByTrigger(accountId)).toEqual({ import: 0, before_rating: 0 });
  });
});

describe('the import outbox', () => {
  it('without an active import rule an import neither marks its orders pending nor queues them', async () => {
    await saveRule(texasImportRule({ triggers: ['manual'] }));
    await saveRule(texasImportRule({ active: false }));
    const res = await importRows('out-none', [importRow(2, 'NONE-1', 'PINT', 1)]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await drainMine()).toEqual([]);
    expect(await pendingIds()).toEqual([]);
  });

  it('the worker clears the mark, also on an order the rules leave as it is', async () => {
    await saveRule(texasImportRule({ conditions: [{ type: 'destination_state', operator: 'in', states: ['CA'] }] }));
    const res = await importRows('out-clear', [importRow(2, 'CLEAR-1', 'PINT', 1), importRow(3, 'CLEAR-2', 'PINT', 1)]);
    const ids = (res.body.items as { id: string }[]).map((i) => i.id);
    expect((await pendingIds()).sort()).toEqual([...ids].sort());
    expect(((await getOrder(accountId, ids[0]!)) as AutomatedOrder).automation?.pendingSince).toBeDefined();
    expect((await runWorker()).sort()).toEqual([...ids].sort());
    expect(await pendingIds()).toEqual([]);
    for (const id of ids) {
      expect(((await getOrder(accountId, id)) as AutomatedOrder).automation?.pendingSince).toBeUndefined();
      expect(await appliedEvents(id)).toEqual([]);
    }
  });

  it('a send that fails midway an import: the import still answers, the resend schedule brings the orders through exactly once', async () => {
    await saveRule(texasImportRule());
    const first = await importRows('out-lost-1', [
      importRow(2, 'LOST-1', 'PINT', 1),
      importRow(3, 'LOST-2', 'PINT', 1),
    ]);
    expect(first.status).toBe(200);
    // The queue refuses the second chunk's send (it names a queue that does not exist).
    process.env.ORDER_AUTOMATIONS_QUEUE_URL = `${queueUrl}-gone`;
    let second;
    try {
      second = await importRows('out-lost-2', [importRow(2, 'LOST-3', 'PINT', 1), importRow(3, 'LOST-4', 'PINT', 2)]);
    } finally {
      process.env.ORDER_AUTOMATIONS_QUEUE_URL = queueUrl;
    }
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const sent = (first.body.items as { id: string }[]).map((i) => i.id);
    const lost = (second.body.items as { id: string }[]).map((i) => i.id);
    expect(lost).toHaveLength(2);

    // The worker runs what was sent; what was lost stays pending.
    expect((await runWorker()).sort()).toEqual([...sent].sort());
    expect((await pendingIds()).sort()).toEqual([...lost].sort());

    // Before AUTOMATION_RESEND_AFTER_MS nothing is due; after it the lost orders are sent again, once.
    const start = Date.now();
    const resendAt = (ms: number) =>
      makeResendAutomations({
        pending: pendingAutomationOrders,
        queue: sqsAutomationRunQueue,
        clock: () => new Date(start + ms),
      })({ limit: 500 });
    await resendAt(0);
    expect(await drainMine()).toEqual([]);
    const resent = await resendAt(AUTOMATION_RESEND_AFTER_MS + 60_000);
    expect(resent.resent).toBeGreaterThanOrEqual(lost.length);
    expect((await runWorker()).sort()).toEqual([...lost].sort());
    expect(await pendingIds()).toEqual([]);

    // A later run finds nothing of this account's to send; every order took its rules exactly once.
    await resendAt(3 * AUTOMATION_RESEND_AFTER_MS);
    expect(await drainMine()).toEqual([]);
    for (const id of [...sent, ...lost]) {
      const order = (await getOrder(accountId, id)) as AutomatedOrder;
      expect(order.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' });
      expect(await appliedEvents(id)).toHaveLength(1);
    }
  });

  it('a resent order whose first message was only late is applied once, however many times it arrives', async () => {
    await saveRule(texasImportRule());
    const res = await importRows('out-late', [importRow(2, 'LATE-1', 'PINT', 1)]);
    const [id] = (res.body.items as { id: string }[]).map((i) => i.id);
    const late = await drainMine();
    const start = Date.now();
    await makeResendAutomations({
      pending: pendingAutomationOrders,
      queue: sqsAutomationRunQueue,
      clock: () => new Date(start + AUTOMATION_RESEND_AFTER_MS + 60_000),
    })({ limit: 500 });
    const resent = await drainMine();
    expect(resent.flatMap((r) => JSON.parse(r.body).orderIds)).toEqual([id]);
    for (const records of [late, resent, late]) {
      const out = (await importAutomationsWorker({ Records: records }, lambdaContext)) as SQSBatchResponse;
      expect(out.batchItemFailures).toEqual([]);
    }
    expect(await appliedEvents(id!)).toHaveLength(1);
    expect(await pendingIds()).toEqual([]);
  });

  it('a re-import that changes an order marks it pending again and queues it; an unchanged one does neither', async () => {
    await saveRule(texasImportRule());
    const first = await importRows('out-re-1', [importRow(2, 'RE-1', 'PINT', 1)]);
    const [id] = (first.body.items as { id: string }[]).map((i) => i.id);
    expect(await runWorker()).toEqual([id]);
    expect(await pendingIds()).toEqual([]);

    const same = await importRows('out-re-2', [importRow(2, 'RE-1', 'PINT', 1)]);
    expect(same.body.items).toMatchObject([{ id, outcome: 'unchanged' }]);
    expect(await pendingIds()).toEqual([]);
    expect(await drainMine()).toEqual([]);

    const changed = await importRows('out-re-3', [importRow(2, 'RE-1', 'PINT', 3)]);
    expect(changed.body.items).toMatchObject([{ id, outcome: 'updated' }]);
    expect(await pendingIds()).toEqual([id]);
    expect(await runWorker()).toEqual([id]);
    expect(await pendingIds()).toEqual([]);
    const order = (await getOrder(accountId, id!)) as AutomatedOrder;
    expect(order.automation?.pendingSince).toBeUndefined();
    expect(order.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' });
  });

  it('an order whose rules keep failing is resent AUTOMATION_RESENDS_MAX times, then given up with an activity entry', async () => {
    await saveRule(texasImportRule());
    process.env.ORDER_AUTOMATIONS_QUEUE_URL = `${queueUrl}-gone`;
    let res;
    try {
      res = await importRows('out-fail', [importRow(2, 'FAIL-1', 'PINT', 1)]);
    } finally {
      process.env.ORDER_AUTOMATIONS_QUEUE_URL = queueUrl;
    }
    const [id] = (res.body.items as { id: string }[]).map((i) => i.id);
    const start = Date.now();
    const resendRun = (n: number) =>
      makeResendAutomations({
        pending: pendingAutomationOrders,
        queue: sqsAutomationRunQueue,
        clock: () => new Date(start + n * (AUTOMATION_RESEND_AFTER_MS + 60_000)),
      })({ limit: 500 });

    // Each resend is received and lost (the worker failing every time): the order stays pending.
    for (let n = 1; n <= AUTOMATION_RESENDS_MAX; n++) {
      const report = await resendRun(n);
      expect(report.gaveUp.filter((g) => g.accountId === accountId)).toEqual([]);
      expect((await drainMine()).flatMap((r) => JSON.parse(r.body).orderIds)).toEqual([id]);
      expect(await pendingIds()).toEqual([id]);
    }
    const last = await resendRun(AUTOMATION_RESENDS_MAX + 1);
    expect(last.gaveUp.filter((g) => g.accountId === accountId)).toEqual([
      { accountId, orderId: id, resends: AUTOMATION_RESENDS_MAX },
    ]);
    expect(await drainMine()).toEqual([]);
    expect(await pendingIds()).toEqual([]);
    const events = (await dynamoActivityLog.listForOrder(accountId, id!)).filter(
      (e) => e.type === 'automation_not_run',
    );
    expect(events.map((e) => e.message)).toEqual([AUTOMATION_NOT_RUN_MESSAGE(AUTOMATION_RESENDS_MAX)]);
    // Nothing more is sent later; "Apply automations" remains the merchant's way to run them.
    await resendRun(AUTOMATION_RESENDS_MAX + 3);
    expect(await drainMine()).toEqual([]);
  });
});
