import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { trackingEmailMessageSchema } from '#domain/notifications/email-message.schema';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { logger } from '#lib/logger';
import { sendTrackingEmail } from '../notifications.deps';

/** A message that is no tracking email message can never succeed: logged and dropped, not retried into the DLQ. */
function messageOf(record: SQSRecord): TrackingEmailMessage | undefined {
  try {
    return trackingEmailMessageSchema.safeParse(JSON.parse(record.body)).data;
  } catch {
    return undefined;
  }
}

/** The worker around one send: tests wrap their own sender's use case the same way. */
export function makeSendEmailWorker(send: (message: TrackingEmailMessage) => Promise<unknown>) {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord): Promise<void> {
    const message = messageOf(record);
    if (!message) {
      logger.error('Not an email message; dropped', { messageId: record.messageId });
      return;
    }
    // Throws when the send failed or another delivery holds it: the record is reported failed and SQS delivers it again.
    const result = await send(message);
    logger.info('Tracking email message', { ...message, result });
  }
  return async function handler(event: SQSEvent, context: Context) {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}

/** The emails queue's worker (app manifest `send-email`): partial batch failures. */
export const handler = makeSendEmailWorker(sendTrackingEmail);
