import { carrierServiceName } from '../carriers/carrier-services.constants';
import { billOfLadingOf, selectedRateOf } from '../labels/label-purchase.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { shipmentTrackingOf } from './shipment-tracking.rules';
import type { TrackingEvent } from './tracking-event.schema';
import { trackingLinksFor } from './tracking-links.rules';
import type { TrackingPageBranding } from './tracking-page.schema';

/** The progress bar's steps, in journey order. */
export const TRACKING_PAGE_STEPS = [
  { key: 'label_created', label: 'Label created' },
  { key: 'in_transit', label: 'In transit' },
  { key: 'out_for_delivery', label: 'Out for delivery' },
  { key: 'delivered', label: 'Delivered' },
] as const;
export type TrackingPageStep = (typeof TRACKING_PAGE_STEPS)[number]['key'];

/** A journey that left the normal steps: said plainly beside the bar, never hidden in it. */
export interface TrackingPageException {
  kind: 'warning' | 'error' | 'info';
  label: string;
}

export interface TrackingPageProgress {
  /** Index into TRACKING_PAGE_STEPS of the furthest step reached. */
  step: number;
  /** The status in the shopper's words. */
  statusLabel: string;
  exception?: TrackingPageException;
}

/** The step each carrier status (orders §3 tracking event statuses, EasyPost's) stands at. */
const STEP_OF_STATUS: Readonly<Record<string, number>> = {
  pre_transit: 0,
  in_transit: 1,
  out_for_delivery: 2,
  available_for_pickup: 2,
  delivered: 3,
};

const EXCEPTIONS: Readonly<Record<string, TrackingPageException>> = {
  available_for_pickup: { kind: 'info', label: 'Available for pickup' },
  failure: { kind: 'error', label: 'Delivery attempt failed' },
  return_to_sender: { kind: 'warning', label: 'Returning to sender' },
  cancelled: { kind: 'warning', label: 'Shipment cancelled' },
  error: { kind: 'warning', label: 'Tracking unavailable' },
};

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pre_transit: 'Label created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  available_for_pickup: 'Available for pickup',
  delivered: 'Delivered',
  failure: 'Delivery attempt failed',
  return_to_sender: 'Returning to sender',
  cancelled: 'Shipment cancelled',
  error: 'Tracking unavailable',
};

/**
 * Where the progress bar stands for a shipment status. Statuses before the carrier has the parcel
 * (processing, booked, unknown) are "Label created". An exception keeps the furthest normal step
 * its history reached (a failed delivery after "Out for delivery" stays there) and is named beside it.
 */
export function trackingPageProgressOf(
  status: string,
  events: readonly Pick<TrackingEvent, 'status'>[] = [],
): TrackingPageProgress {
  const exception = Object.hasOwn(EXCEPTIONS, status) ? EXCEPTIONS[status] : undefined;
  const reached = Math.max(
    0,
    ...events.map((e) => (Object.hasOwn(STEP_OF_STATUS, e.status) ? STEP_OF_STATUS[e.status] : 0)),
  );
  const own = Object.hasOwn(STEP_OF_STATUS, status) ? STEP_OF_STATUS[status] : 0;
  const step = status === 'delivered' ? 3 : Math.min(Math.max(own, reached), 2);
  return {
    step,
    statusLabel: Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : 'Label created',
    ...(exception ? { exception } : {}),
  };
}

export interface TrackingPageEventView {
  message: string;
  status: string;
  datetime: string;
  /** City, state and country only: a scan's zip says more about the recipient than the journey needs. */
  location: { city: string; state: string; country: string };
}

export interface TrackingPageItem {
  name: string;
  quantity: number;
}

export interface TrackingPageShipmentView extends TrackingPageProgress {
  carrier: string;
  service: string;
  trackingCode: string;
  /** orders §7: the carrier's own page for the four major carriers, else the label's tracking URL. */
  trackingLink?: string;
  status: string;
  estimatedDeliveryDate?: string;
  deliveryDate?: string;
  /** Newest first. */
  events: TrackingPageEventView[];
  /** Only when the visitor proved the order is theirs (email and order number). */
  items?: TrackingPageItem[];
}

