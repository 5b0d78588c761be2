import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RuleView, UndoResponse } from '#api/automations';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { handler as undoAutomations } from '#functions/automations/handlers/undo-automations.handler';
import { handler as runAutomationsHandler } from '#functions/automations/handlers/run-automations.handler';
import { handler as importAutomationsWorker } from '#functions/automations/handlers/apply-import-automations.worker';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { resetConfigForTests } from '#lib/config';
import { receiveEvent } from '#test/support/print';
import { AUTOMATION_ACTOR } from '#domain/automations/automation.constants';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { handler as importOrdersHandler } from '#functions/orders/handlers/import-orders.handler';
import { getOrder } from '#functions/orders/order-writes';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { withHandEdits } from '#domain/automations/hand-edits.rules';
import { handler as apiKeysHandler } from '#functions/api-keys/handlers/api-keys.handler';
import { handler as publicCreateOrder } from '#functions/api-keys/handlers/public-create-order.handler';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { validOrderRequest } from '#test/support/orders';
import { createTestOrder } from '#test/support/order-handlers';
import { handler as bulkRates } from '#functions/rates/handlers/bulk-rates.handler';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { IMPORT_MAPPING, importRow } from '#test/support/order-import';
import { texasHeatRule } from '#test/support/automations';
import { addTestWarehouse } from '#test/support/warehouses';

/** importRow ships to Austin, TX. */
const texasImportRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Texas imports: dry ice',
  active: true,
  triggers: ['import'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['TX'] }],
  actions: [
    { type: 'add_dry_ice', value: 5, units: 'lb' },
    { type: 'add_tag', tag: 'hot-route' },
  ],
  ...overrides,
});

let accountId: string;
let owner: TestUser;

const saveRule = (body: unknown) =>
  invoke(automations, apiEvent({ method: 'POST', path: '/api/v1/automations', user: owner, accountId, body }));
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

let sqs: SqsLocal;
let client: SQSClient;
let queueUrl: string;

beforeAll(async () => {
  sqs = await startSqsLocal({ port: 0, queues: QUEUES.filter((q) => q.name === 'order-automations') });
  client = localSqsClient(sqs.endpoint);
  queueUrl = sqs.queues[0]!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.ORDER_AUTOMATIONS_QUEUE_URL = queueUrl;
  // The sandbox weather plays July, as on the local stack: Texas is hot whatever today's date.
  process.env.SANDBOX_WEATHER_MONTH = '7';
  resetConfigForTests();
});

afterAll(async () => {
  delete process.env.SANDBOX_WEATHER_MONTH;
  resetConfigForTests();
  client?.destroy();
  await sqs?.stop();
});

/** Every queued order-automations message. */
async function drain(): Promise<SQSEvent['Records']> {
  const records: SQSEvent['Records'] = [];
  for (;;) {
    const event = await receiveEvent(client, queueUrl);
    if (event.Records.length === 0) return records;
    records.push(...event.Records);
  }
}

/** The queued messages through the worker, each delivered `times` times; the records it ran. */
async function runWorker(times = 1): Promise<SQSEvent['Records']> {
  const records = await drain();
  for (let i = 0; i < times && records.length; i++) {
    const res = (await importAutomationsWorker({ Records: records }, lambdaContext)) as SQSBatchResponse;
    expect(res.batchItemFailures).toEqual([]);
  }
  return records;
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Import Rules Foods'));
  await addTestWarehouse(owner, accountId);
});

