import { LOCAL_COURIER_CARRIER } from '#api/shipping';
import type { WebhookSender } from '#domain/carriers/ports';
import { sandboxTrackerUpdatedEvent, type SandboxTrackerUpdate } from '#domain/carriers/sandbox-webhook.rules';
import {
  COURIER_TRACKING_STATUS,
  courierTrackingEvents,
  isFinalCourierStatus,
} from '#domain/couriers/courier-tracking.rules';
import type { CourierPort, SandboxCourierRecord, SandboxCourierTracking } from '#domain/couriers/ports';
import { EASYPOST_SIGNATURE_HEADER, easyPostSignature } from '#functions/tracking/easypost-webhook';

export interface EmitCourierTrackingDeps {
  deliveries: SandboxCourierTracking;
  couriers: Pick<CourierPort, 'track'>;
  sender: WebhookSender;
  /** The app's EasyPost webhook endpoint, where the sandbox carriers post their tracking too. */
  webhookUrl: string;
  secret: () => Promise<string>;
  clock?: () => Date;
}

export interface EmitCourierTrackingReport {
  checked: number;
  emitted: number;
  failed: number;
  finished: number;
}

/**
 * The sandbox courier's tracking webhooks, sent as the sandbox carriers send theirs (a signed EasyPost
 * `tracker.updated` with the whole history) so a courier delivery reaches the order, the shopper's tracking
 * page and the tracking emails through the same pipeline as a parcel. Each step is sent once; a refused
 * delivery is sent again next run; a finished journey leaves the list.
 */
export function makeEmitCourierTracking(deps: EmitCourierTrackingDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function emitOne(
    record: SandboxCourierRecord,
    emitted: { events: number; status: string } | undefined,
    secret: string,
  ): Promise<{ sent: boolean; finished: boolean }> {
    const now = clock();
    const { dispatch } = record;
    const tracking = await deps.couriers.track(dispatch.deliveryId);
    const final = isFinalCourierStatus(tracking.status);
    const status = COURIER_TRACKING_STATUS[tracking.status];
    const sent = emitted?.events ?? 0;
    const remember = (events: number, done: boolean) =>
      deps.deliveries.recordEmission(record, { events, status, done, at: now.toISOString() });
    if (tracking.events.length <= sent) {
      if (final) await remember(sent, true);
      return { sent: false, finished: final };
    }
    const update: SandboxTrackerUpdate = {
      carrier: LOCAL_COURIER_CARRIER as SandboxTrackerUpdate['carrier'],
      trackingCode: dispatch.trackingCode,
      carrierShipmentId: dispatch.deliveryId,
      trackingUrl: dispatch.trackingUrl,
      estimatedDeliveryDate: (tracking.dropoffEta ?? dispatch.dropoffEta).slice(0, 10),
      status,
      events: courierTrackingEvents(tracking.events),
      ...(emitted ? { previousStatus: emitted.status } : {}),
      createdAt: now.toISOString(),
    };
    const body = JSON.stringify(sandboxTrackerUpdatedEvent(update));
    const answer = await deps.sender.post(deps.webhookUrl, body, {
      'content-type': 'application/json',
      [EASYPOST_SIGNATURE_HEADER]: easyPostSignature(body, secret),
    });
    if (!answer.ok) throw new Error(`The webhook endpoint answered ${answer.status}`);
    await remember(tracking.events.length, final);
    return { sent: true, finished: final };
  }

  return {
    async run(opts: {
      limit: number;
      shouldStop?: () => boolean;
      onError?: (record: SandboxCourierRecord, err: unknown) => void;
    }): Promise<EmitCourierTrackingReport> {
      const report: EmitCourierTrackingReport = { checked: 0, emitted: 0, failed: 0, finished: 0 };
      const entries = await deps.deliveries.listTracking(opts.limit);
      if (!entries.length) return report;
      const secret = await deps.secret();
      for (const { record, emitted } of entries) {
        if (opts.shouldStop?.()) break;
        report.checked++;
        try {
          const { sent, finished } = await emitOne(record, emitted, secret);
          if (sent) report.emitted++;
          if (finished) report.finished++;
        } catch (err) {
          report.failed++;
          opts.onError?.(record, err);
        }
      }
      return report;
    },
  };
}
