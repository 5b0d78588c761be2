import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { payments } from '../payments.deps';

/** Open deposits asked about per run, oldest first; the rest wait for the next run. */
const DEPOSITS_PER_RUN = 200;

/**
 * EventBridge schedule (app manifest `settle-deposits`): ACH debits that settled or failed, and any
 * deposit a request left unfinished (a crash between the charge and the credit), are finished here.
 */
export async function handler(_event: ScheduledEvent, context: Context) {
  logger.addContext(context);
  const report = await payments.settleOpenDeposits(DEPOSITS_PER_RUN);
  if (report.looked === 0) logger.debug('Deposit settlement run', { ...report });
  else logger.info('Deposit settlement run', { ...report });
  return report;
}
