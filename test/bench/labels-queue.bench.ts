/**
 * 1,000 labels bought through the label-purchase queue (fauxqs), worker pollers (each its own
 * worker, as Lambda scales out), DynamoDB Local and s3rver, against a direct in-process loop of the
 * same use case over another 1,000 with as many purchases in flight as the pollers' batches hold.
 * Both include the purchase requests. lost/duplicated are read back from the table. The carrier is
 * BENCH_CARRIER (`fast`, the deterministic test carrier, or `deps`, functions/carriers/carriers.deps).
 */
import { forEachConcurrently } from '#lib/concurrently';
import { withBenchTable } from './support/bench-table';
import {
  benchCarrier,
  benchPipeline,
  drainQueue,
  requestAll,
  seedPurchasable,
  tableFigures,
  withQueueAndBucket,
} from './support/labels-bench';
import { benchLine, round } from './support/stats';

const LABELS = Number(process.env.BENCH_LABELS ?? 1_000);
const ACCOUNTS = 10;
const POLLERS = Number(process.env.BENCH_POLLERS ?? 8);
const IN_FLIGHT = POLLERS * 10;

async function main() {
  await withBenchTable('shipdeck-bench-labels-queue', async () => {
    await withQueueAndBucket(async (sqs) => {
      const carrier = await benchCarrier();
      const perAccount = LABELS / ACCOUNTS;
      const t0 = performance.now();
      const viaQueue = await seedPurchasable(ACCOUNTS, perAccount, 'Queue');
      const direct = await seedPurchasable(ACCOUNTS, perAccount, 'Direct');
      console.log(`Seeded 2 × ${LABELS} purchasable shipments in ${round((performance.now() - t0) / 1000, 1)} s`);

      const { makeSqsLabelPurchaseQueue } = await import('#functions/labels/adapters/sqs.label-purchase-queue');
      const { sqsClient } = await import('#lib/clients');
      const queued = await benchPipeline(
        carrier,
        makeSqsLabelPurchaseQueue(sqsClient, () => sqs.queueUrl),
      );
      const q0 = performance.now();
      const drained = drainQueue(sqs, queued.purchaseLabel, { pollers: POLLERS, expected: LABELS, timeoutMs: 600_000 });
      await requestAll(queued, viaQueue);
      const { purchased, errors } = await drained;
      const queueSeconds = (performance.now() - q0) / 1000;
      console.log(`Queue: ${purchased} purchased (${errors} retried runs) with ${POLLERS} pollers`);

      const messages: Parameters<typeof queued.purchaseLabel>[0][] = [];
      const inProcess = await benchPipeline(carrier, { send: async (m) => void messages.push(...m) });
      const d0 = performance.now();
      await requestAll(inProcess, direct);
      await forEachConcurrently(messages, IN_FLIGHT, async (m) => {
        await inProcess.purchaseLabel(m);
      });
      const directSeconds = (performance.now() - d0) / 1000;

      const figures = await tableFigures([...viaQueue, ...direct]);
      console.log(
        `Direct: ${messages.length} purchases, ${IN_FLIGHT} in flight; ledger mismatches ${figures.ledgerMismatches}`,
      );
      console.log(
        benchLine({
          bench: 'labels-queue',
          labels: LABELS,
          queueSeconds: round(queueSeconds),
          directSeconds: round(directSeconds),
          queueToDirectRatio: round(queueSeconds / directSeconds),
          lost: figures.lost,
          duplicated: figures.duplicated,
        }),
      );
    });
  });
}

await main();
