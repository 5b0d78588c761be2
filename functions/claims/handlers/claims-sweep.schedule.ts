import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { ClaimsSweepReport } from '../use-cases/claims-sweep.use-case';
import { claimsSweep } from '../claims-sweep.deps';

/** The schedule's own time (EventBridge stamps it), so a repeated delivery judges the same instant. */
function scheduledAt(event: ScheduledEvent): Date {
  const t = Date.parse(event.time);
  return Number.isFinite(t) ? new Date(t) : new Date();
}

/** EventBridge schedule (app manifest `claims-sweep`): opens draft claims where tracking calls for one. */
export const handler = traced(
  'claims-sweep',
  async (event: ScheduledEvent, context: Context): Promise<ClaimsSweepReport> => {
    logger.addContext(context);
    const report = await claimsSweep({
      now: scheduledAt(event),
      remainingMs: () => context.getRemainingTimeInMillis(),
      onError: (candidate, error) =>
        logger.error('A claim candidate failed; the next run retries it', { ...candidate, error: error as Error }),
    });
    logger.info('Claims sweep run', { ...report });
    return report;
  },
);
