import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { sandboxCourierTrackingEmitter } from '../couriers.deps';
import type { EmitCourierTrackingReport } from '../use-cases/emit-courier-tracking.use-case';

/** Deliveries looked at per run; the rest wait for the next run (oldest dispatch first). */
const DELIVERIES_PER_RUN = 200;
/** Stop starting deliveries this close to the Lambda timeout (one webhook times out at 10 s). */
const TIME_RESERVE_MS = 15_000;

const emitter = sandboxCourierTrackingEmitter();

/** EventBridge schedule (app manifest `emit-courier-tracking`): the sandbox courier's signed tracking webhooks. */
export const handler = traced(
  'emit-courier-tracking',
  async (_event: ScheduledEvent, context: Context): Promise<EmitCourierTrackingReport | null> => {
    logger.addContext(context);
    if (!emitter) return null;
    const report = await emitter.run({
      limit: DELIVERIES_PER_RUN,
      shouldStop: () => context.getRemainingTimeInMillis() < TIME_RESERVE_MS,
      onError: (record, err) =>
        logger.warn('Courier tracking webhook not delivered; retried next run', {
          deliveryId: record.dispatch.deliveryId,
          error: err as Error,
        }),
    });
    if (report.emitted > 0 || report.failed > 0) logger.info('Courier tracking run', { ...report });
    return report;
  },
);
