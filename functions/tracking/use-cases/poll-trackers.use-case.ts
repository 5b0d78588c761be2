import { isCarrierCode } from '#domain/carriers/carrier-services.constants';
import type { CarrierTrackingEvent } from '#domain/carriers/carrier.models';
import type { CarrierPort } from '#domain/carriers/ports';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import type { TrackingStore, TrackingWatch } from '#domain/tracking/ports';
import { nextCheckAfter } from '#domain/tracking/tracking-watch.rules';
import type { ApplyTracking } from './apply-tracking.use-case';

export interface PollTrackersDeps {
  tracking: TrackingStore;
  carrier: Pick<CarrierPort, 'track'>;
  applyTracking: ApplyTracking;
  clock?: () => Date;
}

export interface PollTrackersReport {
  checked: number;
  updated: number;
  unchanged: number;
  dropped: number;
  failed: number;
}

/** A carrier's scan as our tracking event (orders §3): missing texts are empty, as the webhook's are. */
export function trackingEventOf(e: CarrierTrackingEvent): TrackingEvent {
  return {
    message: e.message ?? '',
    description: e.description ?? '',
    status: e.status,
    status_detail: e.status_detail ?? '',
    datetime: e.datetime,
    source: e.source ?? '',
    tracking_location: {
      city: e.tracking_location?.city ?? null,
      state: e.tracking_location?.state ?? null,
      country: e.tracking_location?.country ?? null,
      zip: e.tracking_location?.zip ?? null,
    },
  };
}

/**
 * The fallback when webhooks are lost: shipments with no event for a while (their watch is due)
 * are tracked through the carrier port and applied through the same use case as a webhook. Bounded
 * work per run (`limit` watches, none started after `deadline`); the rest wait for the next run.
 * A poll that finds nothing new puts the watch back by the quiet period; an update moves it itself;
 * a delivered or returned shipment leaves the index; a code that names no shipment any more is dropped.
 */
export function makePollTrackers(deps: PollTrackersDeps) {
  const clock = deps.clock ?? (() => new Date());
  return async function pollTrackers(opts: {
    limit: number;
    deadline?: number;
    onError?: (watch: TrackingWatch, err: unknown) => void;
  }): Promise<PollTrackersReport> {
    const report: PollTrackersReport = { checked: 0, updated: 0, unchanged: 0, dropped: 0, failed: 0 };
    const due = await deps.tracking.dueWatches(clock().toISOString(), opts.limit);
    for (const watch of due) {
      if (opts.deadline !== undefined && Date.now() > opts.deadline) break;
      report.checked++;
      try {
        if (!isCarrierCode(watch.carrier)) {
          await deps.tracking.dropWatch(watch.trackingCode);
          report.dropped++;
          continue;
        }
        const tracked = await deps.carrier.track(watch.carrier, watch.trackingCode);
        const outcome = await deps.applyTracking({
          trackingCode: watch.trackingCode,
          events: tracked.events.map(trackingEventOf),
          ...(tracked.estimatedDeliveryDate ? { estimatedDeliveryDate: tracked.estimatedDeliveryDate } : {}),
        });
        if (outcome.kind === 'updated') report.updated++;
        else if (outcome.kind === 'unchanged') {
          await deps.tracking.postponeWatch({ ...watch, checkAfter: nextCheckAfter(clock()) });
          report.unchanged++;
        } else {
          await deps.tracking.dropWatch(watch.trackingCode);
          report.dropped++;
        }
      } catch (err) {
        report.failed++;
        opts.onError?.(watch, err);
      }
    }
    return report;
  };
}
