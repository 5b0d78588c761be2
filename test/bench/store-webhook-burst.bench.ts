/**
 * A burst of 5,000 store order webhooks to orders in the grid (issue 13): signed Shopify
 * orders/create deliveries (one in ten delivered twice by the platform) through the real
 * store-webhook handler, then the store-events queue drained through the real apply-store-event
 * worker and the order-landing queue through the real land-store-order worker at the same time (one
 * batch in ten delivered twice by SQS at each hop), against DynamoDB Local and fauxqs. Wall time
 * from the first delivery to the last order written; lost and duplicated are counted from the
 * table: every order number exactly once in the store, nothing else.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { forEachConcurrently } from '#lib/concurrently';
import { withBenchTable } from './support/bench-table';
import { benchLine, round } from './support/stats';
import { benchShopifyOrder, benchShopifyStore, shopifyDelivery, withStoreQueues } from './support/store-bench';

const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 5_000);
/** Concurrent webhook deliveries (the platform's senders) and concurrent worker invocations (Lambda's pollers). */
const SENDERS = 16;
const WORKERS = 4;

async function main() {
  await withBenchTable('shipdeck-bench-store-burst', async () => {
    await withStoreQueues(async (queues) => {
      const { invoke, lambdaContext } = await import('../support/api-events');
      const { receiveEvent } = await import('../support/print');
      const { handler } = await import('#functions/stores/handlers/store-webhook.handler');
      const { handler: worker } = await import('#functions/stores/handlers/apply-store-event.worker');
      const { handler: landingWorker } = await import('#functions/orders/handlers/land-store-order.worker');
      const { onTable } = await import('#lib/db/table');
      const { OrderEntity } = await import('#functions/orders/db/order.entity');
      const { addTestWarehouse } = await import('../support/labels');
      const { accountId, owner, storeId, shop } = await benchShopifyStore();
      await addTestWarehouse(owner, accountId);

      const deliveries = Array.from({ length: WEBHOOKS }, (_, i) => {
        const order = benchShopifyOrder(i);
        return shopifyDelivery(shop, 'orders/create', JSON.stringify(order), `evt-burst-${i}`);
      });
      // The platform's retries: one in ten delivered again, after the rest.
      const schedule = [...deliveries, ...deliveries.filter((_, i) => i % 10 === 0)];

      const started = performance.now();
      let refused = 0;
      await forEachConcurrently(schedule, SENDERS, async (event) => {
        const res = await invoke(handler, event);
        if (res.status !== 200) refused++;
      });
      const enqueuedSeconds = (performance.now() - started) / 1000;

      let failures = 0;
      type Worker = typeof worker;
      /** One queue's pollers: each stops once `upstreamDone()` and the queue stays empty a while. */
      const drainWith = async (url: string, run: Worker, upstreamDone: () => boolean) => {
        let batches = 0;
        let idle = 0;
        const poll = async () => {
          for (;;) {
            const event: SQSEvent = await receiveEvent(queues.client, url);
            if (event.Records.length === 0) {
              if (upstreamDone() && ++idle > WORKERS * 2) return;
              continue;
            }
            idle = 0;
            const n = batches++;
            const res = (await run(event, lambdaContext)) as SQSBatchResponse;
            failures += res.batchItemFailures.length;
            // SQS's at-least-once: one batch in ten delivered again.
            if (n % 10 === 0) await run(event, lambdaContext);
          }
        };
        await Promise.all(Array.from({ length: WORKERS }, poll));
      };
      let eventsDone = false;
      await Promise.all([
        drainWith(queues.events.url, worker, () => true).then(() => (eventsDone = true)),
        drainWith(queues.landing.url, landingWorker, () => eventsDone),
      ]);
      const seconds = (performance.now() - started) / 1000;

      const { data } = await onTable(OrderEntity).query.byView({ accountId, view: 'active' }).go({ pages: 'all' });
      const counts = new Map<string, number>();
      for (const item of data) {
        const doc = item.doc as { storeId: string; orderNumber: string };
        if (doc.storeId === storeId) counts.set(doc.orderNumber, (counts.get(doc.orderNumber) ?? 0) + 1);
      }
      let lost = 0;
      let duplicated = 0;
      for (let i = 0; i < WEBHOOKS; i++) {
        const n = counts.get(`#B${i}`) ?? 0;
        if (n === 0) lost++;
        if (n > 1) duplicated += n - 1;
      }
      console.log(
        `store webhook burst: ${WEBHOOKS} orders/create (+${schedule.length - WEBHOOKS} redelivered) via ${SENDERS} senders, ` +
          `${WORKERS} workers; enqueued in ${round(enqueuedSeconds)} s, ${refused} refused, ${failures} record failures`,
      );
      console.log(
        benchLine({
          bench: 'store-webhook-burst',
          webhooks: WEBHOOKS,
          seconds: round(seconds),
          lost,
          duplicated,
          redelivered: schedule.length - WEBHOOKS,
          enqueueSeconds: round(enqueuedSeconds),
          ordersPerSecond: round(WEBHOOKS / seconds),
        }),
      );
      if (lost || duplicated || refused) process.exitCode = 1;
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
