/**
 * Rebooking (orders §4 "Rebooking allowed when status is processing, failure or booked, a selected
 * rate exists, and there is no refund or the refund was rejected"): what a rebooking buys and what
 * it voids, and the shipment a failed purchase leaves behind so it can be rebooked.
 */
import type { StoredRate } from '#api/shipping';
import type { Shipment } from '../shipments/shipment.schema';
import { canRebook } from '../shipments/shipment-actions.rules';
import { billOfLadingOf, labelSequenceOf, selectedRateFromQuote } from './label-purchase.rules';

export interface RebookPlan {
  /** The label number the rebooking buys: the next one when a label exists, else the one that failed. */
  sequence: number;
  /** The label the new one replaces, voided (refunded) once the new label is recorded; none when it cannot be. */
  replaces?: number;
}

/**
 * A shipment with a label gets the next label, and its current one is refunded after the new one is
 * recorded (never two live labels, never none). A label whose refund the carrier rejected is spent:
 * nothing is refunded. A shipment with no label (its purchase failed) buys its failed label again.
 */
export function rebookPlanOf(shipment: Pick<Shipment, 'billOfLading' | 'refund'>): RebookPlan {
  const bill = billOfLadingOf(shipment);
  const sequence = labelSequenceOf(shipment);
  if (!bill) return { sequence };
  return shipment.refund?.refund_status === 'rejected' ? { sequence } : { sequence, replaces: bill.sequence };
}

/**
 * The shipment after its purchase failed: status `failure` with the rate it tried as its selected
 * rate, so it can be rebooked (orders §4). A shipment that still has a label (its rebooking failed)
 * keeps it and its status: undefined, nothing to write.
 */
export function shipmentAfterFailedPurchase(shipment: Shipment, quote: StoredRate): Shipment | undefined {
  if (billOfLadingOf(shipment)) return undefined;
  return {
    ...shipment,
    shipmentStatus: 'failure',
    createdShipment: { ...(shipment.createdShipment ?? {}), selected_rate: selectedRateFromQuote(quote) },
  };
}

/** Whether the refund of `purchaseKey` still concerns the shipment's label (a rebooking moved it on otherwise). */
export function refundConcernsLabel(shipment: Pick<Shipment, 'billOfLading'>, purchaseKey: string): boolean {
  return billOfLadingOf(shipment)?.purchaseKey === purchaseKey;
}

export const SHIPMENT_CHANGED_SINCE_REBOOK = 'The shipment changed since it was rebooked: rebook it again';

/**
 * Before a rebooking's next label is bought: the shipment must still carry the label it replaces and
 * still allow rebooking (a refund asked meanwhile would void it twice); undefined when it does.
 */
export function replacementBlocker(
  shipment: Shipment,
  record: { sequence: number; replaces?: number },
): string | undefined {
  const current = billOfLadingOf(shipment)?.sequence;
  if (current !== record.sequence - 1 || !canRebook(shipment)) return SHIPMENT_CHANGED_SINCE_REBOOK;
  if (record.replaces !== undefined && record.replaces !== current) return SHIPMENT_CHANGED_SINCE_REBOOK;
  return undefined;
}
