/**
 * Store webhook verify + enqueue (issue 13): p50/p99 of the real store-webhook handler (Shopify's
 * HMAC over the raw bytes, the shop's claim looked up, the delivery's conditional create in
 * DynamoDB Local, SendMessage to store-events on fauxqs, the delivery marked enqueued) for
 * correctly signed orders/create bodies with unique event ids, against the raw floor of the same
 * work's outside parts: an HMAC-SHA256 verify of the same body plus one SendMessage of it to the
 * same queue. Interleaved call by call so machine noise hits both alike; bodies and signatures are
 * built before timing (the platform's work, not ours). Shopify's limit is 5 s; the aim is < 300 ms.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';
import { benchShopifyOrder, benchShopifyStore, shopifyDelivery, withStoreQueues } from './support/store-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1_000);
const WARMUP = 50;

async function main() {
  await withBenchTable('shipdeck-bench-store-webhook', async () => {
    await withStoreQueues(async (queues) => {
      const { invoke } = await import('../support/api-events');
      const { handler } = await import('#functions/stores/handlers/store-webhook.handler');
      const { SANDBOX_SHOPIFY_APP } = await import('#functions/stores/store-app-secrets');
      const { shop } = await benchShopifyStore();

      const total = WARMUP + SAMPLES;
      const deliveries = Array.from({ length: total }, (_, i) =>
        shopifyDelivery(shop, 'orders/create', JSON.stringify(benchShopifyOrder(i)), `evt-bench-${process.pid}-${i}`),
      );
      const key = Buffer.from(SANDBOX_SHOPIFY_APP.clientSecret, 'utf8');

      let h = 0;
      let refused = 0;
      const viaHandler = async () => {
        const res = await invoke(handler, deliveries[h++]);
        if (res.status !== 200) refused++;
      };
      let r = 0;
      const raw = async () => {
        const event = deliveries[r++];
        const body = Buffer.from(event.body!, 'utf8');
        const given = Buffer.from(event.headers['x-shopify-hmac-sha256']!, 'base64');
        const expected = createHmac('sha256', key).update(body).digest();
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
        await queues.client.send(new SendMessageCommand({ QueueUrl: queues.events.url, MessageBody: event.body! }));
      };

      const { a: handlerMs, b: rawMs } = await sampleInterleaved(viaHandler, raw, { warmup: WARMUP, samples: SAMPLES });
      if (refused) throw new Error(`${refused} signed deliveries were not answered 200`);
      console.log(`store webhook: ${SAMPLES} signed Shopify orders/create deliveries, interleaved with the raw floor`);
      console.log(
        benchLine({
          bench: 'store-webhook',
          handlerP50Ms: round(percentile(handlerMs, 50)),
          handlerP99Ms: round(percentile(handlerMs, 99)),
          rawP99Ms: round(percentile(rawMs, 99)),
          p99Ratio: round(percentile(handlerMs, 99) / percentile(rawMs, 99)),
          rawP50Ms: round(percentile(rawMs, 50)),
          p50Ratio: round(percentile(handlerMs, 50) / percentile(rawMs, 50)),
          samples: SAMPLES,
        }),
      );
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
