import type { PurchaseBatchView, RateMessageView, ShipmentRef } from '#api/shipping';
import { rebookBlocker } from '#domain/labels/label-purchase.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import {
  LOAD_TYPES_REQUIRING_QUOTE,
  canCancelOrRefund,
  canPurchase,
  type ActionOrder,
  type ActionShipment,
} from '#domain/shipments/shipment-actions.rules';

/** Set: not null/undefined/false/'' and not an empty object or array (as the action rules read it). */
function present(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * Why "Buy label" is off (orders §4 action rules), or null when canPurchase allows it. The rule
 * decides; the reasons only name the first condition it fails, in the rule's order.
 */
export function purchaseBlockedReason(order: ActionOrder, shipment: ActionShipment): string | null {
  if (canPurchase(order, shipment)) return null;
  if (!order.shipments?.length) return 'The order has no shipments.';
  if (order.archived) return 'The order is archived.';
  if (order.isCancelled) return 'The order is cancelled.';
  if (!shipment.preferredRate?.service?.trim()) return 'Choose a rate first.';
  if (!present(order.warehouse)) return 'Choose a warehouse for the order first.';
  if (present(shipment.billOfLading)) return 'A label was already bought for this shipment.';
  if (present(shipment.refund)) return 'The label of this shipment was refunded.';
  if (present(shipment.fulfillment)) return 'The shipment is fulfilled.';
  const lt = (order.loadType ?? '').toLowerCase();
  if (LOAD_TYPES_REQUIRING_QUOTE.some((t) => t.toLowerCase() === lt))
    return 'Refrigerated and frozen loads need a quote first.';
  return 'This shipment cannot be purchased.';
}

export const SAVE_FIRST = 'Save changes first.';
export const NO_PURCHASE_PERMISSION = 'Your team permissions do not include purchasing orders.';

/** Why the editor's "Buy label" is off: unsaved changes, the team's permissions, then the action rules. */
export function buyLabelBlockedReason({
  dirty,
  canBuy,
  order,
  shipment,
}: {
  dirty: boolean;
  canBuy: boolean;
  order: ActionOrder;
  shipment: ActionShipment;
}): string | null {
  if (dirty) return SAVE_FIRST;
  if (!canBuy) return NO_PURCHASE_PERMISSION;
  return purchaseBlockedReason(order, shipment);
}

/** Why "Refund label" is off (orders §4), or null when canCancelOrRefund allows it. */
export function refundBlockedReason(shipment: ActionShipment): string | null {
  if (canCancelOrRefund(shipment)) return null;
  if (!present(shipment.billOfLading)) return 'No label was bought for this shipment.';
  if (present(shipment.refund)) return 'A refund was already requested.';
  return 'The shipment is fulfilled.';
}

/** A carrier date (YYYY-MM-DD, or an ISO date-time) as MM/DD/YYYY; anything else as given. */
export function formatDeliveryDate(date: string | undefined | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (date ?? '');
}

/** Where a carrier message belongs (orders §8 error location), as the merchant reads it. */
export const MESSAGE_LOCATION_LABELS: Record<RateMessageView['location'], string> = {
  isOrder: 'Order',
  isShipment: 'Shipment',
  isToAddress: 'Recipient address',
  isFromAddress: 'Sender address',
  isWeight: 'Weight and dimensions',
  isRate: 'Rates',
};

/** Carrier messages grouped by location, in the locations' order, one line each: 'Carrier: message'. */
export function groupRateMessages(
  messages: readonly RateMessageView[],
): { location: RateMessageView['location']; label: string; lines: string[] }[] {
  const order = Object.keys(MESSAGE_LOCATION_LABELS) as RateMessageView['location'][];
  return order
    .map((location) => ({
      location,
      label: MESSAGE_LOCATION_LABELS[location],
      lines: [
        ...new Set(
          messages
            .filter((m) => m.location === location)
            .map((m) => (m.carrier ? `${m.carrier}: ${m.message}` : m.message)),
        ),
      ],
    }))
    .filter((g) => g.lines.length > 0);
}

/** A label purchase batch is over when nothing is queued or purchasing. */
export function batchDone(batch: Pick<PurchaseBatchView, 'pending'>): boolean {
  return batch.pending <= 0;
}

/** The ProgressBar's value: purchased + failed of total, in percent. */
export function batchPercent(batch: Pick<PurchaseBatchView, 'purchased' | 'failed' | 'total'>): number {
  return batch.total ? Math.round(((batch.purchased + batch.failed) * 100) / batch.total) : 100;
}

export function batchSummary(batch: Pick<PurchaseBatchView, 'purchased' | 'failed' | 'total'>): string {
  return `${batch.purchased} purchased, ${batch.failed} failed of ${batch.total}`;
}

/** "Retry failed": the failed shipments of a batch, and only those. */
export function failedShipments(batch: Pick<PurchaseBatchView, 'items'>): ShipmentRef[] {
  return batch.items.filter((i) => i.state === 'failed').map(({ orderId, shipmentId }) => ({ orderId, shipmentId }));
}

/** Why "Rebook" is off: unsaved changes, the team's permissions, then the shared rule's reason (orders §4). */
export function rebookBlockedReason({
  dirty,
  canBuy,
  shipment,
}: {
  dirty: boolean;
  canBuy: boolean;
  shipment: Shipment;
}): string | null {
  if (dirty) return SAVE_FIRST;
  if (!canBuy) return NO_PURCHASE_PERMISSION;
  return rebookBlocker(shipment) ?? null;
}
