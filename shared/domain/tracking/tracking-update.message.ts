import * as z from 'zod';
import { TEXT_MAX, list, text } from '../validation/bounded.schema';
import { trackingEventSchema } from './tracking-event.schema';

/** Scans one tracking-updates message carries: the newest, so the message stays far below SQS's 256 KB. */
export const TRACKING_UPDATE_EVENTS_MAX = 100;

/**
 * What the `tracking-updates` queue carries: one carrier report about one tracking code, from a
 * verified webhook delivery (`eventId` is the carrier's event id) or from the polling fallback.
 * The worker finds the shipment by the tracking code alone, so the message names no account.
 */
export const trackingUpdateMessageSchema = z.object({
  kind: z.literal('tracking-update'),
  source: z.enum(['easypost-webhook', 'poll']),
  eventId: text(TEXT_MAX.id).optional(),
  trackingCode: text(TEXT_MAX.id).min(1),
  status: text(TEXT_MAX.short),
  estimatedDeliveryDate: text(TEXT_MAX.short).optional(),
  publicUrl: text(TEXT_MAX.url).optional(),
  events: list(trackingEventSchema, TRACKING_UPDATE_EVENTS_MAX),
});
export type TrackingUpdateMessage = z.output<typeof trackingUpdateMessageSchema>;
