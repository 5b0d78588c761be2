import type { TrackingEmailStatus } from '../statuses/tracking-email-status.constants';
import type { TrackingUpdate } from './tracking-progress.rules';

/**
 * The tracking email (orders §4 tracking email statuses) a shipment status calls for. Statuses the
 * spec gives no email follow its display status (orders §4): available_for_pickup and failure
 * show "Failed to Deliver", so they send failed_to_deliver; return_to_sender shows "Returned".
 * No automatic email: unknown and EasyPost's error (no news), cancelled (the label was voided;
 * nothing left), and pre-label statuses. late_shipment and the order-protection outcomes are
 * sent by the merchant or the claim flow, never by a carrier event.
 */
const EMAIL_BY_STATUS: Readonly<Record<string, TrackingEmailStatus>> = {
  pre_transit: 'awaiting_shipment',
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  return_to_sender: 'returned',
  failure: 'failed_to_deliver',
  available_for_pickup: 'failed_to_deliver',
};

/**
 * The email of a shipment status. The status alone decides: carrier exceptions and holds come as
 * an in_transit status_detail (held, transit_exception, delivery_exception, weather_delay, …) and
 * send nothing of their own: the shopper already has the in-transit email, a hold usually clears,
 * and the late-shipment rule flags the delay to the merchant, who decides whether to send
 * late_shipment. Were the detail to pick the email, a batch ending on a held scan would use up
 * the shipment's only in-transit email on the wrong news.
 */
export function trackingEmailStatusFor(status: string): TrackingEmailStatus | undefined {
  return Object.hasOwn(EMAIL_BY_STATUS, status) ? EMAIL_BY_STATUS[status] : undefined;
}

/**
 * The email a tracking update calls for, at most one: the email of the status the update moved
 * the shipment to, when no email of that status was sent for the shipment before. A batch that
 * jumps from pre_transit to delivered sends delivered only (the in-transit news is stale).
 */
export function trackingEmailDue(
  update: TrackingUpdate,
  alreadySent: readonly TrackingEmailStatus[],
): TrackingEmailStatus | undefined {
  if (!update.changed || update.previousStatus === undefined) return undefined;
  const email = trackingEmailStatusFor(update.state.status);
  return email && !alreadySent.includes(email) ? email : undefined;
}

/** The key of one email for one shipment: the worker's conditional write on it makes "at most once" hold under redelivery. */
export function trackingEmailKey(shipmentId: string, email: TrackingEmailStatus): string {
  return `${shipmentId}#${email}`;
}