describe('automation rules on import', () => {
  it('a CSV import applies the import rules to each new order, with its activity entry; undo reverts it', async () => {
    const rule = (await saveRule(texasImportRule())).body as RuleView;
    const res = await importRows('imp-rules', [importRow(2, 'RULE-1', 'PINT', 2), importRow(3, 'RULE-2', 'PINT', 1)]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = (res.body.items as { id: string }[]).map((i) => i.id);
    expect(ids).toHaveLength(2);
    // The import only queued its new orders: one message for the chunk, then the worker runs the rules.
    const records = await runWorker();
    expect(records.map((r) => JSON.parse(r.body))).toEqual([
      { accountId, orderIds: expect.arrayContaining(ids), trigger: 'import' },
    ]);

    for (const id of ids) {
      const order = (await getOrder(accountId, id)) as AutomatedOrder;
      expect(order.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' });
      expect(order.tags).toContain('hot-route');
      const events = (await dynamoActivityLog.listForOrder(accountId, id)).filter(
        (e) => e.type === 'automation_applied',
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actor: AUTOMATION_ACTOR });
      expect(events[0]?.message).toContain('Automation Texas imports: dry ice set dry ice from none to 5 lb');
    }

    const listed = await invoke(
      automations,
      apiEvent({ method: 'GET', path: '/api/v1/automations', user: owner, accountId }),
    );
    expect(listed.body.rules.find((r: RuleView) => r.ruleId === rule.ruleId)).toMatchObject({ hits30d: 2 });

    const undone = await invoke(
      undoAutomations,
      apiEvent({
        method: 'POST',
        path: '/api/v1/automations/runs/undo',
        user: owner,
        accountId,
        body: { orderIds: [ids[0]] },
      }),
    );
    expect((undone.body as UndoResponse).results).toEqual([{ orderId: ids[0], reverted: true }]);
    const reverted = (await getOrder(accountId, ids[0] as string)) as AutomatedOrder;
    expect(reverted.shipments[0]?.options.dryIceActive).toBe(false);
    expect(reverted.tags).not.toContain('hot-route');
  });

  it('a weather rule fires on import (the sandbox plays July: Texas is hot); a redelivered message changes nothing', async () => {
    await saveRule(texasHeatRule({ active: true, triggers: ['import'] }));
    const res = await importRows('imp-heat', [importRow(2, 'HEAT-1', 'PINT', 1)]);
    const id = (res.body.items as { id: string }[])[0]?.id as string;
    const records = await runWorker();
    expect(records).toHaveLength(1);
    const once = (await getOrder(accountId, id)) as AutomatedOrder;
    expect(once.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' });
    const events = (await dynamoActivityLog.listForOrder(accountId, id)).filter((e) => e.type === 'automation_applied');
    expect(events).toHaveLength(1);
    expect(events[0]?.message).toContain('Texas heat: dry ice and 2-day');

    // SQS delivers the same message again (twice): the rules already hold, nothing is written.
    for (let i = 0; i < 2; i++) {
      const res = (await importAutomationsWorker({ Records: records }, lambdaContext)) as SQSBatchResponse;
      expect(res.batchItemFailures).toEqual([]);
    }
    expect(await getOrder(accountId, id)).toEqual(once);
    expect(
      (await dynamoActivityLog.listForOrder(accountId, id)).filter((e) => e.type === 'automation_applied'),
    ).toHaveLength(1);
  });

  it('an import that creates nothing queues nothing; a re-sent chunk queues nothing again', async () => {
    await saveRule(texasImportRule());
    const rows = [importRow(2, 'ONCE-1', 'PINT', 1)];
    await importRows('imp-once', rows);
    expect(await runWorker()).toHaveLength(1);
    await importRows('imp-once', rows);
    expect(await drain()).toEqual([]);
  });

  it('a CSV re-import that changes an order re-runs the import rules on it, keeping what was edited by hand', async () => {
    await saveRule(texasImportRule());
    await saveRule(
      texasImportRule({
        name: 'Ice lines',
        conditions: [{ type: 'product', operator: 'includes', skus: ['ICE'] }],
        actions: [{ type: 'add_tag', tag: 'has-ice' }],
      }),
    );
    const first = await importRows('imp-again-1', [importRow(2, 'AGAIN-1', 'PINT', 1)]);
    const id = (first.body.items as { id: string }[])[0]?.id as string;
    await runWorker();
    const ran = (await getOrder(accountId, id)) as AutomatedOrder;
    expect(ran.tags).toContain('hot-route');
    expect(ran.tags).not.toContain('has-ice');

    // The merchant sets 8 lb of dry ice by hand (written as the editor's save does: marked a hand edit).
    const edited = structuredClone(ran);
    const shipment = edited.shipments[0]!;
    shipment.options = { ...shipment.options, dryIceWeight: 8 };
    await dynamoOrderRecords.replace(accountId, ran, withHandEdits(ran, edited));
    expect(((await getOrder(accountId, id)) as AutomatedOrder).automation?.manualFields).toContain('dryIce');

    // The same order number again, now with an ice line: the order is updated and queued for the rules.
    const again = await importRows('imp-again-2', [
      importRow(2, 'AGAIN-1', 'PINT', 1),
      importRow(3, 'AGAIN-1', 'ICE', 2),
    ]);
    expect(again.body.items).toEqual([expect.objectContaining({ id, outcome: 'updated' })]);
    const records = await runWorker();
    expect(records.map((r) => JSON.parse(r.body))).toEqual([{ accountId, orderIds: [id], trigger: 'import' }]);
    const after = (await getOrder(accountId, id)) as AutomatedOrder;
    expect(after.tags).toEqual(expect.arrayContaining(['hot-route', 'has-ice']));
    expect(after.shipments[0]?.options.dryIceWeight).toBe(8);
    expect(after.shipments[0]?.products.map((p) => p.sku)).toEqual(expect.arrayContaining(['PINT', 'ICE']));

    // The same file once more changes nothing and queues nothing.
    await importRows('imp-again-3', [importRow(2, 'AGAIN-1', 'PINT', 1), importRow(3, 'AGAIN-1', 'ICE', 2)]);
    expect(await drain()).toEqual([]);
  });

  it('rules without the import trigger, and inactive rules, leave imported orders as they are', async () => {
    await saveRule(texasImportRule({ triggers: ['manual'] }));
    await saveRule(texasImportRule({ active: false }));
    const res = await importRows('imp-none', [importRow(2, 'PLAIN-1', 'PINT', 1)]);
    const id = (res.body.items as { id: string }[])[0]?.id as string;
    await runWorker();
    const order = (await getOrder(accountId, id)) as AutomatedOrder;
    expect(order.tags ?? []).not.toContain('hot-route');
    expect((await dynamoActivityLog.listForOrder(accountId, id)).map((e) => e.type)).not.toContain(
      'automation_applied',
    );
  });

  it('an order created through the public API takes the import rules once the worker ran', async () => {
    await saveRule(texasImportRule());
    const key = await invoke(
      apiKeysHandler,
      apiEvent({ method: 'POST', path: '/api/v1/api-keys', user: owner, accountId, body: { name: 'Storefront' } }),
    );
    expect(key.status).toBe(201);
    const created = await invoke(
      publicCreateOrder,
      apiEvent({
        method: 'POST',
        path: '/api/public/v1/orders',
        body: validOrderRequest({ orderNumber: 'API-RULES-1' }),
        headers: { [CUSTOM_STORE_API_KEY_HEADER]: key.body.secret },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Answered as created; the worker applies the import rules right after.
    await runWorker();
    const answered = (await getOrder(accountId, (created.body.order as AutomatedOrder).id)) as AutomatedOrder;
    expect(answered.shipments[0]?.options).toMatchObject({ dryIceActive: true, dryIceWeight: 5 });
    expect(answered.tags).toContain('hot-route');
    const events = await dynamoActivityLog.listForOrder(accountId, answered.id);
    expect(events.filter((e) => e.type === 'automation_applied')).toHaveLength(1);
  });

  it('bulk "Get rates" runs the before-rating rules on the selection first, then rates it', async () => {
    await saveRule(
      texasImportRule({
        name: 'Before rating: tag',
        triggers: ['before_rating'],
        actions: [{ type: 'add_tag', tag: 'rated-hot' }],
      }),
    );
    const order = await createTestOrder(owner, accountId);
    // The grid's bulk "Get rates" runs the selection's before-rating rules first, then asks for rates.
    const ran = await invoke(
      runAutomationsHandler,
      apiEvent({
        method: 'POST',
        path: '/api/v1/automations/runs',
        user: owner,
        accountId,
        body: { orderIds: [order.id], trigger: 'before_rating' },
      }),
    );
    expect(ran.status).toBe(200);
    const res = await invoke(
      bulkRates,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/rates',
        user: owner,
        accountId,
        body: { orderIds: [order.id], rule: { kind: 'cheapest' } },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.results[0].chosen).toBeDefined();
    const after = (await getOrder(accountId, order.id)) as AutomatedOrder;
    expect(after.tags).toContain('rated-hot');
    expect(after.shipments[0]?.preferredRate?.rateId).toBe(res.body.results[0].chosen.rateId);
    const events = await dynamoActivityLog.listForOrder(accountId, order.id);
    expect(events.filter((e) => e.type === 'automation_applied')).toHaveLength(1);
  });
});
