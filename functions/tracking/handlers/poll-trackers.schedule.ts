import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { PollTrackersReport } from '../use-cases/poll-trackers.use-case';
import { pollTrackers } from '../tracking.deps';

/** Shipments asked about per run; the rest (oldest due first) wait for the next run. */
const TRACKERS_PER_RUN = 200;
/** No new carrier call starts this close to the function's timeout. */
const STOP_BEFORE_TIMEOUT_MS = 20_000;

/** EventBridge schedule (app manifest `poll-trackers`): the fallback for shipments whose webhooks went quiet. */
export const handler = traced(
  'poll-trackers',
  async (_event: ScheduledEvent, context: Context): Promise<PollTrackersReport> => {
    logger.addContext(context);
    const remaining = context.getRemainingTimeInMillis?.();
    const report = await pollTrackers({
      limit: TRACKERS_PER_RUN,
      ...(remaining ? { deadline: Date.now() + remaining - STOP_BEFORE_TIMEOUT_MS } : {}),
      onError: (watch, err) =>
        logger.error('Tracker poll failed', { trackingCode: watch.trackingCode, error: err as Error }),
    });
    if (report.checked === 0) logger.debug('Tracker poll run', { ...report });
    else logger.info('Tracker poll run', { ...report });
    return report;
  },
);
