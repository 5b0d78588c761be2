/**
 * fauxqs with the order-automations queue (ORDER_AUTOMATIONS_QUEUE_URL and the SQS endpoint set), which
 * every import sends its new orders to: a sink for benches that import, and the queue the automations
 * import bench drains through the worker.
 */
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type LocalQueue } from '#infra/local/sqs-local';
import { freePort } from './bench-table-port';

export interface AutomationQueue {
  queue: LocalQueue;
  client: ReturnType<typeof localSqsClient>;
}

export async function withAutomationQueue<T>(run: (q: AutomationQueue) => Promise<T>): Promise<T> {
  const sqs = await startSqsLocal({
    port: await freePort(),
    queues: QUEUES.filter((q) => q.name === 'order-automations'),
  });
  const queue = sqs.queues[0]!;
  Object.assign(process.env, { AWS_ENDPOINT_URL_SQS: sqs.endpoint, ORDER_AUTOMATIONS_QUEUE_URL: queue.url });
  const client = localSqsClient(sqs.endpoint);
  try {
    return await run({ queue, client });
  } finally {
    client.destroy();
    await sqs.stop();
  }
}

/** The queue as a sink for a bench that imports without rules; stop it when the bench ends. */
export async function automationQueueSink(): Promise<{ stop(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let ready!: () => void;
  const started = new Promise<void>((r) => (ready = r));
  const running = withAutomationQueue(async () => {
    ready();
    await released;
  });
  await started;
  return {
    async stop() {
      release();
      await running;
    },
  };
}
