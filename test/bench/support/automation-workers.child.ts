/**
 * The order-automations worker in a process of its own, as its Lambda runs apart from the import's in a
 * deployment: BENCH_AUTOMATION_WORKERS pollers receive batches from the queue (BENCH_QUEUE_URL, the table
 * and queue endpoints in the environment the bench sets) and run the worker on each, so the import's event
 * loop and the worker's never wait on each other. Forked by automations-import.ts: it says `ready` once
 * loaded, polls until told `finish` and the queue is empty, then answers `done` with the orders it ran.
 */
import type { SQSEvent } from 'aws-lambda';
import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { localSqsClient } from '#infra/local/sqs-local';
import { lambdaContext } from '../../support/api-events';
import { countDynamoCalls, takeDynamoCalls, type DynamoCallCounts } from './dynamo-call-count';

export type WorkersMessage =
  | { type: 'ready' }
  | { type: 'done'; ran: number; dynamoCalls?: DynamoCallCounts }
  | { type: 'failed'; message: string };

const send = (m: WorkersMessage) => new Promise<void>((resolve) => process.send!(m, undefined, {}, () => resolve()));
const env = (name: string) =>
  process.env[name] ??
  (() => {
    throw new Error(`${name} is not set`);
  })();

const queueUrl = env('BENCH_QUEUE_URL');
const queueArn = env('BENCH_QUEUE_ARN');
const batchSize = Number(env('BENCH_WORKER_BATCH_SIZE'));
const pollers = Number(env('BENCH_AUTOMATION_WORKERS'));
const client = localSqsClient(env('AWS_ENDPOINT_URL_SQS'));
const { handler: worker } = await import('#functions/automations/handlers/apply-import-automations.worker');
const counting = countDynamoCalls();

/** Receives (and deletes) up to `batchSize` messages as an SQS event; none after a second's wait. */
async function receiveBatch(): Promise<SQSEvent> {
  const res = await client.send(
    new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: batchSize, WaitTimeSeconds: 1 }),
  );
  const messages = res.Messages ?? [];
  if (messages.length)
    await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body!,
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: {},
      md5OfBody: m.MD5OfBody!,
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: 'us-east-1',
    })) as unknown as SQSEvent['Records'],
  };
}

let finishing = false;
process.on('message', (m: { type?: string }) => {
  if (m.type === 'finish') finishing = true;
});

let ran = 0;
async function poll() {
  for (;;) {
    const event = await receiveBatch();
    if (event.Records.length === 0) {
      if (finishing) return;
      continue;
    }
    const res = await worker(event, lambdaContext);
    if (res.batchItemFailures.length) throw new Error(`worker failed ${res.batchItemFailures.length} records`);
    for (const r of event.Records) ran += (JSON.parse(r.body) as { orderIds: string[] }).orderIds.length;
  }
}

await send({ type: 'ready' });
try {
  await Promise.all(Array.from({ length: pollers }, poll));
  await send({ type: 'done', ran, ...(counting ? { dynamoCalls: takeDynamoCalls() } : {}) });
} catch (err) {
  await send({ type: 'failed', message: (err as Error).message });
  process.exitCode = 1;
} finally {
  client.destroy();
  process.disconnect();
}
