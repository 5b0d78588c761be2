/**
 * What the label benchmarks share: the emulators (DynamoDB Local from withBenchTable, fauxqs, s3rver),
 * purchasable orders seeded through the real order store, the purchase pipeline on the real adapters
 * with a carrier chosen by name, worker pollers as Lambda would scale them out, and the figures read
 * back from the table (never assumed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CarrierPort } from '#domain/carriers/ports';
import type { LabelPurchaseQueue, PurchaseMessage } from '#domain/labels/ports';
import { QUEUES } from '#infra/app-manifest';
import { startQueuePollers } from '#infra/local/queue-poller';
import { startS3Local } from '#infra/local/s3-local';
import { localSqsClient, startSqsLocal } from '#infra/local/sqs-local';
import { forEachConcurrently } from '#lib/concurrently';
import { freePort } from './bench-table-port';

export const BENCH_BUCKET = 'shipdeck-bench-documents';

/** `fast` (default): the deterministic test carrier; `deps`: whatever functions/carriers/carriers.deps exports. */
export async function benchCarrier(name = process.env.BENCH_CARRIER ?? 'fast'): Promise<CarrierPort> {
  if (name === 'deps') return (await import('#functions/carriers/carriers.deps')).carriers;
  const { FaultCarrier } = await import('../../support/fault-carrier');
  return new FaultCarrier();
}

