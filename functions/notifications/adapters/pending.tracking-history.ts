import type { TrackingHistoryReader } from '#domain/notifications/ports';

/**
 * No carrier scans yet: the tracking events are stored by the tracking-updates worker, whose store
 * this reader is to be pointed at. Until then an email's tracking history section stays out (the
 * renderer leaves an empty history out rather than draw an empty table).
 */
export const pendingTrackingHistory: TrackingHistoryReader = {
  eventsOf: () => Promise.resolve([]),
};
