import * as z from 'zod';
import { TEXT_MAX, list, text } from '../validation/bounded.schema';
import { trackingEventSchema } from './tracking-event.schema';

/** Scans one tracking-updates message carries: the newest, so the message stays far below SQS's 256 KB. */
export const TRACKING_UPDATE_EVENTS_MAX = 100;

/** A report's scans, at most TRACKING_UPDATE_EVENTS_MAX. */
export const trackingUpdateEventsSchema = list(trackingEventSchema, TRACKING_UPDATE_EVENTS_MAX);

/**
 * What the `tracking-updates` queue carries: one carrier report about one tracking code, from a
 * verified webhook delivery (`eventId` is the carrier's event id) or from the polling fallback.
 * The worker finds the shipment by the tracking code alone, so the message names no account. Scans
 * too large for a queue message (long texts, escaped several times over) travel as `eventsRef`: the
 * S3 key they were written under and their SHA-256, read back by the worker.
 */
export const trackingUpdateMessageSchema = z
  .object({
    kind: z.literal('tracking-update'),
    source: z.enum(['easypost-webhook', 'poll']),
    eventId: text(TEXT_MAX.id).optional(),
    trackingCode: text(TEXT_MAX.id).min(1),
    status: text(TEXT_MAX.short),
    estimatedDeliveryDate: text(TEXT_MAX.short).optional(),
    publicUrl: text(TEXT_MAX.url).optional(),
    events: trackingUpdateEventsSchema.optional(),
    eventsRef: z.object({ key: text(TEXT_MAX.url), sha256: text(64) }).optional(),
  })
  .refine((m) => m.events !== undefined || m.eventsRef !== undefined, { path: ['events'], message: 'Required' });
export type TrackingUpdateMessage = z.output<typeof trackingUpdateMessageSchema>;
