/**
 * Webhook verify + enqueue (the Track and notify issue): p50/p99 of the real easypost-webhook
 * handler (signature over the raw bytes, parse, the delivery's conditional create in DynamoDB Local,
 * SendMessage to tracking-updates on fauxqs, the delivery marked enqueued) for correctly signed
 * tracker.updated bodies with unique event ids, against the raw floor of the same work's outside
 * parts: an HMAC-SHA256 verify of the same body plus one SendMessage of it to the same queue.
 * The two are interleaved call by call so machine noise hits both alike; bodies and signatures are
 * built before timing (the sender's work, not ours).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { withBenchTable } from './support/bench-table';
import { benchWebhookAgainstFloor } from './support/webhook-bench';
import { webhookDelivery, withTrackingQueues } from './support/tracking-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1_000);
const WARMUP = 50;

async function main() {
  await withBenchTable('shipdeck-bench-tracking-webhook', async () => {
    await withTrackingQueues(async (queues) => {
      const { scan, trackerUpdatedBody } = await import('../support/tracking');
      const { handler } = await import('#functions/tracking/handlers/easypost-webhook.handler');
      const { SANDBOX_EASYPOST_WEBHOOK_SECRET: secret } = await import('#functions/tracking/webhook-secret');

      const total = WARMUP + SAMPLES;
      const bodies = Array.from({ length: total }, (_, i) =>
        trackerUpdatedBody({
          eventId: `evt_bench_${process.pid}_${i}`,
          trackingCode: `1ZBENCH${String(i % 50).padStart(4, '0')}`,
          status: 'in_transit',
          events: [scan('pre_transit', '2030-01-01T09:00:00Z'), scan('in_transit', '2030-01-02T10:00:00Z', 'Dallas')],
        }),
      );
      const deliveries = bodies.map((raw) => webhookDelivery(raw));
      await benchWebhookAgainstFloor({
        bench: 'tracking-webhook',
        description: `tracking webhook: ${SAMPLES} signed tracker.updated deliveries, interleaved with the raw floor`,
        handler,
        deliveries,
        warmup: WARMUP,
        samples: SAMPLES,
        key: Buffer.from(secret.normalize('NFKD'), 'utf8'),
        signatureOf: (event) => Buffer.from(event.headers['x-hmac-signature']!.slice('hmac-sha256-hex='.length), 'hex'),
        send: async (body) => {
          await queues.client.send(new SendMessageCommand({ QueueUrl: queues.updates.url, MessageBody: body }));
        },
      });
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
