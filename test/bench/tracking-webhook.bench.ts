/**
 * Webhook verify + enqueue (the Track and notify issue): p50/p99 of the real easypost-webhook
 * handler (signature over the raw bytes, parse, the delivery's conditional create in DynamoDB Local,
 * SendMessage to tracking-updates on fauxqs, the delivery marked enqueued) for correctly signed
 * tracker.updated bodies with unique event ids, against the raw floor of the same work's outside
 * parts: an HMAC-SHA256 verify of the same body plus one SendMessage of it to the same queue.
 * The two are interleaved call by call so machine noise hits both alike; bodies and signatures are
 * built before timing (the sender's work, not ours).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';
import { webhookDelivery, withTrackingQueues } from './support/tracking-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1_000);
const WARMUP = 50;

async function main() {
  await withBenchTable('shipdeck-bench-tracking-webhook', async () => {
    await withTrackingQueues(async (queues) => {
      const { invoke } = await import('../support/api-events');
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
      const key = Buffer.from(secret.normalize('NFKD'), 'utf8');

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
        const given = Buffer.from(event.headers['x-hmac-signature']!.slice('hmac-sha256-hex='.length), 'hex');
        const expected = createHmac('sha256', key).update(body).digest();
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
        await queues.client.send(new SendMessageCommand({ QueueUrl: queues.updates.url, MessageBody: event.body! }));
      };

      const { a: handlerMs, b: rawMs } = await sampleInterleaved(viaHandler, raw, { warmup: WARMUP, samples: SAMPLES });
      if (refused) throw new Error(`${refused} signed deliveries were not answered 200`);
      console.log(`tracking webhook: ${SAMPLES} signed tracker.updated deliveries, interleaved with the raw floor`);
      console.log(
        benchLine({
          bench: 'tracking-webhook',
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
