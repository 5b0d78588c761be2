import type { ClaimStatusEmailMessage } from '#domain/claims/claim-email.rules';
import { emailMessageSchema } from '#domain/notifications/email-message.schema';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { logger } from '#lib/logger';
import { sqsWorker } from '#lib/sqs-worker';
import { sendClaimStatusEmail, sendTrackingEmail } from '../notifications.deps';

/** The worker around one send: tests wrap their own sender's use cases the same way. */
export function makeSendEmailWorker(
  send: (message: TrackingEmailMessage) => Promise<unknown>,
  sendClaimStatus: (message: ClaimStatusEmailMessage) => Promise<unknown> = sendClaimStatusEmail,
) {
  return sqsWorker(
    emailMessageSchema,
    async (message) => {
      // Throws when the send failed or another delivery holds it: the record is reported failed and SQS delivers it again.
      if (message.kind === 'claim_status') {
        const result = await sendClaimStatus(message);
        logger.info('Claim status email message', { claimId: message.claimId, status: message.status, result });
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
