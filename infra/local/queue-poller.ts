import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { LOCAL_REGION } from './local-config';

/**
 * The local twin of Lambda's SQS event source mapping with `reportBatchItemFailures`:
 * long-polls a queue, hands the worker a real SQSEvent batch, deletes what succeeded and leaves
 * the rest to reappear after the visibility timeout. The queue's RedrivePolicy (enforced by
 * fauxqs on receive, as SQS does) moves a message to the DLQ after maxReceiveCount receives.
 */
export interface QueuePollerTarget {
  /** Function name, for logs. */
  name: string;
  queueUrl: string;
  queueArn: string;
  batchSize: number;
  invoke(event: SQSEvent): Promise<unknown>;
}

export interface QueuePollers {
  stop(): Promise<void>;
}

export interface QueuePollerOptions {
  client: SQSClient;
  targets: QueuePollerTarget[];
  /** Long-poll wait per ReceiveMessage; short keeps stop() prompt. */
  waitTimeSeconds?: number;
  log?: (line: string) => void;
}

export function startQueuePollers(opts: QueuePollerOptions): QueuePollers {
  const abort = new AbortController();
  const loops = opts.targets.map((t) => pollLoop(t, opts, abort.signal));
  return {
    stop: async () => {
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}

async function pollLoop(target: QueuePollerTarget, opts: QueuePollerOptions, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    let messages: Message[];
    try {
      const res = await opts.client.send(
        new ReceiveMessageCommand({
          QueueUrl: target.queueUrl,
          MaxNumberOfMessages: Math.min(Math.max(target.batchSize, 1), 10),
          WaitTimeSeconds: opts.waitTimeSeconds ?? 2,
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
        { abortSignal: signal },
      );
      messages = res.Messages ?? [];
    } catch (err) {
      if (signal.aborted) return;
      opts.log?.(`[queue] ${target.name}: receive failed: ${String(err)}`);
      await sleep(1000, signal);
      continue;
    }
    if (!messages.length) continue;
    await processBatch(target, opts, messages);
  }
}

/** Exported for tests: one batch through the worker, with Lambda's partial-failure rules. */
export async function processBatch(
  target: QueuePollerTarget,
  opts: Pick<QueuePollerOptions, 'client' | 'log'>,
  messages: Message[],
): Promise<{ deleted: string[]; failed: string[] }> {
  const event: SQSEvent = { Records: messages.map((m) => toSqsRecord(m, target.queueArn)) };
  const started = Date.now();
  let failedIds: Set<string>;
  try {
    const result = await target.invoke(event);
    failedIds = failedItemIds(result, event);
  } catch (err) {
    opts.log?.(
      `[queue] ${target.name}: batch of ${messages.length} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    failedIds = new Set(event.Records.map((r) => r.messageId));
  }
  const done = messages.filter((m) => !failedIds.has(m.MessageId!));
  if (done.length) {
    await opts.client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: target.queueUrl,
        Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
  }
  opts.log?.(
    `[queue] ${target.name} ${messages.length} msg → ${done.length} ok, ${failedIds.size} retry (${Date.now() - started} ms)`,
  );
  return { deleted: done.map((m) => m.MessageId!), failed: [...failedIds] };
}

/**
 * Lambda's rules for a partial batch response: a missing or empty response means success;
 * an itemIdentifier that is empty or not in the batch makes the whole batch fail.
 */
export function failedItemIds(result: unknown, event: SQSEvent): Set<string> {
  const all = new Set(event.Records.map((r) => r.messageId));
  if (result === undefined || result === null || typeof result !== 'object') return new Set();
  const failures = (result as Partial<SQSBatchResponse>).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const ids = new Set<string>();
  for (const f of failures) {
    const id = (f as { itemIdentifier?: unknown })?.itemIdentifier;
    if (typeof id !== 'string' || !id || !all.has(id)) return all;
    ids.add(id);
  }
  return ids;
}

export function toSqsRecord(m: Message, queueArn: string): SQSRecord {
  const a = m.Attributes ?? {};
  const attributes: SQSRecord['attributes'] = {
    ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
    SentTimestamp: a.SentTimestamp ?? String(Date.now()),
    SenderId: a.SenderId ?? 'AIDAIENQZJOLO23YVJ4VO',
    ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    ...(a.SequenceNumber ? { SequenceNumber: a.SequenceNumber } : {}),
    ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
    ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
    ...(a.AWSTraceHeader ? { AWSTraceHeader: a.AWSTraceHeader } : {}),
  };
  const messageAttributes: SQSMessageAttributes = {};
  for (const [name, v] of Object.entries(m.MessageAttributes ?? {})) {
    messageAttributes[name] = {
      dataType: v.DataType ?? 'String',
      ...(v.StringValue !== undefined ? { stringValue: v.StringValue } : {}),
      ...(v.BinaryValue !== undefined ? { binaryValue: Buffer.from(v.BinaryValue).toString('base64') } : {}),
      stringListValues: v.StringListValues ?? [],
      binaryListValues: (v.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    };
  }
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? '',
    attributes,
    messageAttributes,
    md5OfBody: m.MD5OfBody ?? '',
    ...(m.MD5OfMessageAttributes ? { md5OfMessageAttributes: m.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: queueArn.split(':')[3] || LOCAL_REGION,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}
