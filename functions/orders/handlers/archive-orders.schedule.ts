import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { AutoArchiveReport } from '../use-cases/auto-archive.use-case';
import { autoArchive } from '../orders.deps';

/** The schedule's own time (EventBridge stamps it), so a late or repeated delivery uses the same cutoff. */
function scheduledAt(event: ScheduledEvent): Date {
  const t = Date.parse(event.time);
  return Number.isFinite(t) ? new Date(t) : new Date();
}

/** EventBridge schedule (app manifest `archive-orders`): accounts §3 archiveOrders{active, days}. */
export const handler = traced(
  'archive-orders',
  async (event: ScheduledEvent, context: Context): Promise<AutoArchiveReport> => {
    logger.addContext(context);
    const report = await autoArchive.run({
      now: scheduledAt(event),
      remainingMs: () => context.getRemainingTimeInMillis(),
      onAccountError: (accountId, err) =>
        logger.error('Auto-archive failed for an account', { accountId, error: err as Error }),
    });
    logger.info('Auto-archive run', { ...report });
    return report;
  },
);
