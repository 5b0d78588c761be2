import { BatchProcessor, EventType, ParsingError, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { logger } from './logger';
import { annotateTrace, traced } from './tracer';

/**
 * What becomes of a record whose body is not the queue's message:
 * - `drop`: logged and acknowledged, because it can never succeed and the state it stands for lives in the table;
 * - `retry`: reported as a batch item failure, so SQS delivers it again and finally moves it to the
 *   dead-letter queue, where it waits to be redriven (the one copy of an event nothing else replays).
 */
export type OnInvalidMessage = 'drop' | 'retry';

export interface SqsWorkerOptions {
  onInvalid: OnInvalidMessage;
  /** The message's name in the log line of an invalid record ("store event"). */
  message: string;
  /** false: a batch whose every record failed is answered with its failures instead of an invocation error. */
  throwOnFullBatchFailure?: boolean;
}

/** A receive count as SQS reports it (a string), 1 when absent. */
export const receivesOf = (record: SQSRecord) => Number(record.attributes?.ApproximateReceiveCount ?? 1);

/**
 * An SQS worker with partial batch responses through Powertools' `BatchProcessor`: each record's body
 * is read as JSON and parsed with the message schema before `handleOne` sees it; `handleOne` throws to
 * have the record delivered again.
 *
 * The body is parsed here rather than through the processor's parser integration
 * (`@aws-lambda-powertools/batch/parser`): that one bundles Powertools' SQS, Kinesis and DynamoDB
 * record schemas through zod's whole namespace, about 365 kB more in every worker.
 */
export function sqsWorker<S extends z.ZodType>(
  schema: S,
  handleOne: (message: z.output<S>, record: SQSRecord) => Promise<void>,
  options: SqsWorkerOptions,
): (event: SQSEvent, context: Context) => Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord, accounts: Set<string>): Promise<void> {
    const parsed = parseBody(schema, record.body);
    if (parsed.success) {
      const accountId = accountIdOf(parsed.data);
      if (accountId) accounts.add(accountId);
      return handleOne(parsed.data, record);
    }
    const context = { messageId: record.messageId, issues: parsed.issues };
    if (options.onInvalid === 'drop') {
      logger.error(`Not a ${options.message} message; dropped`, context);
      return;
    }
    logger.error(`Not a ${options.message} message; left to SQS to retry and dead-letter`, context);
    throw new ParsingError(parsed.issues);
  }
  return traced(options.message, async (event: SQSEvent, context: Context) => {
    logger.addContext(context);
    const accounts = new Set<string>();
    try {
      return await processPartialResponse(event, (record: SQSRecord) => recordHandler(record, accounts), processor, {
        context,
        ...(options.throwOnFullBatchFailure === false ? { throwOnFullBatchFailure: false } : {}),
      });
    } finally {
      // A batch of one merchant's messages (the common case) is found by its account in X-Ray.
      if (accounts.size === 1) annotateTrace({ accountId: [...accounts][0] });
    }
  });
}

/** The merchant account a message names, when it names one (every account-scoped message has `accountId`). */
function accountIdOf(message: unknown): string | undefined {
  const accountId = (message as { accountId?: unknown } | null)?.accountId;
  return typeof accountId === 'string' ? accountId : undefined;
}

type BodyParse<T> = { success: true; data: T } | { success: false; issues: string };

/** The record body as the message: JSON, then the schema; the issues name paths, never values. */
function parseBody<S extends z.ZodType>(schema: S, body: string): BodyParse<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { success: false, issues: 'body is not JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.code}`).join('; ');
  return { success: false, issues };
}
