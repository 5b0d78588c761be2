import { primaryShipment } from '../orders/order-grid.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { TRACKING_EMAIL_STATUSES, type TrackingEmailStatus } from '../statuses/tracking-email-status.constants';
import type { TrackingEvent } from './tracking-event.schema';
import type { StoredTracking, TrackingState } from './tracking-progress.rules';

/**
 * What tracking keeps on a shipment (server-owned, like its label): the history (orders §3
 * Tracking event), the delivery date and transit time once delivered, the carrier's estimate and
 * public page, and the tracking emails decided for it. The emails are decided in the same
 * version-guarded write as the status, so a redelivered or concurrent update never decides one twice.
 */
export interface ShipmentClaimDue {
  type: string;
  dueAt: string;
  fileBy: string;
}

export interface ShipmentTracking extends StoredTracking {
  events: TrackingEvent[];
  estimatedDeliveryDate?: string;
  publicUrl?: string;
  /** ISO instant of the last write by tracking. */
  updatedAt?: string;
  /**
   * The claim this tracking calls for (claims' automatic opening), kept so the grid shows "File by" without
   * the claim rules: due from `dueAt`, to be filed by `fileBy` (YYYY-MM-DD).
   */
  claim?: ShipmentClaimDue;
  emails: TrackingEmailStatus[];
}

const isEmail = (v: unknown): v is TrackingEmailStatus =>
  typeof v === 'string' && (TRACKING_EMAIL_STATUSES as readonly string[]).includes(v);

/** The tracking kept on a shipment, read defensively (the field is stored as data, not validated on the way in). */
export function shipmentTrackingOf(shipment: Pick<Shipment, 'tracking'>): ShipmentTracking {
  const t = (shipment.tracking ?? {}) as Partial<ShipmentTracking>;
  return {
    events: Array.isArray(t.events) ? t.events : [],
    ...(typeof t.deliveryDate === 'string' ? { deliveryDate: t.deliveryDate } : {}),
    ...(typeof t.transitDays === 'number' ? { transitDays: t.transitDays } : {}),
    ...(typeof t.estimatedDeliveryDate === 'string' ? { estimatedDeliveryDate: t.estimatedDeliveryDate } : {}),
    ...(typeof t.publicUrl === 'string' ? { publicUrl: t.publicUrl } : {}),
    ...(typeof t.updatedAt === 'string' ? { updatedAt: t.updatedAt } : {}),
    ...(t.claim && typeof t.claim.dueAt === 'string' && typeof t.claim.fileBy === 'string' ? { claim: t.claim } : {}),
    emails: Array.isArray(t.emails) ? t.emails.filter(isEmail) : [],
  };
}

export interface TrackingChange {
  state: TrackingState;
  estimatedDeliveryDate?: string;
  publicUrl?: string;
  /** The email decided by this change (trackingEmailDue), recorded with it. */
  email?: TrackingEmailStatus;
  at: string;
}

/**
 * The shipment after a tracking change: status (the created shipment's mirror too), history,
 * delivery date and transit days, and the decided email appended.
 */
export function shipmentWithTracking(shipment: Shipment, change: TrackingChange): Shipment {
  const before = shipmentTrackingOf(shipment);
  const { state } = change;
  const tracking: ShipmentTracking = {
    ...before,
    events: [...state.events],
    ...(state.deliveryDate !== undefined ? { deliveryDate: state.deliveryDate } : {}),
    ...(state.transitDays !== undefined ? { transitDays: state.transitDays } : {}),
    ...(change.estimatedDeliveryDate ? { estimatedDeliveryDate: change.estimatedDeliveryDate } : {}),
    ...(change.publicUrl ? { publicUrl: change.publicUrl } : {}),
    updatedAt: change.at,
    emails: change.email && !before.emails.includes(change.email) ? [...before.emails, change.email] : before.emails,
  };
  return {
    ...shipment,
    shipmentStatus: state.status,
    ...(shipment.createdShipment
      ? { createdShipment: { ...shipment.createdShipment, shipmentStatus: state.status, status: state.status } }
      : {}),
    tracking,
  };
}

/**
 * The order after one of its shipments' tracking changed: the order's delivery date (orders §3
 * deliveryDate, the grid's column) follows its primary shipment; the display status is derived
 * from the shipment status (orders §4) wherever the order is read or indexed.
 */
export function orderWithTracking(order: OrderRecord, shipmentId: string, change: TrackingChange): OrderRecord {
  const shipments = order.shipments.map((s) => (s.id === shipmentId ? shipmentWithTracking(s, change) : s));
  const primary = primaryShipment({ shipments });
  const deliveryDate = primary ? shipmentTrackingOf(primary).deliveryDate : undefined;
  return { ...order, shipments, ...(deliveryDate ? { deliveryDate } : {}) };
}
