import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { trackingUpdateMessageSchema, type TrackingUpdateMessage } from '#domain/tracking/tracking-update.message';
import { logger } from '#lib/logger';
import type { ApplyTracking } from '../use-cases/apply-tracking.use-case';
import { applyTracking } from '../tracking.deps';

/** A record that is no tracking update can never succeed: logged and dropped, not retried into the DLQ. */
function messageOf(record: SQSRecord): TrackingUpdateMessage | undefined {
  try {
    const parsed = trackingUpdateMessageSchema.safeParse(JSON.parse(record.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The worker around one apply run: tests wrap their own adapters' run the same way. */
export function makeApplyTrackingWorker(apply: ApplyTracking) {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord): Promise<void> {
    const message = messageOf(record);
    if (!message) {
      logger.error('Not a tracking update message; dropped', { messageId: record.messageId });
      return;
    }
    // Throws on a lost race budget or a failed email send: the record is reported failed and redelivered.
    const outcome = await apply({
      trackingCode: message.trackingCode,
      events: message.events,
      ...(message.estimatedDeliveryDate ? { estimatedDeliveryDate: message.estimatedDeliveryDate } : {}),
      ...(message.publicUrl ? { publicUrl: message.publicUrl } : {}),
    });
    const context = { eventId: message.eventId, source: message.source, trackingCode: message.trackingCode };
    if (outcome.kind === 'unknown_code') logger.warn('Tracking update for an unknown tracking code; dropped', context);
    else if (outcome.kind === 'not_tracked') logger.warn('Tracking code no longer on its shipment; dropped', context);
    else logger.info('Tracking update applied', { ...context, ...outcome });
  }
  return async function handler(event: SQSEvent, context: Context) {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}

/** The tracking-updates queue's worker (app manifest `apply-tracking`): partial batch failures. */
export const handler = makeApplyTrackingWorker(applyTracking);
