import {
  readEasyPostWebhook,
  type EasyPostWebhookReading,
  type RawBody,
  type TrackerUpdate,
} from '../easypost-webhook';
import type { TrackingUpdateQueue, WebhookDeliveryStore } from '#domain/tracking/ports';
import { byEventTime } from '#domain/tracking/tracking-progress.rules';
import { TRACKING_UPDATE_EVENTS_MAX, type TrackingUpdateMessage } from '#domain/tracking/tracking-update.message';

export interface ReceiveWebhookDeps {
  secret: () => Promise<string>;
  deliveries: WebhookDeliveryStore;
  updates: TrackingUpdateQueue;
  clock?: () => Date;
}

export type WebhookAnswer =
  | { kind: 'unauthorized' }
  | Extract<EasyPostWebhookReading, { kind: 'invalid' }>
  | { kind: 'ignored'; eventId: string; description: string }
  /** Enqueued now (first delivery, or a redelivery of one whose send had failed). */
  | { kind: 'accepted'; eventId: string; trackingCode: string }
  /** A redelivery of an event already on the queue: acknowledged, nothing sent. */
  | { kind: 'duplicate'; eventId: string };

export const EASYPOST_PROVIDER = 'easypost';

/** The queue message of a tracker update: its newest scans (older ones were applied by earlier updates). */
export function trackingUpdateMessageOf(update: TrackerUpdate): TrackingUpdateMessage {
  return {
    kind: 'tracking-update',
    source: 'easypost-webhook',
    eventId: update.eventId,
    trackingCode: update.trackingCode,
    status: update.status,
    ...(update.estimatedDeliveryDate ? { estimatedDeliveryDate: update.estimatedDeliveryDate } : {}),
    ...(update.publicUrl ? { publicUrl: update.publicUrl } : {}),
    events: byEventTime(update.events).slice(-TRACKING_UPDATE_EVENTS_MAX),
  };
}

/**
 * One EasyPost webhook delivery: the signature over the raw bytes, then the event; a tracker
 * update is recorded by its event id (a conditional create, pending) and put on the tracking-updates
 * queue; only a record marked enqueued makes a redelivery a duplicate, so a failed send is sent again
 * by EasyPost's retry. The work of applying it (idempotent) is the worker's, so the answer is fast.
 */
export function makeReceiveEasyPostWebhook(deps: ReceiveWebhookDeps) {
  const clock = deps.clock ?? (() => new Date());
  return async function receive(
    rawBody: RawBody,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<WebhookAnswer> {
    const reading = readEasyPostWebhook(rawBody, headers, await deps.secret());
    if (reading.kind !== 'tracker_updated') return reading;
    const { update } = reading;
    const recorded = await deps.deliveries.record({
      provider: EASYPOST_PROVIDER,
      eventId: update.eventId,
      trackingCode: update.trackingCode,
      receivedAt: clock().toISOString(),
    });
    if (recorded === 'enqueued') return { kind: 'duplicate', eventId: update.eventId };
    await deps.updates.send(trackingUpdateMessageOf(update));
    await deps.deliveries.markEnqueued(EASYPOST_PROVIDER, update.eventId);
    return { kind: 'accepted', eventId: update.eventId, trackingCode: update.trackingCode };
  };
}
