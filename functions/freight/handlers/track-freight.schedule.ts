import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { trackFreight } from '../freight-booking.deps';
import type { TrackFreightReport } from '../use-cases/track-freight.use-case';

/** PROs checked per run; the rest wait for the next run (the longest-due first). */
const BOOKINGS_PER_RUN = 200;
/** Stop starting checks this long before the function's timeout. */
const SAFETY_MS = 10_000;

/** EventBridge schedule (app manifest `track-freight`): moves booked freight along and posts its re-bills once. */
export const handler = traced(
  'track-freight',
  async (_event: ScheduledEvent, context: Context): Promise<TrackFreightReport> => {
    logger.addContext(context);
    const report = await trackFreight({
      limit: BOOKINGS_PER_RUN,
      deadline: Date.now() + context.getRemainingTimeInMillis() - SAFETY_MS,
      onError: (booking, err) =>
        logger.error('Freight tracking check failed', { bookingId: booking.bookingId, error: err as Error }),
    });
    if (report.checked === 0) logger.debug('Freight tracking run', { ...report });
    else logger.info('Freight tracking run', { ...report });
    return report;
  },
);
