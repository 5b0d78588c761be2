import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { PrintJobMessage } from '#domain/printing/ports';
import { logger } from '#lib/logger';
import { PRINT_DOCUMENTS_MAX_RECEIVES } from '../printing.constants';
import { buildPrintJob } from '../printing.deps';

/** A message that is no print job message can never succeed: logged and dropped, not retried into the DLQ. */
function messageOf(record: SQSRecord): PrintJobMessage | undefined {
  try {
    const m = JSON.parse(record.body) as Partial<PrintJobMessage>;
    return typeof m.accountId === 'string' && typeof m.jobId === 'string'
      ? { accountId: m.accountId, jobId: m.jobId }
      : undefined;
  } catch {
    return undefined;
  }
}

type PrintJobRun = Pick<typeof buildPrintJob, 'build' | 'fail'>;

/** The worker around one build: tests wrap their own adapters' run the same way. */
export function makeBuildPrintJobWorker(run: PrintJobRun, maxReceives = PRINT_DOCUMENTS_MAX_RECEIVES) {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord): Promise<void> {
    const message = messageOf(record);
    if (!message) {
      logger.error('Not a print job message; dropped', { messageId: record.messageId });
      return;
    }
    try {
      const result = await run.build(message);
      logger.info('Print job message', { ...message, result });
    } catch (err) {
      const receives = Number(record.attributes?.ApproximateReceiveCount ?? 1);
      if (receives < maxReceives) throw err;
      // The last delivery: the merchant sees why instead of a job that never finishes.
      logger.error('Print job failed on its last delivery', { ...message, receives, error: err as Error });
      await run.fail(message);
    }
  }
  return async function handler(event: SQSEvent, context: Context) {
    logger.addContext(context);
    // A failed job is reported as the batch's failure (SQS delivers it again), not as an invocation error.
    return processPartialResponse(event, recordHandler, processor, { context, throwOnFullBatchFailure: false });
  };
}

/** The print-documents queue's worker (app manifest `build-print-job`): partial batch failures. */
export const handler = makeBuildPrintJobWorker(buildPrintJob);
