import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import type { QueueDefinition } from '../app-manifest';
import { LOCAL_ACCOUNT_ID, LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION } from './local-config';

export interface LocalQueue {
  name: string;
  url: string;
  arn: string;
  dlqUrl: string;
  dlqArn: string;
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
}

export interface SqsLocal {
  endpoint: string;
  queues: LocalQueue[];
  stop(): Promise<void>;
}

export function localSqsClient(endpoint: string): SQSClient {
  return new SQSClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/**
 * fauxqs in library mode, bound to 127.0.0.1 (its startFauxqs helper binds 0.0.0.0, hence
 * buildApp). Queues are created through the SQS API so their URLs carry 127.0.0.1:port, the
 * origin handlers reach through AWS_ENDPOINT_URL_SQS. fauxqs keeps messages in memory only.
 */
export async function startSqsLocal(opts: { port: number; queues: readonly QueueDefinition[] }): Promise<SqsLocal> {
  const app = buildApp({ logger: false, defaultRegion: LOCAL_REGION });
  await app.listen({ port: opts.port, host: LOCAL_HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const endpoint = `http://${LOCAL_HOST}:${port}`;
  const client = localSqsClient(endpoint);
  try {
    const queues: LocalQueue[] = [];
    for (const q of opts.queues) queues.push(await createQueueWithDlq(client, q));
    return { endpoint, queues, stop: () => app.close() };
  } catch (err) {
    await app.close();
    throw err;
  } finally {
    client.destroy();
  }
}

/** The queue and its `-dlq`, with the same RedrivePolicy CDK gives them; fauxqs enforces it on receive. */
export async function createQueueWithDlq(client: SQSClient, q: QueueDefinition): Promise<LocalQueue> {
  const dlq = await client.send(
    new CreateQueueCommand({
      QueueName: `${q.name}-dlq`,
      Attributes: { MessageRetentionPeriod: String(14 * 24 * 3600) },
    }),
  );
  const dlqArn = await queueArn(client, dlq.QueueUrl!);
  const main = await client.send(
    new CreateQueueCommand({
      QueueName: q.name,
      Attributes: {
        VisibilityTimeout: String(q.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: q.maxReceiveCount }),
      },
    }),
  );
  return {
    name: q.name,
    url: main.QueueUrl!,
    arn: await queueArn(client, main.QueueUrl!),
    dlqUrl: dlq.QueueUrl!,
    dlqArn,
    visibilityTimeoutSeconds: q.visibilityTimeoutSeconds,
    maxReceiveCount: q.maxReceiveCount,
  };
}

async function queueArn(client: SQSClient, url: string): Promise<string> {
  const res = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  return res.Attributes?.QueueArn ?? `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${url.split('/').pop()}`;
}
