import * as z from 'zod';
import { claimAlertMessageSchema, type ClaimAlertMessage } from '#domain/claims/claim-alert.message';
import { trackingEmailMessageSchema } from '#domain/notifications/email-message.schema';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { logger } from '#lib/logger';
import { sqsWorker } from '#lib/sqs-worker';
import { sendClaimAlert, sendTrackingEmail } from '../notifications.deps';

/** Every message the emails queue carries, told apart by `kind`. */
const emailsQueueMessageSchema = z.discriminatedUnion('kind', [trackingEmailMessageSchema, claimAlertMessageSchema]);

/** The worker around one send: tests wrap their own senders' use cases the same way. */
export function makeSendEmailWorker(
  send: (message: TrackingEmailMessage) => Promise<unknown>,
  sendAlert: (message: ClaimAlertMessage) => Promise<unknown> = sendClaimAlert,
) {
  return sqsWorker(
    emailsQueueMessageSchema,
    async (message) => {
      // Throws when the send failed or another delivery holds it: the record is reported failed and SQS delivers it again.
      if (message.kind === 'claim_alert') {
        const result = await sendAlert(message);
        logger.info('Claim alert message', { ...message, result });
        return;
      }
      const result = await send(message);
      logger.info('Tracking email message', { ...message, result });
    },
    // The email's claim and the shipment's tracking are the state; a body that is no email names nothing to send.
    { onInvalid: 'drop', message: 'email' },
  );
}

/** The emails queue's worker (app manifest `send-email`): partial batch failures. */
export const handler = makeSendEmailWorker(sendTrackingEmail);
