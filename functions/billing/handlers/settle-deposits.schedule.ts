import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { autoReload, payments } from '../payments.deps';

/** Open deposits asked about per run, oldest first; the rest wait for the next run. */
const DEPOSITS_PER_RUN = 200;

/**
 * EventBridge schedule (app manifest `settle-deposits`): ACH debits that settled or failed, and any
 * deposit a request left unfinished (a crash between the charge and the credit), are finished here;
 * then every account with auto-reload on whose available balance is below its threshold reloads.
 */
export const handler = traced('settle-deposits', async (_event: ScheduledEvent, context: Context) => {
  logger.addContext(context);
  const settled = await payments.settleOpenDeposits(DEPOSITS_PER_RUN);
  // Auto-reload after settling: a reload that just ended lets the next one start.
  const reloads = await autoReload.checkAll(DEPOSITS_PER_RUN);
  const report = { ...settled, autoReload: reloads };
  if (report.looked === 0 && reloads.accounts === 0) logger.debug('Deposit settlement run', { ...report });
  else logger.info('Deposit settlement run', { ...report });
  return report;
});
