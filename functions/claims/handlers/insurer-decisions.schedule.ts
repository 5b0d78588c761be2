import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { InsurerDecisionsReport } from '../use-cases/insurer-decisions.use-case';
import { insurerDecisions } from '../claims-insurer.deps';

/** EventBridge schedule (app manifest `insurer-decisions`): files received claims and applies the insurer's decisions. */
export const handler = traced(
  'insurer-decisions',
  async (_event: ScheduledEvent, context: Context): Promise<InsurerDecisionsReport> => {
    logger.addContext(context);
    const report = await insurerDecisions({
      remainingMs: () => context.getRemainingTimeInMillis(),
      onError: (claim, error) =>
        logger.error('An insurer decision failed; the next run retries it', {
          accountId: claim.accountId,
          claimId: claim.claimId,
          error: error as Error,
        }),
    });
    logger.info('Insurer decisions run', { ...report });
    return report;
  },
);
