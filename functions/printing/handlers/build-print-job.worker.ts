import { printJobMessageSchema } from '#domain/printing/print-job.message';
import { logger } from '#lib/logger';
import { receivesOf, sqsWorker } from '#lib/sqs-worker';
import { PRINT_DOCUMENTS_MAX_RECEIVES } from '../printing.constants';
import { buildPrintJob } from '../printing.deps';

type PrintJobRun = Pick<typeof buildPrintJob, 'build' | 'fail'>;

/** The worker around one build: tests wrap their own adapters' run the same way. */
export function makeBuildPrintJobWorker(run: PrintJobRun, maxReceives = PRINT_DOCUMENTS_MAX_RECEIVES) {
  return sqsWorker(
    printJobMessageSchema,
    async (message, record) => {
      try {
        const result = await run.build(message);
        logger.info('Print job message', { ...message, result });
      } catch (err) {
        const receives = receivesOf(record);
        if (receives < maxReceives) throw err;
        // The last delivery: the merchant sees why instead of a job that never finishes.
        logger.error('Print job failed on its last delivery', { ...message, receives, error: err as Error });
        await run.fail(message);
      }
    },
    {
      // The print job item is the state and the merchant prints again; a body that is no print job names no job.
      onInvalid: 'drop',
      message: 'print job',
      // A failed job is reported as the batch's failure (SQS delivers it again), not as an invocation error.
      throwOnFullBatchFailure: false,
    },
  );
}

/** The print-documents queue's worker (app manifest `build-print-job`): partial batch failures. */
export const handler = makeBuildPrintJobWorker(buildPrintJob);
