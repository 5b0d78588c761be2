import type { TrackedShipmentRef } from '#domain/tracking/ports';
import { TrackingCodeEntity } from '../db/tracking.entity';
import { onTable } from '#lib/db/table';

/** A tracking code's shipment as the tracking items keep it (the lookup and the watch), without their other attributes. */
export const trackedShipmentRefOf = (d: TrackedShipmentRef): TrackedShipmentRef => ({
  trackingCode: d.trackingCode,
  accountId: d.accountId,
  orderId: d.orderId,
  shipmentId: d.shipmentId,
  carrier: d.carrier,
});

/** The shipment a tracking code belongs to (`TRACKCODE#<code>`, written in the label commit), any account's. */
export async function findShipmentByTrackingCode(trackingCode: string): Promise<TrackedShipmentRef | undefined> {
  const { data } = await onTable(TrackingCodeEntity).get({ trackingCode }).go({ consistent: true });
  return data ? trackedShipmentRefOf(data) : undefined;
}
