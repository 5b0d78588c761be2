import { createHmac, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer as WebhookEvent, Context } from 'aws-lambda';
import { benchLine, percentile, round, sampleInterleaved } from './stats';

export interface WebhookFloorBench {
  bench: string;
  /** What was timed, printed above the BENCH line. */
  description: string;
  handler: (event: WebhookEvent, context: Context) => Promise<unknown>;
  /** warmup + samples signed deliveries, built before timing (the sender's work, not ours). */
  deliveries: WebhookEvent[];
  warmup: number;
  samples: number;
  /** The HMAC key and the digest a delivery's signature header carries. */
  key: Buffer;
  signatureOf: (event: WebhookEvent) => Buffer;
  /** The floor's one SendMessage of the body to the same queue the handler sends to. */
  send: (body: string) => Promise<void>;
}

/**
 * A webhook handler (verify + dedupe + enqueue) against the raw floor of its outside parts — an
 * HMAC-SHA256 check of the same body and one SendMessage of it — interleaved call by call so
 * machine noise hits both alike; prints the handler's p50/p99, the floor's and their ratios.
 */
export async function benchWebhookAgainstFloor(options: WebhookFloorBench): Promise<void> {
  const { invoke } = await import('../../support/api-events');
  const { deliveries, key } = options;
  let h = 0;
  let refused = 0;
  const viaHandler = async () => {
    const res = await invoke(options.handler, deliveries[h++]!);
    if (res.status !== 200) refused++;
  };
  let r = 0;
  const raw = async () => {
    const event = deliveries[r++]!;
    const body = Buffer.from(event.body!, 'utf8');
    const given = options.signatureOf(event);
    const expected = createHmac('sha256', key).update(body).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
    await options.send(event.body!);
  };

  const { a: handlerMs, b: rawMs } = await sampleInterleaved(viaHandler, raw, {
    warmup: options.warmup,
    samples: options.samples,
  });
  if (refused) throw new Error(`${refused} signed deliveries were not answered 200`);
  console.log(options.description);
  console.log(
    benchLine({
      bench: options.bench,
      handlerP50Ms: round(percentile(handlerMs, 50)),
      handlerP99Ms: round(percentile(handlerMs, 99)),
      rawP99Ms: round(percentile(rawMs, 99)),
      p99Ratio: round(percentile(handlerMs, 99) / percentile(rawMs, 99)),
      rawP50Ms: round(percentile(rawMs, 50)),
      p50Ratio: round(percentile(handlerMs, 50) / percentile(rawMs, 50)),
      samples: options.samples,
    }),
  );
}
