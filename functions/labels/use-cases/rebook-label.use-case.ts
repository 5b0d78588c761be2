import type { PurchaseBatchView, ShipmentRef } from '#api/shipping';
import { rebookBlocker } from '#domain/labels/label-purchase.rules';
import { rebookPlanOf } from '#domain/labels/rebook.rules';
import type { Caller } from '#lib/http/caller';
import { makePurchaseLabels, type PurchaseLabelsDeps } from './purchase-labels.use-case';

/**
 * Rebooking (orders §4), one shipment or the grid's selection, through the purchase pipeline: each
 * shipment is checked with canRebook, then its next label is queued like a purchase (plan gate, wallet,
 * one record per attempt, one message). A failed purchase is bought again (its failed attempt taken
 * over, its hold released when it failed); a shipment with a label gets the next label, and the
 * purchase worker refunds the replaced label once the new one is recorded (rebook.rules.ts).
 * Progress is the purchase batch's (GET /labels/purchases/{batchId}).
 */
export function makeRebookLabels(deps: PurchaseLabelsDeps) {
  const pipeline = makePurchaseLabels(deps);
  return (caller: Caller, shipments: readonly ShipmentRef[]): Promise<PurchaseBatchView> =>
    pipeline.queueLabels(caller, shipments, {
      blockerOf: (_order, shipment) => rebookBlocker(shipment),
      planOf: rebookPlanOf,
    });
}
