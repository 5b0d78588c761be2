import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { subscriptionUseCases } from '../subscriptions.deps';

/** Renewals per run, earliest first; the rest wait for the next run. */
const RENEWALS_PER_RUN = 200;

/**
 * EventBridge schedule (app manifest `renew-subscriptions`): every paid subscription whose period
 * has ended is charged for the next one, once (the invoice's entry id names the period), or paused
 * with the reason when the charge is refused.
 */
export const handler = traced('renew-subscriptions', async (_event: ScheduledEvent, context: Context) => {
  logger.addContext(context);
  const report = await subscriptionUseCases.renewDue(RENEWALS_PER_RUN);
  if (report.looked === 0) logger.debug('Subscription renewal run', { ...report });
  else logger.info('Subscription renewal run', { ...report });
  return report;
});
