import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { RequeuePurchasesReport } from '../use-cases/requeue-purchases.use-case';
import { requeuePurchases } from '../labels.deps';

/** Messages re-sent per run (25 SQS batches); the rest wait for the next run, oldest first. */
const REQUEUES_PER_RUN = 250;

/** EventBridge schedule (app manifest `requeue-purchases`): re-sends the label purchases whose message was lost. */
export const handler = traced(
  'requeue-purchases',
  async (_event: ScheduledEvent, context: Context): Promise<RequeuePurchasesReport> => {
    logger.addContext(context);
    const report = await requeuePurchases({ limit: REQUEUES_PER_RUN });
    // Nothing to re-send is the normal run; a re-send means a send failed somewhere: worth a warning.
    if (report.requeued === 0) logger.debug('Requeue run', { ...report });
    else logger.warn('Label purchases whose message was lost were sent again', { ...report });
    return report;
  },
);
