import type { ClaimAlertMessage } from '#domain/claims/claim-alert.message';
import type { ClaimStatusEmailMessage } from '#domain/claims/claim-email.rules';
import { emailMessageSchema } from '#domain/notifications/email-message.schema';
import type { SalesLeadMessage } from '#domain/leads/lead-email.rules';
import type { PartnerWelcomeMessage } from '#domain/partners/partner-email.rules';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { logger } from '#lib/logger';
import { sqsWorker } from '#lib/sqs-worker';
import {
  sendClaimAlert,
  sendClaimStatusEmail,
  sendPartnerWelcome,
  sendSalesLead,
  sendTrackingEmail,
} from '../notifications.deps';

/** The sends other than the tracking email, one per message kind; tests pass their own. */
export interface ClaimEmailSenders {
  claimStatus?: (message: ClaimStatusEmailMessage) => Promise<unknown>;
  claimAlert?: (message: ClaimAlertMessage) => Promise<unknown>;
  salesLead?: (message: SalesLeadMessage) => Promise<unknown>;
  partnerWelcome?: (message: PartnerWelcomeMessage) => Promise<unknown>;
}

/** The worker around one send: tests wrap their own senders' use cases the same way. */
export function makeSendEmailWorker(
  send: (message: TrackingEmailMessage) => Promise<unknown>,
  {
    claimStatus = sendClaimStatusEmail,
    claimAlert = sendClaimAlert,
    salesLead = sendSalesLead,
    partnerWelcome = sendPartnerWelcome,
  }: ClaimEmailSenders = {},
) {
  return sqsWorker(
    emailMessageSchema,
    async (message) => {
      // Throws when the send failed or another delivery holds it: the record is reported failed and SQS delivers it again.
      if (message.kind === 'claim_status') {
        const result = await claimStatus(message);
        logger.info('Claim status email message', { claimId: message.claimId, status: message.status, result });
        return;
      }
      if (message.kind === 'claim_alert') {
        const result = await claimAlert(message);
        logger.info('Claim alert message', { ...message, result });
        return;
      }
      if (message.kind === 'sales_lead') {
        const result = await salesLead(message);
        logger.info('Sales lead email message', { ...message, result });
        return;
      }
      if (message.kind === 'partner_welcome') {
        const result = await partnerWelcome(message);
        // The message holds the dashboard secret: only the permalink is logged.
        logger.info('Partner welcome email message', { permalink: message.permalink, result });
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
