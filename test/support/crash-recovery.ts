/**
 * Kill -9 in the middle of real work, then count from the table what survived: the local stack
 * with its functions host in a child process (LocalStackOptions.functionsHost = 'process'), which
 * the harness SIGKILLs while DynamoDB Local, fauxqs, s3rver, the queue pollers and the gateway (this
 * process) live on, as a table and queues outlive a dying Lambda. The next invocation starts a fresh
 * host; what the dead one held comes back after the (shortened) visibility timeout, and webhook
 * posts it answered 500 are sent again, as a store platform retries. Shared by the crash-recovery
 * benchmark and its smaller integration test.
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { QUEUES, queueUrlEnvName } from '#infra/app-manifest';
import { freePort } from '#infra/local/preflight';
import { localSqsClient } from '#infra/local/sqs-local';
import { startLocalStack, type LocalStackDetails } from '#infra/local/stack';
import { forEachConcurrently } from '#lib/concurrently';
import type { TestUser } from './api-events';

export interface CrashStack {
  stack: LocalStackDetails;
  /** SIGKILLs the functions host; resolves with the pid killed. */
  kill(): Promise<number | undefined>;
  /** Until every queue is empty (nothing visible, nothing in flight) twice in a row, or `timeoutMs`. */
  quiesce(timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * The local stack on free ports and a fresh data directory, no demo data, no web app, no rate
 * limits (the harness posts hundreds of webhooks from one address), handlers in a killable child
 * process and every queue's visibility timeout `visibilitySeconds`.
 */
export async function startCrashStack(visibilitySeconds: number): Promise<CrashStack> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-crash-'));
  const [port, dynamodb, sqs, s3, ses, cognito, stores, socialProviders, hostedUi] = await distinctFreePorts(9);
  const stack = await startLocalStack({
    port,
    ports: { dynamodb, sqs, s3, ses, cognito, stores, socialProviders, hostedUi },
    dataDir,
    quiet: true,
    seed: false,
    web: 'none',
    rateLimits: 'off',
    demoStoreOrderEverySeconds: 0,
    functionsHost: 'process',
    queueVisibilitySeconds: visibilitySeconds,
  });
  const client = localSqsClient(stack.endpoints.sqs);
  const queueDepth = async () => {
    let total = 0;
    for (const q of QUEUES) {
      const url = process.env[queueUrlEnvName(q.name)];
      if (!url) continue;
      const { Attributes: a = {} } = await client.send(
        new GetQueueAttributesCommand({
          QueueUrl: url,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      total += Number(a.ApproximateNumberOfMessages ?? 0) + Number(a.ApproximateNumberOfMessagesNotVisible ?? 0);
    }
    return total;
  };
  return {
    stack,
    kill: () => stack.functionsHost.kill(),
    quiesce: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      let empty = 0;
      while (Date.now() < deadline) {
        empty = (await queueDepth()) === 0 ? empty + 1 : 0;
        if (empty >= 2) return true;
        await sleep(500);
      }
      return false;
    },
    stop: async () => {
      client.destroy();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until `progress()` reaches a random point between `from` and `to` of `total` (then a random
 * 0–`jitterMs` more), kills the host and reads progress again: the kill counts as mid-way only if
 * some but not all work was done.
 */
export async function killMidway(
  crash: Pick<CrashStack, 'kill'>,
  progress: () => Promise<number>,
  total: number,
  opts: { from?: number; to?: number; jitterMs?: number; timeoutMs?: number } = {},
): Promise<{ target: number; atKill: number; midway: boolean; pid?: number }> {
  const from = Math.max(1, Math.ceil(total * (opts.from ?? 0.2)));
  const to = Math.max(from, Math.floor(total * (opts.to ?? 0.6)));
  const target = randomInt(from, to + 1);
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while ((await progress()) < target && Date.now() < deadline) await sleep(50);
  if (opts.jitterMs) await sleep(randomInt(0, opts.jitterMs + 1));
  const pid = await crash.kill();
  const atKill = await progress();
  return { target, atKill, midway: atKill > 0 && atKill < total, pid };
}

/** Labels workload: `n` purchasable shipments of one account, with funds for twice their price. */
export async function seedLabels(n: number) {
  const { seedPurchasable } = await import('../bench/support/labels-bench');
  const [account] = await seedPurchasable(1, n, 'Crash');
  return account;
}

/** The bulk purchase request (≤ 500 shipments a request), as POST /api/v1/labels/purchases makes it. */
export async function requestLabels(account: {
  accountId: string;
  owner: TestUser;
  shipments: { orderId: string; shipmentId: string }[];
}): Promise<void> {
  const { purchaseLabels } = await import('#functions/labels/labels.deps');
  const { ownerCaller } = await import('./label-pipeline');
  for (let i = 0; i < account.shipments.length; i += 500) {
    await purchaseLabels.request(ownerCaller(account.accountId, account.owner), {
      shipments: account.shipments.slice(i, i + 500),
    });
  }
}

/** Labels recorded in the account so far (the purchase worker's committed transactions). */
export async function labelsRecorded(accountId: string): Promise<number> {
  const { accountItems } = await import('./ledger-reads');
  return (await accountItems(accountId, 'LABEL#')).length;
}

export interface LabelFigures {
  /** A label the carrier sold (its SANDBOX# record) that the account does not record, or an unsettled purchase. */
  lostLabels: number;
  /** Labels, purchase debits or carrier sales beyond one per shipment. */
  duplicateLabels: number;
  /** The wallet against its ledger and holds (0 or 1). */
  ledgerMismatches: number;
  bought: number;
  /** Shipments with no label and no sale at all (allowed: "exactly once or not at all"). */
  notBought: number;
}

/** Per shipment: the account's LABEL# records and purchase debits, and the sandbox carrier's sales. */
export async function labelFigures(account: {
  accountId: string;
  shipments: { shipmentId: string }[];
}): Promise<LabelFigures> {
  const { accountItems, ledgerCheck } = await import('./ledger-reads');
  const { dynamoDocumentClient } = await import('#lib/clients');
  const labels = await accountItems(account.accountId, 'LABEL#');
  const debits = (await accountItems(account.accountId, 'LEDGER#purchase#')).filter((e) => e.kind === 'purchase');
  // The carrier's own memory: one record per idempotency key `lbl_<account>_<shipment>_<sequence>_<attempt>`.
  const prefix = `SANDBOX#KEY#lbl_${account.accountId}_`;
  const sales: Record<string, any>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new ScanCommand({
        TableName: process.env.TABLE_NAME,
        FilterExpression: 'begins_with(pk, :p)',
        ExpressionAttributeValues: { ':p': prefix },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    sales.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);

  const countBy = (items: Record<string, any>[], key: (i: Record<string, any>) => string) => {
    const m = new Map<string, number>();
    for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
    return m;
  };
  const labelsBy = countBy(labels, (l) => String(l.shipmentId));
  const debitsBy = countBy(debits, (d) => String(d.entryId).split('#')[1]);
  const salesBy = countBy(sales, (s) => String(s.pk).slice(prefix.length).split('_')[0]);
  let lostLabels = 0;
  let duplicateLabels = 0;
  let bought = 0;
  let notBought = 0;
  for (const { shipmentId } of account.shipments) {
    const [l, d, s] = [labelsBy.get(shipmentId) ?? 0, debitsBy.get(shipmentId) ?? 0, salesBy.get(shipmentId) ?? 0];
    duplicateLabels += Math.max(0, l - 1) + Math.max(0, d - 1) + Math.max(0, s - 1);
    if (l === 0 && d === 0 && s === 0) notBought++;
    else if (l === 0 || d === 0 || s === 0) lostLabels++;
    else bought++;
  }
  const check = await ledgerCheck(account.accountId);
  const ledgerMismatches =
    check.balanceCents !== check.ledgerSumCents || check.heldCents !== check.holdsSumCents ? 1 : 0;
  return { lostLabels, duplicateLabels, ledgerMismatches, bought, notBought };
}

/** Webhooks workload: a connected Shopify store (its own account) and `n` distinct orders/create bodies. */
export async function seedWebhooks(n: number) {
  const { benchShopifyOrder, benchShopifyStore } = await import('../bench/support/store-bench');
  const { addTestWarehouse } = await import('./labels');
  const store = await benchShopifyStore();
  await addTestWarehouse(store.owner, store.accountId);
  const bodies = Array.from({ length: n }, (_, i) => JSON.stringify(benchShopifyOrder(i)));
  return { ...store, bodies, orderNumbers: bodies.map((_, i) => `#B${i}`) };
}

/**
 * Posts every body to the app's Shopify webhook route, signed, through the gateway; an answer
 * other than 2xx (the 500 of a host killed mid-request, a refused connection) is sent again after a
 * short pause with the same headers, as Shopify retries. Resolves once every delivery was acknowledged.
 */
export function deliverWebhooks(
  appUrl: string,
  shop: string,
  bodies: string[],
  opts: { senders?: number; maxAttempts?: number } = {},
): { acknowledged: () => number; done: Promise<{ retried: number }> } {
  let acknowledged = 0;
  return { acknowledged: () => acknowledged, done: postAll() };

  async function postAll() {
    const { SANDBOX_SHOPIFY_APP } = await import('#functions/stores/store-app-secrets');
    const { hmacSha256 } = await import('#lib/http/webhook-signature');
    let retried = 0;
    await forEachConcurrently(
      bodies.map((body, i) => ({ body, eventId: `evt-crash-${i}` })),
      opts.senders ?? 16,
      async ({ body, eventId }) => {
        const triggeredAt = new Date().toISOString();
        for (let attempt = 1; ; attempt++) {
          const status = await fetch(`${appUrl}/api/v1/webhooks/shopify/orders/create`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'user-agent': 'Shopify-Captain-Hook',
              'x-shopify-topic': 'orders/create',
              'x-shopify-shop-domain': shop,
              'x-shopify-event-id': eventId,
              'x-shopify-webhook-id': `wh-${eventId}`,
              'x-shopify-triggered-at': triggeredAt,
              'x-shopify-hmac-sha256': hmacSha256(SANDBOX_SHOPIFY_APP.clientSecret, body).toString('base64'),
            },
            body,
          }).then(
            (res) => res.arrayBuffer().then(() => res.status),
            () => 0,
          );
          if (status >= 200 && status < 300) return void acknowledged++;
          if (attempt >= (opts.maxAttempts ?? 30))
            throw new Error(`${eventId}: still ${status} after ${attempt} posts`);
          retried++;
          await sleep(200 * Math.min(attempt, 5));
        }
      },
    );
    return { retried };
  }
}

/** How many orders the store's account holds per order number (the worker's writes). */
export async function storeOrderCounts(accountId: string, storeId: string): Promise<Map<string, number>> {
  const { onTable } = await import('#lib/db/table');
  const { OrderEntity } = await import('#functions/orders/db/order.entity');
  const { data } = await onTable(OrderEntity).query.byView({ accountId, view: 'active' }).go({ pages: 'all' });
  const counts = new Map<string, number>();
  for (const item of data) {
    const doc = item.doc as { storeId: string; orderNumber: string };
    if (doc.storeId === storeId) counts.set(doc.orderNumber, (counts.get(doc.orderNumber) ?? 0) + 1);
  }
  return counts;
}

/** Every event applied once: an order number with no order is lost, a second order is a duplicate. */
export function eventFigures(counts: Map<string, number>, orderNumbers: string[]) {
  let lostEvents = 0;
  let duplicateEvents = 0;
  for (const n of orderNumbers) {
    const c = counts.get(n) ?? 0;
    if (c === 0) lostEvents++;
    duplicateEvents += Math.max(0, c - 1);
  }
  const unexpected = [...counts.keys()].filter((n) => !orderNumbers.includes(n)).length;
  return { lostEvents, duplicateEvents: duplicateEvents + unexpected };
}

/** Print workload: a documents job over `orderIds` (queued for the print-documents worker). */
export async function requestPrintJob(
  account: { accountId: string; owner: TestUser },
  orderIds: string[],
): Promise<string> {
  const { createPrintJob } = await import('#functions/printing/printing.deps');
  const { ownerCaller } = await import('./label-pipeline');
  const view = await createPrintJob(ownerCaller(account.accountId, account.owner), {
    kind: 'documents',
    orderIds,
    choice: 'labels',
    labelSize: 'A6',
    format: 'pdf',
  });
  return view.jobId;
}

export async function printJobState(accountId: string, jobId: string) {
  const { dynamoPrintJobStore } = await import('#functions/printing/adapters/dynamodb.print-job-store');
  const job = await dynamoPrintJobStore.get(accountId, jobId);
  return { state: job?.state ?? 'missing', done: job?.done ?? 0, total: job?.total ?? 0, message: job?.message };
}

/**
 * A print job's progress for killMidway: 0 while queued, at least 1 and at most `total - 1` while
 * the worker builds it, `total` once it ended. Its `done` is written at most once a second or every
 * 25 documents, so a job of 100 may end before any write: kill at 1 (building) plus a random delay.
 */
export function printProgress(job: Awaited<ReturnType<typeof printJobState>>, total: number): number {
  if (job.state === 'ready' || job.state === 'failed') return total;
  if (job.state === 'building') return Math.min(total - 1, Math.max(1, job.done));
  return 0;
}

async function distinctFreePorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
