import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeyOf, REQUEUE_AFTER_MS } from '#domain/labels/label-purchase.rules';
import type { PurchaseMessage, QueuedPurchaseStore } from '#domain/labels/ports';
import { dynamoLabelPurchaseStore } from '#functions/labels/adapters/dynamodb.label-purchase-store';
import { dynamoQueuedPurchaseStore } from '#functions/labels/adapters/dynamodb.queued-purchase-store';
import { makeSqsLabelPurchaseQueue } from '#functions/labels/adapters/sqs.label-purchase-queue';
import { makePurchaseLabelWorker } from '#functions/labels/handlers/purchase-label.worker';
import { makeRequeuePurchases } from '#functions/labels/use-cases/requeue-purchases.use-case';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';
import { expectLedgerBalanced, ledgerCheck, shipmentCharges } from '#test/support/ledger';

/**
 * The requeue schedule (issue 23 §8): a purchase record whose queue send failed is sent again once it has
 * waited REQUEUE_AFTER_MS, without the merchant repeating the request; with the original message late
 * instead of lost, both deliveries still make one label, one debit and a balanced ledger.
 */
const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/000000000000/label-purchase';

let accountId: string;
let owner: TestUser;
let carrier: FaultCarrier;
let sqsClient: SQSClient;
let sqs: AwsClientStub<SQSClient>;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  await fundWallet(accountId, 10_000);
  carrier = new FaultCarrier();
  // One client of this test's own, stubbed alone: the real SQS adapter sends through it.
  sqsClient = new SQSClient({ region: 'us-east-1' });
  sqs = mockClient(sqsClient);
});

afterEach(() => sqs.restore());

/**
 * The table's queued index is shared by every account (and by the test files running beside this one):
 * the schedule here sees this test's account alone, so it never re-sends another test's purchase.
 */
const thisAccountsQueued = (): QueuedPurchaseStore => ({
  listQueuedBefore: async (before, limit) =>
    (await dynamoQueuedPurchaseStore.listQueuedBefore(before, 10_000))
      .filter((r) => r.accountId === accountId)
      .slice(0, limit),
  markRequeued: (record, at) => dynamoQueuedPurchaseStore.markRequeued(record, at),
});

const sqsQueue = () =>
  makeSqsLabelPurchaseQueue(
    () => sqsClient,
    () => QUEUE_URL,
  );

/** The messages of every SendMessageBatch the stub received, read back from their bodies. */
function sentMessages(): PurchaseMessage[] {
  return sqs
    .commandCalls(SendMessageBatchCommand)
    .flatMap((call) => call.args[0].input.Entries ?? [])
    .map((entry) => JSON.parse(entry.MessageBody!) as PurchaseMessage);
}

/** Delivers messages to the label-purchase worker as SQS records; answers its batch item failures. */
async function deliver(pipeline: ReturnType<typeof labelPipeline>, messages: readonly PurchaseMessage[]) {
  const worker = makePurchaseLabelWorker(pipeline.purchaseLabel);
  const event: SQSEvent = {
    Records: messages.map((m, i) => ({
      messageId: `m-${i}`,
      receiptHandle: `r-${i}`,
      body: JSON.stringify(m),
      attributes: { ApproximateReceiveCount: '1' } as SQSEvent['Records'][number]['attributes'],
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:label-purchase',
      awsRegion: 'us-east-1',
    })),
  };
  return worker(event, {} as never);
}

const minutesAfter = (at: Date, ms: number) => () => new Date(at.getTime() + ms);

