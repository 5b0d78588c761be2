import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { DetectLateReport } from '../use-cases/detect-late-shipments.use-case';
import { detectLateShipments } from '../late-shipments.deps';

/** The schedule's own time (EventBridge stamps it), so a repeated delivery judges the same instant. */
function scheduledAt(event: ScheduledEvent): Date {
  const t = Date.parse(event.time);
  return Number.isFinite(t) ? new Date(t) : new Date();
}

/** EventBridge schedule (app manifest `detect-late-shipments`): late shipments, accounts §6. */
export const handler = traced(
  'detect-late-shipments',
  async (event: ScheduledEvent, context: Context): Promise<DetectLateReport> => {
    logger.addContext(context);
    const report = await detectLateShipments({
      now: scheduledAt(event),
      remainingMs: () => context.getRemainingTimeInMillis(),
      onAccountError: (accountId, err) =>
        logger.error('Late-shipment detection failed for an account', { accountId, error: err as Error }),
    });
    if (report.changed === 0) logger.debug('Late-shipment detection run', { ...report });
    else logger.info('Late-shipment detection run', { ...report });
    return report;
  },
);
