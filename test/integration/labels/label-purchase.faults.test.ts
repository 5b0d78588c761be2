import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@aws-sdk/client-sqs';
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { idempotencyKeyOf } from '#domain/labels/label-purchase.rules';
import { toGridRow } from '#domain/orders/order-grid.rules';
import { QUEUES } from '#infra/app-manifest';
import { processBatch } from '#infra/local/queue-poller';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as purchaseHandler } from '#functions/labels/handlers/purchase-labels.handler';
import { makePurchaseLabelWorker } from '#functions/labels/handlers/purchase-label.worker';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';
import { expectLedgerBalanced, ledgerCheck, shipmentCharges } from '#test/support/ledger';
import { freePort } from '../global-setup';

/**
 * Label purchase exactly once (docs/architecture.md §3.8) under the faults a queue worker meets: each ends with
 * exactly one label or none, one debit or none, and balance == sum(ledger entries).
 */
let accountId: string;
let owner: TestUser;
let carrier: FaultCarrier;
let files: MemoryLabelFiles;
let queue: MemoryLabelQueue;
let pipeline: ReturnType<typeof labelPipeline>;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  carrier = new FaultCarrier();
  files = new MemoryLabelFiles();
  queue = new MemoryLabelQueue();
  pipeline = labelPipeline({ carrier, files, queue });
});

async function requestOne(orderId: string, shipmentId: string) {
  const view = await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
    shipments: [{ orderId, shipmentId }],
  });
  return view;
}

async function expectOneLabel(shipmentId: string, priceCents: number) {
  expect(await shipmentCharges(accountId, shipmentId)).toEqual({ labels: 1, debits: 1, debitCents: -priceCents });
  await expectLedgerBalanced(accountId);
}

describe('the purchase happy path', () => {
  it('buys, debits amount + tier fee once, fills the shipment, the grid columns and the activity', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    const batch = await requestOne(orderId, shipmentId);
    expect(batch).toMatchObject({ total: 1, pending: 1, items: [{ state: 'queued', amountCents: rate.priceCents }] });
    const [message] = queue.take();
    expect(await pipeline.purchaseLabel(message)).toBe('purchased');

    await expectOneLabel(shipmentId, rate.priceCents);
    const order = (await dynamoOrderStore.get(accountId, orderId))!;
    const shipment = order.shipments[0];
    const key = idempotencyKeyOf(accountId, shipmentId, 1, 1);
    expect(shipment).toMatchObject({
      shipmentStatus: 'pre_transit',
      label: { trackingCode: carrier.bought.get(key)!.trackingCode },
      billOfLading: { purchaseKey: `${shipmentId}#1`, pdfKey: `labels/${accountId}/${shipmentId}/${key}.pdf` },
      createdShipment: { selected_rate: { markedUpRates: { rate: rate.priceCents / 100 } } },
    });
    expect(files.objects.has(`labels/${accountId}/${shipmentId}/${key}.zpl`)).toBe(true);
    const row = toGridRow(order);
    expect(row.labelDate).toBe(new Date().toISOString().slice(0, 10));
    expect(row.shippingCost).toBe(rate.priceCents / 100);
    expect(row.service).toBe('UPS Ground');
    expect(row.transitTime).toBe(3);
    const activity = await dynamoActivityLog.listForOrder(accountId, orderId);
    expect(activity.map((a) => a.message)).toContain('Shipment purchased');
    const progress = await pipeline.purchaseLabels.progress(ownerCaller(accountId, owner), batch.batchId);
    expect(progress).toMatchObject({ purchased: 1, pending: 0, items: [{ state: 'purchased' }] });
    const wallet = await ledgerCheck(accountId);
    expect(wallet.balanceCents).toBe(10_000 - rate.priceCents);
  });
});

