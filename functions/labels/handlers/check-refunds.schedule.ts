import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { CheckRefundsReport } from '../use-cases/refund-label.use-case';
import { refundLabel } from '../labels.deps';

/** Refunds asked about per run; the rest wait for the next run (oldest first). */
const REFUNDS_PER_RUN = 500;

/** EventBridge schedule (app manifest `check-refunds`): settles the refunds the carriers have answered. */
export const handler = traced(
  'check-refunds',
  async (_event: ScheduledEvent, context: Context): Promise<CheckRefundsReport> => {
    logger.addContext(context);
    const report = await refundLabel.checkRefunds({
      limit: REFUNDS_PER_RUN,
      onError: (pending, err) =>
        logger.error('Refund check failed', { purchaseKey: pending.purchaseKey, error: err as Error }),
    });
    // An idle run (nothing pending) is the common case every 15 minutes: debug, not info.
    if (report.checked === 0) logger.debug('Refund check run', { ...report });
    else logger.info('Refund check run', { ...report });
    return report;
  },
);
