import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { sandboxTrackingEmitter } from '../carriers.deps';
import type { EmitSandboxTrackingReport } from '../use-cases/emit-sandbox-tracking.use-case';

/** Labels looked at per run; the rest wait for the next run (oldest purchase first). */
const LABELS_PER_RUN = 200;
/** Stop starting deliveries this close to the Lambda timeout (one delivery times out at 10 s). */
const TIME_RESERVE_MS = 15_000;

const emitter = sandboxTrackingEmitter();

/**
 * EventBridge schedule (app manifest `emit-sandbox-tracking`): the sandbox carriers send the
 * app's webhook endpoint a signed tracker.updated for each label that moved. Idle with live
 * adapters, where EasyPost sends the real ones.
 */
export const handler = traced(
  'emit-sandbox-tracking',
  async (_event: ScheduledEvent, context: Context): Promise<EmitSandboxTrackingReport | null> => {
    logger.addContext(context);
    if (!emitter) return null;
    const report = await emitter.run({
      limit: LABELS_PER_RUN,
      shouldStop: () => context.getRemainingTimeInMillis() < TIME_RESERVE_MS,
      onError: (entry, err) =>
        logger.warn('Sandbox tracking webhook not delivered; retried next run', {
          trackingCode: entry.record.trackingCode,
          error: err as Error,
        }),
    });
    if (report.emitted === 0 && report.failed === 0) logger.debug('Sandbox tracking run', { ...report });
    else logger.info('Sandbox tracking run', { ...report });
    return report;
  },
);
