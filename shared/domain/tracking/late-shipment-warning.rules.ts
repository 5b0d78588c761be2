import { isCarrierCode } from '../carriers/carrier-services.constants';
import { billOfLadingOf, labelShipDateOf } from '../labels/label-purchase.rules';
import type { OrderRecord, OrderWarning } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { LATE_WARNING_TYPE } from '../statuses/filter-values.constants';
import {
  LATE_CHECKED_STATUSES,
  lateShipmentOf,
  type LateShipmentFacts,
  type LateShipmentOptions,
  type LateShipmentReason,
} from './late-shipment.rules';
import { shipmentTrackingOf } from './shipment-tracking.rules';

/**
 * Late shipments on the order (accounts §6): each late shipment of an order carries one `late`
 * warning saying why, which the grid's warnings column and filter show. The detector and the
 * tracking worker write them through `orderWithLateWarnings`, so a re-run that finds the same
 * reasons changes nothing and a shipment whose journey ended loses its warning.
 */

/** What `lateShipmentOf` needs of a labelled shipment; undefined when it has no label of a known carrier. */
export function lateShipmentFactsOf(
  order: Pick<OrderRecord, 'shippingAddress'>,
  shipment: Shipment,
): LateShipmentFacts | undefined {
  const label = billOfLadingOf(shipment);
  if (!label || !isCarrierCode(label.carrier)) return undefined;
  const tracking = shipmentTrackingOf(shipment);
  // The bought rate's quote (rate shop: estimatedDeliveryDate) until the carrier gives its own estimate.
  const rate = shipment.createdShipment?.selected_rate as { estimatedDeliveryDate?: unknown } | null | undefined;
  const rateEstimate = typeof rate?.estimatedDeliveryDate === 'string' ? rate.estimatedDeliveryDate : undefined;
  const to = order.shippingAddress;
  return {
    status: shipment.shipmentStatus ?? 'pre_transit',
    carrier: label.carrier,
    shipDate: labelShipDateOf(label),
    estimatedDeliveryDate: tracking.estimatedDeliveryDate ?? rateEstimate ?? null,
    destination: { country: to?.country ?? 'US', state: to?.state ?? null, zip: to?.zip ?? null },
    events: tracking.events,
  };
}

const humanDetail = (detail: string) => detail.replace(/_/g, ' ');

/** The warning's text: why the shipment is late, in the grid's words. */
export function lateWarningMessage(reason: LateShipmentReason, shipmentNumber?: number): string {
  const prefix = shipmentNumber ? `Shipment ${shipmentNumber} is late` : 'Late';
  switch (reason.reason) {
    case 'carrier_delay':
      return `${prefix}: the carrier reports a delay (${humanDetail(reason.statusDetail)})`;
    case 'past_estimated_delivery':
      return `${prefix}: expected by ${reason.estimatedDeliveryDate} and not delivered`;
    case 'no_scan':
      return `${prefix}: no carrier scan for ${reason.businessDays} business days since ${reason.since}`;
  }
}

export interface LateShipment {
  shipmentId: string;
  reason: LateShipmentReason;
}

/** The order's late shipments now: each labelled shipment on its way checked by `lateShipmentOf`. */
export function lateShipmentsOf(order: OrderRecord, now: Date, options: LateShipmentOptions): LateShipment[] {
  const late: LateShipment[] = [];
  for (const shipment of order.shipments) {
    const facts = shipment.id ? lateShipmentFactsOf(order, shipment) : undefined;
    const reason = facts && lateShipmentOf(facts, now, options);
    if (shipment.id && reason) late.push({ shipmentId: shipment.id, reason });
  }
  return late;
}

/** One late warning per late shipment; "Shipment n is late" names the shipment when the order has several. */
export function lateWarningsOf(order: Pick<OrderRecord, 'shipments'>, late: readonly LateShipment[]): OrderWarning[] {
  const several = order.shipments.length > 1;
  return late.map(({ shipmentId, reason }) => ({
    type: LATE_WARNING_TYPE,
    shipmentId,
    message: lateWarningMessage(
      reason,
      several ? order.shipments.findIndex((s) => s.id === shipmentId) + 1 || undefined : undefined,
    ),
  }));
}

const isLate = (w: OrderWarning) => w.type === LATE_WARNING_TYPE;
const sameWarnings = (a: readonly OrderWarning[], b: readonly OrderWarning[]) =>
  a.length === b.length && a.every((w, i) => w.shipmentId === b[i].shipmentId && w.message === b[i].message);

export interface LateWarningChange {
  order: OrderRecord;
  /** Shipments that turned late, or whose reason changed. */
  flagged: { shipmentId: string; message: string }[];
  /** Shipments whose late warning was taken off. */
  cleared: string[];
}

/**
 * The order with exactly `warnings` as its late warnings (the other warnings kept as they are), or
 * undefined when they are already those: the detector writes only on a change.
 */
export function orderWithLateWarnings(
  order: OrderRecord,
  warnings: readonly OrderWarning[],
): LateWarningChange | undefined {
  const before = order.warnings.filter(isLate);
  if (sameWarnings(before, warnings)) return undefined;
  const beforeBy = new Map(before.map((w) => [w.shipmentId, w.message]));
  const afterIds = new Set(warnings.map((w) => w.shipmentId));
  return {
    order: { ...order, warnings: [...order.warnings.filter((w) => !isLate(w)), ...warnings] },
    flagged: warnings
      .filter((w) => beforeBy.get(w.shipmentId) !== w.message)
      .map((w) => ({ shipmentId: w.shipmentId ?? '', message: w.message })),
    cleared: before.filter((w) => !afterIds.has(w.shipmentId)).map((w) => w.shipmentId ?? ''),
  };
}

/**
 * The order after a shipment's journey moved past being late (delivered, returned, failed): its late
 * warning comes off. Unchanged (the same object) when the shipment is still on its way or had none.
 */
export function orderClearedOfLateShipment(order: OrderRecord, shipmentId: string): OrderRecord {
  const shipment = order.shipments.find((s) => s.id === shipmentId);
  if (shipment && LATE_CHECKED_STATUSES.includes(shipment.shipmentStatus ?? 'pre_transit')) return order;
  if (!order.warnings.some((w) => isLate(w) && w.shipmentId === shipmentId)) return order;
  return { ...order, warnings: order.warnings.filter((w) => !(isLate(w) && w.shipmentId === shipmentId)) };
}

/** The order's late shipments as its warnings say (what the late notification is sent for). */
export function lateShipmentIdsOf(order: Pick<OrderRecord, 'warnings'>): string[] {
  return order.warnings.filter(isLate).flatMap((w) => (w.shipmentId ? [w.shipmentId] : []));
}