describe('the requeue schedule re-sends a purchase whose message was lost', () => {
  it('a failed send at the request: after REQUEUE_AFTER_MS the schedule sends it once; one label, one debit', async () => {
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    sqs.on(SendMessageBatchCommand).rejects(new Error('SQS is unavailable'));
    const pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue: sqsQueue() });

    const requestedAt = new Date();
    await expect(
      pipeline.purchaseLabels.request(ownerCaller(accountId, owner), { shipments: [{ orderId, shipmentId }] }),
    ).rejects.toThrow(/SQS is unavailable/);
    const [record] = await dynamoLabelPurchaseStore.getPurchases(accountId, [{ shipmentId, sequence: 1 }]);
    expect(record).toMatchObject({ state: 'queued', attempt: 1 });
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);

    sqs.reset();
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const requeue = (clock: () => Date) =>
      makeRequeuePurchases({ purchases: thisAccountsQueued(), queue: sqsQueue(), clock })({ limit: 1_000 });

    // Not yet due: a message may still be on its way.
    expect(await requeue(minutesAfter(requestedAt, REQUEUE_AFTER_MS - 60_000))).toEqual({ requeued: 0, more: false });
    expect(sentMessages()).toEqual([]);

    const sweptAt = minutesAfter(requestedAt, REQUEUE_AFTER_MS + 60_000);
    expect(await requeue(sweptAt)).toEqual({ requeued: 1, more: false });
    const resent = sentMessages();
    expect(resent).toEqual([{ accountId, shipmentId, sequence: 1, attempt: 1 }]);
    // Marked sent: the next run leaves it alone until it has waited again.
    expect(await requeue(sweptAt)).toEqual({ requeued: 0, more: false });
    expect(sentMessages()).toHaveLength(1);

    expect(await deliver(pipeline, resent)).toEqual({ batchItemFailures: [] });
    expect(carrier.labelsBought).toBe(1);
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({
      labels: 1,
      debits: 1,
      debitCents: -rate.priceCents,
    });
    await expectLedgerBalanced(accountId);

    // Bought: the record left the queued index, so no later run sends it again.
    expect(await requeue(minutesAfter(requestedAt, 10 * REQUEUE_AFTER_MS))).toEqual({ requeued: 0, more: false });
    expect(sentMessages()).toHaveLength(1);
  });

  it('the original message only late: the schedule’s copy and the original make one label and one debit', async () => {
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    const delayed = new MemoryLabelQueue();
    const pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue: delayed });
    const requestedAt = new Date();
    await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), { shipments: [{ orderId, shipmentId }] });
    const [original] = delayed.take();

    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const report = await makeRequeuePurchases({
      purchases: thisAccountsQueued(),
      queue: sqsQueue(),
      clock: minutesAfter(requestedAt, REQUEUE_AFTER_MS + 60_000),
    })({ limit: 1_000 });
    expect(report).toEqual({ requeued: 1, more: false });
    const [copy] = sentMessages();
    expect(copy).toEqual(original);

    // The copy first, the late original after it, and both at once for a second pair of deliveries.
    expect(await deliver(pipeline, [copy!])).toEqual({ batchItemFailures: [] });
    expect(await deliver(pipeline, [original!])).toEqual({ batchItemFailures: [] });
    expect(await Promise.all([pipeline.purchaseLabel(copy!), pipeline.purchaseLabel(original!)])).toEqual([
      'already',
      'already',
    ]);

    expect(carrier.labelsBought).toBe(1);
    expect(carrier.buyCalls.get(idempotencyKeyOf(accountId, shipmentId, 1, 1))).toBe(1);
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({
      labels: 1,
      debits: 1,
      debitCents: -rate.priceCents,
    });
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);
    await expectLedgerBalanced(accountId);
  });

  it('bounded work: a run re-sends at most its limit, oldest first, and the next run takes the rest', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await createPurchasableOrder(owner, accountId));
    const pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue: new MemoryLabelQueue() });
    const requestedAt = new Date();
    for (const o of orders) {
      await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
        shipments: [{ orderId: o.orderId, shipmentId: o.shipmentId }],
      });
    }
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const run = makeRequeuePurchases({
      purchases: thisAccountsQueued(),
      queue: sqsQueue(),
      clock: minutesAfter(requestedAt, REQUEUE_AFTER_MS + 60_000),
    });
    expect(await run({ limit: 2 })).toEqual({ requeued: 2, more: true });
    expect(sentMessages().map((m) => m.shipmentId)).toEqual(orders.slice(0, 2).map((o) => o.shipmentId));
    expect(await run({ limit: 1_000 })).toEqual({ requeued: 1, more: false });
    expect(new Set(sentMessages().map((m) => m.shipmentId))).toEqual(new Set(orders.map((o) => o.shipmentId)));
    expect(sentMessages()).toHaveLength(3);
  });
});

describe('the queued index', () => {
  it('holds a record while it is queued, oldest first, and drops it once the worker takes it', async () => {
    const first = await createPurchasableOrder(owner, accountId);
    const second = await createPurchasableOrder(owner, accountId);
    const queue = new MemoryLabelQueue();
    const pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue });
    for (const o of [first, second]) {
      await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
        shipments: [{ orderId: o.orderId, shipmentId: o.shipmentId }],
      });
    }
    const later = new Date(Date.now() + 60_000).toISOString();
    const mine = async () =>
      (await dynamoQueuedPurchaseStore.listQueuedBefore(later, 10_000)).filter((r) => r.accountId === accountId);
    expect((await mine()).map((r) => r.shipmentId)).toEqual([first.shipmentId, second.shipmentId]);
    expect(await dynamoQueuedPurchaseStore.listQueuedBefore(later, 1)).toHaveLength(1);

    const [m1] = queue.take();
    expect(await pipeline.purchaseLabel(m1!)).toBe('purchased');
    expect((await mine()).map((r) => r.shipmentId)).toEqual([second.shipmentId]);
  });
});
