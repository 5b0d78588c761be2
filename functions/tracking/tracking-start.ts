import { nextCheckAfter } from '#domain/tracking/tracking-watch.rules';
import type { TransactionEntities, TransactionItem } from '#lib/db/transaction';
import { TrackingCodeEntity, TrackingWatchEntity } from './db/tracking.entity';

/**
 * The tracking domain's face for a label bought: carrier reports name only the tracking code, so
 * the purchase's transaction records where the code belongs and the polling fallback's watch.
 */

/** Tracking's participants in the purchase's transaction; spread them into its entity group. */
export const TRACKING_START_ENTITIES = { trackingCode: TrackingCodeEntity, trackingWatch: TrackingWatchEntity };

export interface TrackedLabel {
  trackingCode: string;
  accountId: string;
  orderId: string;
  shipmentId: string;
  carrier: string;
  purchasedAt: string;
}

/** The parts `trackingCode` and `trackingWatch` that start tracking a label. */
export function startTrackingParts(
  tx: TransactionEntities<typeof TRACKING_START_ENTITIES>,
  label: TrackedLabel,
): { trackingCode: TransactionItem[]; trackingWatch: TransactionItem[] } {
  const { trackingCode, accountId, orderId, shipmentId, carrier } = label;
  return {
    trackingCode: [tx.trackingCode.put({ trackingCode, accountId, orderId, shipmentId, carrier }).commit()],
    trackingWatch: [
      tx.trackingWatch
        .put({ trackingCode, accountId, orderId, shipmentId, carrier, checkAfter: nextCheckAfter(label.purchasedAt) })
        .commit(),
    ],
  };
}
