/**
 * A 10,000-label batch: 20 accounts × 500 shipments (the purchase route's cap per request), every
 * request at once, bought through the label-purchase queue (fauxqs) by worker pollers against
 * DynamoDB Local and s3rver. lost, duplicated and ledgerMismatches (accounts whose balance is not the
 * sum of their ledger, or whose held is not the sum of their holds) are read back from the table.
 * BENCH_CARRIER chooses the carrier (see labels-queue.bench.ts).
 */
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

const LABELS = Number(process.env.BENCH_BATCH_LABELS ?? 10_000);
const PER_ACCOUNT = 500;
const POLLERS = Number(process.env.BENCH_POLLERS ?? 8);

async function main() {
  await withBenchTable('shipdeck-bench-labels-batch', async () => {
    await withQueueAndBucket(async (sqs) => {
      const carrier = await benchCarrier();
      const t0 = performance.now();
      const accounts = await seedPurchasable(Math.ceil(LABELS / PER_ACCOUNT), PER_ACCOUNT, 'Batch');
      console.log(`Seeded ${LABELS} purchasable shipments in ${round((performance.now() - t0) / 1000, 1)} s`);

      const { makeSqsLabelPurchaseQueue } = await import('#functions/labels/adapters/sqs.label-purchase-queue');
      const { sqsClient } = await import('#lib/clients');
      const pipeline = await benchPipeline(
        carrier,
        makeSqsLabelPurchaseQueue(sqsClient, () => sqs.queueUrl),
      );
      const b0 = performance.now();
      const drained = drainQueue(sqs, pipeline.purchaseLabel, {
        pollers: POLLERS,
        expected: LABELS,
        timeoutMs: 1_800_000,
      });
      await requestAll(pipeline, accounts);
      const { purchased, errors } = await drained;
      const seconds = (performance.now() - b0) / 1000;
      console.log(`${purchased} purchased (${errors} retried runs) with ${POLLERS} pollers`);

      const figures = await tableFigures(accounts);
      console.log(benchLine({ bench: 'labels-batch', labels: LABELS, seconds: round(seconds), ...figures }));
    });
  });
}

await main();
