import * as z from 'zod';
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
