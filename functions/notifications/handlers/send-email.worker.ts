import { trackingEmailMessageSchema } from '#domain/notifications/email-message.schema';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { logger } from '#lib/logger';
import { sqsWorker } from '#lib/sqs-worker';
import { sendTrackingEmail } from '../notifications.deps';

/** The worker around one send: tests wrap their own sender's use case the same way. */
export function makeSendEmailWorker(send: (message: TrackingEmailMessage) => Promise<unknown>) {
  return sqsWorker(
    trackingEmailMessageSchema,
    async (message) => {
      // Throws when the send failed or another delivery holds it: the record is reported failed and SQS delivers it again.
      const result = await send(message);
      logger.info('Tracking email message', { ...message, result });
    },
    // The email's claim and the shipment's tracking are the state; a body that is no email names nothing to send.
    { onInvalid: 'drop', message: 'tracking email' },
  );
}

/** The emails queue's worker (app manifest `send-email`): partial batch failures. */
export const handler = makeSendEmailWorker(sendTrackingEmail);
