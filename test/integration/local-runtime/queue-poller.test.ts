import {
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failedItemIds, startQueuePollers, type QueuePollers } from '#infra/local/queue-poller';
import { localSqsClient, startSqsLocal, type LocalQueue, type SqsLocal } from '#infra/local/sqs-local';

/**
 * The local SQS event source (issue 2 §3 "SQS"): real SQSEvent batches from a real fauxqs,
 * partial batch responses, visibility timeouts and redrive to the DLQ.
 */

let sqs: SqsLocal;
let client: SQSClient;
let pollers: QueuePollers | undefined;

beforeAll(async () => {
  sqs = await startSqsLocal({
    port: 0,
    queues: [
      { name: 'label-purchase', visibilityTimeoutSeconds: 1, maxReceiveCount: 2 },
      { name: 'tracking-updates', visibilityTimeoutSeconds: 1, maxReceiveCount: 2 },
      { name: 'emails', visibilityTimeoutSeconds: 1, maxReceiveCount: 2 },
    ],
  });
  client = localSqsClient(sqs.endpoint);
});

afterEach(async () => {
  await pollers?.stop();
  pollers = undefined;
});

afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

const queue = (name: string): LocalQueue => sqs.queues.find((q) => q.name === name)!;

async function send(q: LocalQueue, body: string): Promise<string> {
  const res = await client.send(
    new SendMessageCommand({
      QueueUrl: q.url,
      MessageBody: body,
      MessageAttributes: { kind: { DataType: 'String', StringValue: 'test' } },
    }),
  );
  return res.MessageId!;
}

async function count(url: string): Promise<{ visible: number; inFlight: number }> {
  const res = await client.send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return {
    visible: Number(res.Attributes?.ApproximateNumberOfMessages),
    inFlight: Number(res.Attributes?.ApproximateNumberOfMessagesNotVisible),
  };
}

async function until(cond: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('queue poller against fauxqs', () => {
  it('issue 2 §3: every queue has its DLQ with the manifest maxReceiveCount', async () => {
    for (const q of sqs.queues) {
      const res = await client.send(
        new GetQueueAttributesCommand({ QueueUrl: q.url, AttributeNames: ['RedrivePolicy', 'VisibilityTimeout'] }),
      );
      expect(JSON.parse(res.Attributes!.RedrivePolicy!)).toEqual({ deadLetterTargetArn: q.dlqArn, maxReceiveCount: 2 });
      expect(res.Attributes!.VisibilityTimeout).toBe('1');
      expect(q.dlqUrl).toMatch(new RegExp(`/${q.name}-dlq$`));
    }
  });

  it('issue 2 §3: deletes the successes, retries only the batchItemFailures, then redrives to the DLQ', async () => {
    const q = queue('label-purchase');
    const receives = new Map<string, number[]>();
    const records: SQSRecord[] = [];
    pollers = startQueuePollers({
      client,
      waitTimeSeconds: 1,
      targets: [
        {
          name: 'purchase-label',
          queueUrl: q.url,
          queueArn: q.arn,
          batchSize: 10,
          invoke: async (event: SQSEvent): Promise<SQSBatchResponse> => {
            records.push(...event.Records);
            for (const r of event.Records)
              receives.set(r.body, [...(receives.get(r.body) ?? []), Number(r.attributes.ApproximateReceiveCount)]);
            return {
              batchItemFailures: event.Records.filter((r) => r.body === 'poison').map((r) => ({
                itemIdentifier: r.messageId,
              })),
            };
          },
        },
      ],
    });
    await send(q, 'good-1');
    const poisonId = await send(q, 'poison');
    await send(q, 'good-2');

    await until(async () => (await count(q.dlqUrl)).visible === 1);
    expect(receives.get('good-1')).toEqual([1]);
    expect(receives.get('good-2')).toEqual([1]);
    // Received maxReceiveCount (2) times, then SQS moves it to the DLQ instead of a third delivery.
    expect(receives.get('poison')).toEqual([1, 2]);
    expect(await count(q.url)).toEqual({ visible: 0, inFlight: 0 });
    const dead = await client.send(new ReceiveMessageCommand({ QueueUrl: q.dlqUrl, MaxNumberOfMessages: 10 }));
    expect(dead.Messages?.map((m) => [m.MessageId, m.Body])).toEqual([[poisonId, 'poison']]);

    const record = records.find((r) => r.body === 'good-1')!;
    expect(record).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: q.arn,
      awsRegion: 'us-east-1',
      messageAttributes: {
        kind: { dataType: 'String', stringValue: 'test', stringListValues: [], binaryListValues: [] },
      },
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: expect.stringMatching(/^\d+$/),
        ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d+$/),
      },
    });
    expect(record.receiptHandle).toBeTruthy();
    expect(record.md5OfBody).toMatch(/^[0-9a-f]{32}$/);
  });

  it('issue 2 §3: a thrown error fails the whole batch, which comes back after the visibility timeout', async () => {
    const q = queue('tracking-updates');
    // Both messages wait in the queue before polling starts, so the first receive gets them together.
    await client.send(
      new SendMessageBatchCommand({
        QueueUrl: q.url,
        Entries: [
          { Id: '1', MessageBody: 'a' },
          { Id: '2', MessageBody: 'b' },
        ],
      }),
    );
    let calls = 0;
    const seen: string[][] = [];
    pollers = startQueuePollers({
      client,
      waitTimeSeconds: 1,
      targets: [
        {
          name: 'tracking-worker',
          queueUrl: q.url,
          queueArn: q.arn,
          batchSize: 10,
          invoke: async (event) => {
            calls++;
            seen.push(event.Records.map((r) => r.body).sort());
            if (calls === 1) throw new Error('downstream unavailable');
            // Returning a listed success for one would leave the other; a thrown error must not.
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await until(
      async () => seen.flat().length >= 4 && (await count(q.url)).inFlight === 0 && (await count(q.url)).visible === 0,
    );
    expect(seen[0]).toEqual(['a', 'b']);
    expect(seen.flat().sort()).toEqual(['a', 'a', 'b', 'b']);
    expect((await count(q.dlqUrl)).visible).toBe(0);
  });

  it('issue 2 §3: stop() ends the long poll promptly', async () => {
    const q = queue('emails');
    pollers = startQueuePollers({
      client,
      waitTimeSeconds: 20,
      targets: [{ name: 'emails', queueUrl: q.url, queueArn: q.arn, batchSize: 1, invoke: async () => ({}) }],
    });
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    await pollers.stop();
    pollers = undefined;
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});

describe('partial batch response rules', () => {
  const event: SQSEvent = { Records: ['m1', 'm2', 'm3'].map((messageId) => ({ messageId }) as SQSRecord) };
  it.each([
    ['undefined (void handler)', undefined, []],
    ['an empty object', {}, []],
    ['an empty list', { batchItemFailures: [] }, []],
    ['one listed failure', { batchItemFailures: [{ itemIdentifier: 'm2' }] }, ['m2']],
    ['an unknown id (whole batch fails)', { batchItemFailures: [{ itemIdentifier: 'zz' }] }, ['m1', 'm2', 'm3']],
    ['an empty id (whole batch fails)', { batchItemFailures: [{ itemIdentifier: '' }] }, ['m1', 'm2', 'm3']],
    ['a non-list (whole batch fails)', { batchItemFailures: 'm1' }, ['m1', 'm2', 'm3']],
  ])('issue 2 §3: %s', (_name, result, expected) => {
    expect([...failedItemIds(result, event)].sort()).toEqual(expected);
  });
});