/** fauxqs and s3rver beside the bench table, with the functions' environment pointed at them. */
export async function withQueueAndBucket<T>(
  run: (sqs: { endpoint: string; queueUrl: string; queueArn: string }) => Promise<T>,
) {
  const sqs = await startSqsLocal({
    port: await freePort(),
    queues: QUEUES.filter((q) => q.name === 'label-purchase'),
  });
  const dir = await mkdtemp(join(tmpdir(), 'shipdeck-bench-s3-'));
  const s3 = await startS3Local({ port: await freePort(), directory: dir, buckets: [BENCH_BUCKET] });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    LABEL_PURCHASE_QUEUE_URL: sqs.queues[0].url,
    DOCUMENTS_BUCKET: BENCH_BUCKET,
  });
  try {
    return await run({ endpoint: sqs.endpoint, queueUrl: sqs.queues[0].url, queueArn: sqs.queues[0].arn });
  } finally {
    await sqs.stop();
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export interface SeededAccount {
  accountId: string;
  owner: { userId: string; email: string };
  shipments: { orderId: string; shipmentId: string }[];
}

/** `accounts` accounts with `perAccount` purchasable orders each (one API-made order cloned through the order store) and funds for all. */
export async function seedPurchasable(accounts: number, perAccount: number, label: string): Promise<SeededAccount[]> {
  const { randomUUID } = await import('node:crypto');
  const { createTestAccount } = await import('../../support/accounts');
  const { addTestWarehouse, createPurchasableOrder, fundWallet } = await import('../../support/labels');
  const { dynamoOrderStore } = await import('#functions/orders/adapters/dynamodb.order-store');
  const seeded: SeededAccount[] = [];
  for (let a = 0; a < accounts; a++) {
    const { accountId, owner } = await createTestAccount(`${label} ${a}`);
    await addTestWarehouse(owner, accountId);
    const template = await createPurchasableOrder(owner, accountId);
    const shipments = [{ orderId: template.orderId, shipmentId: template.shipmentId }];
    const clones = Array.from({ length: perAccount - 1 }, (_, i) => i);
    await forEachConcurrently(clones, 16, async (i) => {
      const orderId = randomUUID();
      const shipmentId = randomUUID();
      const { version: _v, ...rest } = template.order;
      await dynamoOrderStore.create(accountId, {
        ...rest,
        id: orderId,
        orderNumber: `${label.slice(0, 2).toUpperCase()}-${a}-${i}`,
        shipments: template.order.shipments.map((s) => ({ ...s, id: shipmentId })),
      });
      shipments.push({ orderId, shipmentId });
    });
    await fundWallet(accountId, perAccount * template.rate.priceCents * 2);
    seeded.push({ accountId, owner, shipments });
  }
  return seeded;
}

/** The label use cases on the real adapters (S3 through s3rver) with the given carrier and queue. */
export async function benchPipeline(carrier: CarrierPort, queue: LabelPurchaseQueue) {
  const { uuidGenerator } = await import('#lib/ids');
  const { s3Client } = await import('#lib/clients');
  const { dynamoSubscriptionStore } = await import('#functions/accounts/adapters/dynamodb.subscription-store');
  const { dynamoWallet } = await import('#functions/billing/adapters/dynamodb.wallet');
  const { dynamoLabelPurchaseStore, dynamoOrderReader } =
    await import('#functions/labels/adapters/dynamodb.label-purchase-store');
  const { makeS3LabelFiles } = await import('#lib/s3-files');
  const { makePurchaseLabel } = await import('#functions/labels/use-cases/purchase-label.use-case');
  const { makePurchaseLabels } = await import('#functions/labels/use-cases/purchase-labels.use-case');
  const { ownCarrierAccountIds } = await import('#functions/carriers/adapters/dynamodb.carrier-account-store');
  return {
    purchaseLabels: makePurchaseLabels({
      orders: dynamoOrderReader,
      purchases: dynamoLabelPurchaseStore,
      wallet: dynamoWallet,
      subscriptions: dynamoSubscriptionStore,
      queue,
      ids: uuidGenerator,
      ownAccountIds: ownCarrierAccountIds,
    }),
    purchaseLabel: makePurchaseLabel({
      purchases: dynamoLabelPurchaseStore,
      wallet: dynamoWallet,
      orders: dynamoOrderReader,
      carrier,
      files: makeS3LabelFiles(s3Client, () => BENCH_BUCKET),
      weightContext: async () => ({}),
    }),
  };
}

/** The purchase requests of every account, at most 500 shipments each (the route's cap). */
export async function requestAll(
  pipeline: Awaited<ReturnType<typeof benchPipeline>>,
  accounts: readonly SeededAccount[],
): Promise<void> {
  await forEachConcurrently(accounts, 4, async (a) => {
    for (let i = 0; i < a.shipments.length; i += 500) {
      await pipeline.purchaseLabels.request(
        { ...a.owner, accountId: a.accountId, accountName: 'Bench', role: 'owner', permissions: {} },
        { shipments: a.shipments.slice(i, i + 500) },
      );
    }
  });
}

/**
 * Worker pollers on the label-purchase queue (each its own worker, as each Lambda instance is),
 * until `expected` runs ended purchased (or `timeoutMs`).
 */
export async function drainQueue(
  sqs: { endpoint: string; queueUrl: string; queueArn: string },
  run: (m: PurchaseMessage) => Promise<string>,
  opts: { pollers: number; expected: number; timeoutMs: number },
): Promise<{ purchased: number; errors: number }> {
  const { makePurchaseLabelWorker } = await import('#functions/labels/handlers/purchase-label.worker');
  const client = localSqsClient(sqs.endpoint);
  let purchased = 0;
  let errors = 0;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const counted = async (m: PurchaseMessage) => {
    try {
      const result = await run(m);
      if (result === 'purchased' && ++purchased >= opts.expected) done();
      return result;
    } catch (err) {
      errors++;
      throw err;
    }
  };
  const pollers = startQueuePollers({
    client,
    waitTimeSeconds: 1,
    targets: Array.from({ length: opts.pollers }, (_, i) => {
      const worker = makePurchaseLabelWorker(counted);
      return {
        name: `purchase-label-${i}`,
        queueUrl: sqs.queueUrl,
        queueArn: sqs.queueArn,
        batchSize: 10,
        invoke: (event) => worker(event, { getRemainingTimeInMillis: () => 60_000 } as never),
      };
    }),
  });
  const timer = setTimeout(done, opts.timeoutMs);
  await finished;
  clearTimeout(timer);
  await pollers.stop();
  client.destroy();
  return { purchased, errors };
}

/** Lost, duplicated and ledger figures read back from the table for every seeded shipment and account. */
export async function tableFigures(accounts: readonly SeededAccount[]) {
  const { accountItems, ledgerCheck } = await import('../../support/ledger-reads');
  let lost = 0;
  let duplicated = 0;
  let ledgerMismatches = 0;
  await forEachConcurrently(accounts, 4, async (a) => {
    const labels = await accountItems(a.accountId, 'LABEL#');
    const debits = (await accountItems(a.accountId, 'LEDGER#purchase#')).filter((e) => e.kind === 'purchase');
    const count = (items: Record<string, any>[], key: (i: Record<string, any>) => string) => {
      const m = new Map<string, number>();
      for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
      return m;
    };
    const labelsBy = count(labels, (l) => l.shipmentId);
    const debitsBy = count(debits, (d) => String(d.entryId).split('#')[1]);
    for (const s of a.shipments) {
      const l = labelsBy.get(s.shipmentId) ?? 0;
      const d = debitsBy.get(s.shipmentId) ?? 0;
      if (l === 0 || d === 0) lost++;
      duplicated += Math.max(0, l - 1) + Math.max(0, d - 1);
    }
    const check = await ledgerCheck(a.accountId);
    if (check.balanceCents !== check.ledgerSumCents || check.heldCents !== check.holdsSumCents) ledgerMismatches++;
  });
  return { lost, duplicated, ledgerMismatches };
}
