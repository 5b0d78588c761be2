import { billOfLadingOf } from '../labels/label-purchase.rules';
import type { Shipment } from '../shipments/shipment.schema';
import type { TrackingEmailStatus } from '../statuses/tracking-email-status.constants';
import type { TrackingEmailContent } from './tracking-email-render.rules';
import type { TrackingEvent } from './tracking-event.schema';
import { trackingLinksFor } from './tracking-links.rules';
import { shipmentTrackingOf } from './shipment-tracking.rules';
import { byEventTime } from './tracking-progress.rules';

/** Scans an email's tracking history shows at most: the latest ones (a long journey stays a short email). */
export const TRACKING_EMAIL_HISTORY_MAX = 10;

/**
 * The scans a tracking email shows, read from the shipment's stored tracking history at send time:
 * the latest TRACKING_EMAIL_HISTORY_MAX, oldest first (the renderer lists them latest first).
 */
export function trackingEmailHistoryOf(
  shipment: Pick<Shipment, 'tracking'>,
  max: number = TRACKING_EMAIL_HISTORY_MAX,
): TrackingEvent[] {
  return byEventTime(shipmentTrackingOf(shipment).events).slice(-max);
}

export interface TrackingEmailFacts {
  status: TrackingEmailStatus;
  companyName: string;
  order: { orderNumber: string; shippingAddress?: { name?: string | null } | null };
  shipment: Shipment;
  /** The message's code: the label the email is about (a rebooking may have changed the shipment's since). */
  trackingCode: string;
  history: readonly TrackingEvent[];
}

const place = (e: TrackingEvent) =>
  [e.tracking_location?.city, e.tracking_location?.state, e.tracking_location?.country]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');

/** What a tracking email of one shipment says: its links (orders §7), scans, and the products it carries. */
export function trackingEmailContentFor(facts: TrackingEmailFacts): TrackingEmailContent {
  const { shipment } = facts;
  const bol = billOfLadingOf(shipment);
  const trackingCode = facts.trackingCode || bol?.trackingCode || shipment.label?.trackingCode || '';
  const trackingUrl =
    shipment.label?.trackingUrl || shipment.label?.publicUrl || shipment.label?.tracker?.public_url || undefined;
  return {
    status: facts.status,
    companyName: facts.companyName,
    orderNumber: facts.order.orderNumber,
    recipientName: facts.order.shippingAddress?.name?.trim() || undefined,
    trackingCode,
    links: trackingLinksFor([{ carrier: bol?.carrier ?? shipment.preferredRate?.carrier, trackingCode, trackingUrl }]),
    history: facts.history.map((e) => ({
      datetime: e.datetime,
      message: e.message,
      description: e.description,
      status: e.status,
      location: place(e),
    })),
    items: shipment.products.map((p) => ({ title: p.title || p.sku, quantity: p.quantity ?? 1, price: p.price })),
  };
}
