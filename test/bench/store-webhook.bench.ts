/**
 * Store webhook verify + enqueue (issue 13): p50/p99 of the real store-webhook handler (Shopify's
 * HMAC over the raw bytes, the shop's claim looked up, the delivery's conditional create in
 * DynamoDB Local, SendMessage to store-events on fauxqs, the delivery marked enqueued) for
 * correctly signed orders/create bodies with unique event ids, against the raw floor of the same
 * work's outside parts: an HMAC-SHA256 verify of the same body plus one SendMessage of it to the
 * same queue. Interleaved call by call so machine noise hits both alike; bodies and signatures are
 * built before timing (the platform's work, not ours). Shopify's limit is 5 s; the aim is < 300 ms.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { withBenchTable } from './support/bench-table';
import { benchWebhookAgainstFloor } from './support/webhook-bench';
import { benchShopifyOrder, benchShopifyStore, shopifyDelivery, withStoreQueues } from './support/store-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1_000);
const WARMUP = 50;

async function main() {
  await withBenchTable('shipdeck-bench-store-webhook', async () => {
    await withStoreQueues(async (queues) => {
      const { handler } = await import('#functions/stores/handlers/store-webhook.handler');
      const { SANDBOX_SHOPIFY_APP } = await import('#functions/stores/store-app-secrets');
      const { shop } = await benchShopifyStore();

      const total = WARMUP + SAMPLES;
      const deliveries = Array.from({ length: total }, (_, i) =>
        shopifyDelivery(shop, 'orders/create', JSON.stringify(benchShopifyOrder(i)), `evt-bench-${process.pid}-${i}`),
      );
      await benchWebhookAgainstFloor({
        bench: 'store-webhook',
        description: `store webhook: ${SAMPLES} signed Shopify orders/create deliveries, interleaved with the raw floor`,
        handler,
        deliveries,
        warmup: WARMUP,
        samples: SAMPLES,
        key: Buffer.from(SANDBOX_SHOPIFY_APP.clientSecret, 'utf8'),
        signatureOf: (event) => Buffer.from(event.headers['x-shopify-hmac-sha256']!, 'base64'),
        send: async (body) => {
          await queues.client.send(new SendMessageCommand({ QueueUrl: queues.events.url, MessageBody: body }));
        },
      });
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
