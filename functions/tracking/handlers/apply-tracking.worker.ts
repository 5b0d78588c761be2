import { trackingUpdateEventsSchema, trackingUpdateMessageSchema } from '#domain/tracking/tracking-update.message';
import { logger } from '#lib/logger';
import { readOverflow, type OverflowReader } from '#lib/queue-overflow';
import { sqsWorker } from '#lib/sqs-worker';
import type { ApplyTracking } from '../use-cases/apply-tracking.use-case';
import { applyTracking, trackingUpdateOverflow } from '../tracking.deps';

/**
 * The worker around one apply run: tests wrap their own adapters' run the same way. Scans too large for
 * the message are named by `eventsRef`: read back (hash checked) and parsed as the message's would be;
 * a read that fails retries the record.
 */
export function makeApplyTrackingWorker(apply: ApplyTracking, overflow: OverflowReader) {
  return sqsWorker(
    trackingUpdateMessageSchema,
    async (message) => {
      const events = message.eventsRef
        ? trackingUpdateEventsSchema.parse(await readOverflow(message.eventsRef, overflow))
        : (message.events ?? []);
      // Throws on a lost race budget or a failed email send: the record is reported failed and redelivered.
      const outcome = await apply({
        trackingCode: message.trackingCode,
        events,
        ...(message.estimatedDeliveryDate ? { estimatedDeliveryDate: message.estimatedDeliveryDate } : {}),
        ...(message.publicUrl ? { publicUrl: message.publicUrl } : {}),
      });
      const context = { eventId: message.eventId, source: message.source, trackingCode: message.trackingCode };
      if (outcome.kind === 'unknown_code')
        logger.warn('Tracking update for an unknown tracking code; dropped', context);
      else if (outcome.kind === 'not_tracked') logger.warn('Tracking code no longer on its shipment; dropped', context);
      else logger.info('Tracking update applied', { ...context, ...outcome });
    },
    // The message is the one copy of a carrier's report (its re-sends are deduplicated at ingest): kept in the DLQ.
    { onInvalid: 'retry', message: 'tracking update' },
  );
}

/** The tracking-updates queue's worker (app manifest `apply-tracking`): partial batch failures. */
export const handler = makeApplyTrackingWorker(applyTracking, trackingUpdateOverflow);
