import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { amazonPiiRetention } from '../amazon-pii.deps';

/** EventBridge schedule (app manifest `clear-amazon-pii`): Amazon buyers' personal data past its retention. */
export const handler = traced(
  'clear-amazon-pii',
  async (_event: ScheduledEvent, context: Context): Promise<{ cleared: number; checked: number }> => {
    logger.addContext(context);
    const report = await amazonPiiRetention.clearDue();
    if (report.checked === 0) logger.debug('Amazon buyer data retention run', report);
    else logger.info('Amazon buyer data retention run', report);
    return report;
  },
);
