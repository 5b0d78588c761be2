import * as z from 'zod';
import { claimAlertMessageSchema } from '../claims/claim-alert.message';
import { CLAIM_EMAIL_RECIPIENTS_MAX, type ClaimStatusEmailMessage } from '../claims/claim-email.rules';
import { CLAIM_STATUSES } from '../statuses/claim-status.rules';
import { salesLeadMessageSchema } from '../leads/lead-email.rules';
import { partnerWelcomeMessageSchema } from '../partners/partner-email.rules';
import { TRACKING_EMAIL_STATUSES } from '../statuses/tracking-email-status.constants';
import type { TrackingEmailMessage } from '../tracking/tracking-email.message';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/** The `emails` queue's tracking email message as the worker checks it on receipt. */
export const trackingEmailMessageSchema = z.object({
  kind: z.literal('tracking'),
  accountId: text(TEXT_MAX.id).min(1),
  orderId: text(TEXT_MAX.id).min(1),
  shipmentId: text(TEXT_MAX.id).min(1),
  emailStatus: z.enum(TRACKING_EMAIL_STATUSES),
  trackingCode: text(TEXT_MAX.id),
  emailKey: text(TEXT_MAX.name).min(1),
}) satisfies z.ZodType<TrackingEmailMessage>;

/** The `emails` queue's claim status email message (claims: recipients per status in the claim settings). */
export const claimStatusEmailMessageSchema = z.object({
  kind: z.literal('claim_status'),
  accountId: text(TEXT_MAX.id).min(1),
  claimId: text(TEXT_MAX.id).min(1),
  status: z.enum(CLAIM_STATUSES),
  at: text(TEXT_MAX.short).min(1),
  orderNumber: text(TEXT_MAX.id),
  recipients: z.array(text(TEXT_MAX.email).min(1)).min(1).max(CLAIM_EMAIL_RECIPIENTS_MAX),
}) satisfies z.ZodType<ClaimStatusEmailMessage>;

/** Every message the `emails` queue carries, told apart by `kind`. */
export const emailMessageSchema = z.discriminatedUnion('kind', [
  trackingEmailMessageSchema,
  claimStatusEmailMessageSchema,
  claimAlertMessageSchema,
  salesLeadMessageSchema,
  partnerWelcomeMessageSchema,
]);