describe('faults: exactly one label, one debit, a balanced ledger', () => {
  it('(a) the worker dies after the carrier bought: the redelivery finds the label and records it once', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    await requestOne(orderId, shipmentId);
    const [message] = queue.take();
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 1, 1), 'crash_after_buy');

    await expect(pipeline.purchaseLabel(message)).rejects.toThrow(/killed/);
    // The hold stays while the outcome is unknown.
    expect((await ledgerCheck(accountId)).heldCents).toBe(rate.priceCents);
    expect(await pipeline.purchaseLabel(message)).toBe('purchased');

    expect(carrier.labelsBought).toBe(1);
    expect(carrier.buyCalls.get(idempotencyKeyOf(accountId, shipmentId, 1, 1))).toBe(1);
    await expectOneLabel(shipmentId, rate.priceCents);
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);
  });

  it('(b) the same message delivered twice, one after the other and at once', async () => {
    await fundWallet(accountId, 10_000);
    const first = await createPurchasableOrder(owner, accountId);
    const second = await createPurchasableOrder(owner, accountId);
    await requestOne(first.orderId, first.shipmentId);
    await requestOne(second.orderId, second.shipmentId);
    const [m1, m2] = queue.take();

    expect(await pipeline.purchaseLabel(m1)).toBe('purchased');
    expect(await pipeline.purchaseLabel(m1)).toBe('already');
    const both = await Promise.all([pipeline.purchaseLabel(m2), pipeline.purchaseLabel(m2)]);
    expect(both.filter((r) => r === 'purchased')).toHaveLength(1);

    expect(carrier.labelsBought).toBe(2);
    await expectOneLabel(first.shipmentId, first.rate.priceCents);
    await expectOneLabel(second.shipmentId, second.rate.priceCents);
  });

  it('(d) a carrier timeout before buying keeps the hold; the redelivery buys once', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    await requestOne(orderId, shipmentId);
    const [message] = queue.take();
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 1, 1), 'timeout_before_buy');

    await expect(pipeline.purchaseLabel(message)).rejects.toThrow(/timed out/);
    expect(carrier.labelsBought).toBe(0);
    expect((await ledgerCheck(accountId)).heldCents).toBe(rate.priceCents);
    await expectLedgerBalanced(accountId);

    expect(await pipeline.purchaseLabel(message)).toBe('purchased');
    expect(carrier.labelsBought).toBe(1);
    await expectOneLabel(shipmentId, rate.priceCents);
  });

  it('(d) a carrier timeout after it bought: the redelivery finds the label instead of buying again', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    await requestOne(orderId, shipmentId);
    const [message] = queue.take();
    const key = idempotencyKeyOf(accountId, shipmentId, 1, 1);
    carrier.inject(key, 'timeout_after_buy');

    await expect(pipeline.purchaseLabel(message)).rejects.toThrow(/timed out/);
    expect(await pipeline.purchaseLabel(message)).toBe('purchased');
    expect(carrier.buyCalls.get(key)).toBe(1);
    expect(carrier.labelsBought).toBe(1);
    await expectOneLabel(shipmentId, rate.priceCents);
  });

  it('a carrier refusal fails the item with its message and releases the hold: no label, no debit', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId } = await createPurchasableOrder(owner, accountId);
    const batch = await requestOne(orderId, shipmentId);
    const [message] = queue.take();
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 1, 1), 'reject');

    expect(await pipeline.purchaseLabel(message)).toBe('failed');
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({ labels: 0, debits: 0, debitCents: 0 });
    const check = await ledgerCheck(accountId);
    expect(check).toMatchObject({ balanceCents: 10_000, heldCents: 0 });
    await expectLedgerBalanced(accountId);
    const progress = await pipeline.purchaseLabels.progress(ownerCaller(accountId, owner), batch.batchId);
    // orders §8 message rewriting: the carrier's "ship to" prefix reads "Recipient".
    expect(progress.items[0]).toMatchObject({ state: 'failed', message: 'Recipient address is not deliverable' });

    // The merchant fixes the address and buys again: the next attempt, a new key, one label.
    const retry = await requestOne(orderId, shipmentId);
    expect(retry.items[0].state).toBe('queued');
    const [again] = queue.take();
    expect(again.attempt).toBe(2);
    expect(await pipeline.purchaseLabel(again)).toBe('purchased');
    expect(await pipeline.purchaseLabel(message)).toBe('skipped');
    expect((await shipmentCharges(accountId, shipmentId)).labels).toBe(1);
    await expectLedgerBalanced(accountId);
  });

  it('(e) insufficient funds at the request: 402 naming the shortfall, nothing bought or queued', async () => {
    await fundWallet(accountId, 1_000);
    const { orderId, shipmentId } = await createPurchasableOrder(owner, accountId);
    await expect(requestOne(orderId, shipmentId)).rejects.toMatchObject({
      statusCode: 402,
      message: expect.stringContaining('Add at least $2.50'),
    });
    expect(queue.sent).toHaveLength(0);
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({ labels: 0, debits: 0, debitCents: 0 });
    await expectLedgerBalanced(accountId);
  });

  it('(e) another purchase took the money between request and worker: that item fails, nothing is held', async () => {
    await fundWallet(accountId, 1_500);
    const a = await createPurchasableOrder(owner, accountId);
    const b = await createPurchasableOrder(owner, accountId);
    await requestOne(a.orderId, a.shipmentId);
    const batchB = await requestOne(b.orderId, b.shipmentId);
    const [ma, mb] = queue.take();

    expect(await pipeline.purchaseLabel(ma)).toBe('purchased');
    expect(await pipeline.purchaseLabel(mb)).toBe('failed');
    const progress = await pipeline.purchaseLabels.progress(ownerCaller(accountId, owner), batchB.batchId);
    expect(progress.items[0]).toMatchObject({ state: 'failed', message: expect.stringMatching(/^Insufficient funds/) });
    expect(carrier.labelsBought).toBe(1);
    await expectOneLabel(a.shipmentId, a.rate.priceCents);
    expect(await shipmentCharges(accountId, b.shipmentId)).toEqual({ labels: 0, debits: 0, debitCents: 0 });
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);
  });
});

describe('(c) 20 concurrent purchase requests for one shipment, through the handler and the local queue', () => {
  let sqs: SqsLocal;
  let queueUrl: string;

  beforeAll(async () => {
    sqs = await startSqsLocal({ port: await freePort(), queues: QUEUES.filter((q) => q.name === 'label-purchase') });
    process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
    queueUrl = sqs.queues[0].url;
    process.env.LABEL_PURCHASE_QUEUE_URL = queueUrl;
  });

  afterAll(async () => {
    await sqs?.stop();
  });

  it('makes one purchase record and one message; the worker buys one label and debits once', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        invoke(
          purchaseHandler,
          apiEvent({
            method: 'POST',
            path: '/api/v1/labels/purchases',
            user: owner,
            accountId,
            body: { shipments: [{ orderId, shipmentId }] },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
    expect(answers.every((a) => a.body.items[0].state === 'queued')).toBe(true);

    const client = localSqsClient(sqs.endpoint);
    const received: Message[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.send(
        new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      received.push(...(res.Messages ?? []));
    }
    expect(received).toHaveLength(1);

    const worker = makePurchaseLabelWorker(pipeline.purchaseLabel);
    const target = {
      name: 'purchase-label',
      queueUrl,
      queueArn: sqs.queues[0].arn,
      batchSize: 10,
      invoke: (event: Parameters<typeof worker>[0]) => worker(event, {} as never),
    };
    expect(await processBatch(target, { client }, received)).toMatchObject({ failed: [] });
    client.destroy();

    expect(carrier.labelsBought).toBe(1);
    await expectOneLabel(shipmentId, rate.priceCents);
  });
});
