/**
 * The sandbox courier's journey: the statuses a real delivery passes through, at times set by its
 * ETAs, read on the sandbox clock (simulatedNow) so a local run sees a delivery move in minutes.
 */
import type { CarrierTrackingEvent } from '../carriers/carrier.models';
import type { CourierDispatch, CourierStatus, CourierTrackingEvent } from './courier.models';

/** Said on each event (Uber Direct's meaning of each status, in our words). */
export const COURIER_STATUS_MESSAGES: Record<CourierStatus, string> = {
  pending: 'Delivery created; looking for a courier',
  pickup: 'Courier assigned and on the way to the pickup',
  pickup_complete: 'Courier picked up the parcel',
  dropoff: 'Courier is on the way to the recipient',
  delivered: 'Delivered',
  canceled: 'Delivery canceled',
  returned: 'Returned to the warehouse',
};

/** When each status of the journey starts: assignment a minute after creation, the drop-off leg when half the ride is done. */
export function courierJourney(
  dispatch: Pick<CourierDispatch, 'createdAt' | 'pickupEta' | 'dropoffEta'>,
): { status: CourierStatus; at: number }[] {
  const created = Date.parse(dispatch.createdAt);
  const pickup = Math.max(Date.parse(dispatch.pickupEta), created + 2 * 60_000);
  const dropoff = Math.max(Date.parse(dispatch.dropoffEta), pickup + 2 * 60_000);
  return [
    { status: 'pending', at: created },
    { status: 'pickup', at: created + 60_000 },
    { status: 'pickup_complete', at: pickup },
    { status: 'dropoff', at: Math.round((pickup + dropoff) / 2) },
    { status: 'delivered', at: dropoff },
  ];
}

/** The events that have happened by `now`, oldest first, and the status they leave the delivery in. */
export function courierEventsAt(
  dispatch: Pick<CourierDispatch, 'createdAt' | 'pickupEta' | 'dropoffEta'>,
  now: Date,
  canceledAt?: string,
): { status: CourierStatus; events: CourierTrackingEvent[] } {
  const cutoff = canceledAt ? Math.min(Date.parse(canceledAt), now.getTime()) : now.getTime();
  const events: CourierTrackingEvent[] = courierJourney(dispatch)
    .filter((step) => step.at <= cutoff)
    .map((step) => ({
      status: step.status,
      at: new Date(step.at).toISOString(),
      message: COURIER_STATUS_MESSAGES[step.status],
    }));
  if (canceledAt) events.push({ status: 'canceled', at: canceledAt, message: COURIER_STATUS_MESSAGES.canceled });
  return { status: events.at(-1)?.status ?? 'pending', events };
}

/** A courier status as the tracking pipeline's (EasyPost's) tracker status, so the order, page and emails read it. */
export const COURIER_TRACKING_STATUS: Record<CourierStatus, string> = {
  pending: 'pre_transit',
  pickup: 'pre_transit',
  pickup_complete: 'in_transit',
  dropoff: 'out_for_delivery',
  delivered: 'delivered',
  canceled: 'cancelled',
  returned: 'return_to_sender',
};

/** The delivery's events as carrier tracking events (the courier's own status kept as the detail). */
export function courierTrackingEvents(events: readonly CourierTrackingEvent[]): CarrierTrackingEvent[] {
  return events.map((e) => ({
    message: e.message,
    description: e.message,
    status: COURIER_TRACKING_STATUS[e.status],
    status_detail: e.status,
    datetime: e.at,
    source: 'LocalCourier',
  }));
}

/** A delivery's journey is over once delivered, canceled or returned: nothing more will be told. */
export function isFinalCourierStatus(status: CourierStatus): boolean {
  return status === 'delivered' || status === 'canceled' || status === 'returned';
}
