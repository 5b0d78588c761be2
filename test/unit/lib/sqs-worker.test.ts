import type { Context, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { sqsWorker } from '#lib/sqs-worker';

const schema = z.object({ id: z.string() });
const context = { functionName: 'test', awsRequestId: 'test' } as Context;
const record = (messageId: string, body: string) => ({ messageId, body, attributes: {} }) as SQSRecord;

describe('sqsWorker: each body parsed with the message schema, partial batch failures', () => {
  const batch = { Records: [record('ok', '{"id":"a"}'), record('no-json', 'not json'), record('no-id', '{"x":1}')] };

  it('hands the parsed message on; drop acknowledges bodies that are not the message', async () => {
    const seen: unknown[] = [];
    const worker = sqsWorker(schema, async (m) => void seen.push(m), { onInvalid: 'drop', message: 'test' });
    expect(await worker(batch, context)).toEqual({ batchItemFailures: [] });
    expect(seen).toEqual([{ id: 'a' }]);
  });

  it('retry reports them as batch item failures, so SQS redelivers and finally dead-letters them', async () => {
    const worker = sqsWorker(schema, async () => {}, { onInvalid: 'retry', message: 'test' });
    expect(await worker(batch, context)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'no-json' }, { itemIdentifier: 'no-id' }],
    });
  });

  it('a handler that throws fails its record only', async () => {
    const worker = sqsWorker(
      schema,
      async (m) => {
        if (m.id === 'b') throw new Error('later');
      },
      { onInvalid: 'drop', message: 'test' },
    );
    const res = await worker({ Records: [record('a', '{"id":"a"}'), record('b', '{"id":"b"}')] }, context);
    expect(res).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
  });
});