export interface TrackingPageView {
  branding: TrackingPageBranding;
  shipments: TrackingPageShipmentView[];
  /** Only when the visitor proved the order is theirs (email and order number). */
  order?: {
    orderNumber: string;
    recipientFirstName: string;
    destination: { city: string; state: string };
  };
}

const clean = (v: string | null | undefined) => (v ?? '').trim();

/** The first word of a name: enough to greet, not enough to identify. */
export function firstNameOf(name: string | null | undefined): string {
  return clean(name).split(/\s+/)[0] ?? '';
}

/** A shipment with a bought label: the only ones a tracking page shows. */
export function isTrackableShipment(shipment: Pick<Shipment, 'billOfLading'>): boolean {
  return Boolean(billOfLadingOf(shipment)?.trackingCode);
}

function eventView(e: TrackingEvent): TrackingPageEventView {
  const where = e.tracking_location ?? {};
  return {
    message: clean(e.message) || clean(e.description) || STATUS_LABELS[e.status] || e.status,
    status: e.status,
    datetime: e.datetime,
    location: { city: clean(where.city), state: clean(where.state), country: clean(where.country) },
  };
}

/** One labelled shipment as the page shows it; `personal` adds its items. */
export function trackingPageShipmentOf(shipment: Shipment, personal: boolean): TrackingPageShipmentView | undefined {
  const bol = billOfLadingOf(shipment);
  if (!bol?.trackingCode) return undefined;
  const tracking = shipmentTrackingOf(shipment);
  const rate = selectedRateOf(shipment);
  const status = clean(shipment.shipmentStatus) || 'pre_transit';
  const trackingUrl =
    shipment.label?.trackingUrl ||
    tracking.publicUrl ||
    shipment.label?.publicUrl ||
    shipment.label?.tracker?.public_url;
  const [link] = trackingLinksFor([{ carrier: bol.carrier, trackingCode: bol.trackingCode, trackingUrl }]);
  return {
    carrier: bol.carrier,
    // The carrier's own name: the merchant's custom service name is theirs, not the shopper's.
    service: carrierServiceName({ carrier: bol.carrier, service: bol.service || rate?.service || '' }),
    trackingCode: bol.trackingCode,
    ...(link ? { trackingLink: link.url } : {}),
    status,
    ...trackingPageProgressOf(status, tracking.events),
    ...(tracking.estimatedDeliveryDate ? { estimatedDeliveryDate: tracking.estimatedDeliveryDate } : {}),
    ...(tracking.deliveryDate ? { deliveryDate: tracking.deliveryDate } : {}),
    events: tracking.events.map(eventView).reverse(),
    ...(personal
      ? {
          items: shipment.products.map((p) => ({
            name: clean(p.title) || clean(p.sku),
            quantity: p.quantity ?? 1,
          })),
        }
      : {}),
  };
}

/**
 * The tracking page of a lookup (accounts §3 Tracking lookup: tracking, email, order).
 * By tracking number (`shipmentId` given): that shipment's journey and nothing personal — no name,
 * address, email, phone, items or order number, since a tracking number is printed on the box and
 * passed around. By email and order number (`shipmentId` absent, the email already matched): every
 * labelled shipment of the order with its items, the order number, the recipient's first name and
 * destination city and state.
 */
export function trackingPageViewFor(input: {
  branding: TrackingPageBranding;
  order: OrderRecord;
  shipmentId?: string;
}): TrackingPageView {
  const { order, shipmentId, branding } = input;
  const personal = shipmentId === undefined;
  const shipments = order.shipments
    .filter((s) => personal || s.id === shipmentId)
    .map((s) => trackingPageShipmentOf(s, personal))
    .filter((s): s is TrackingPageShipmentView => s !== undefined);
  if (!personal) return { branding, shipments };
  const address = order.shippingAddress;
  return {
    branding,
    shipments,
    order: {
      orderNumber: order.orderNumber,
      recipientFirstName: firstNameOf(address?.name),
      destination: { city: clean(address?.city), state: clean(address?.state) },
    },
  };
}

/** accounts §5 Tracking lookup: the order's recipient email, compared as email addresses are (case-insensitively). */
export function emailMatchesOrder(order: Pick<OrderRecord, 'shippingAddress'>, email: string): boolean {
  const recipient = clean(order.shippingAddress?.email).toLowerCase();
  return recipient !== '' && recipient === clean(email).toLowerCase();
}
