import type { PurchaseBatchView, ShipmentRef } from '#api/shipping';
import { purchaseChargeOf } from '#domain/billing/wallet.rules';
import { CARRIER_ACCOUNT_MESSAGES } from '#domain/carriers/carrier-accounts.rules';
import { coverageBlocker } from '#domain/claims/coverage.rules';
import {
  chosenQuote,
  labelShipDate,
  NO_CHOSEN_RATE,
  rebookBlocker,
  type BatchItem,
} from '#domain/labels/label-purchase.rules';
import type { PurchaseRecord } from '#domain/labels/ports';
import { rebookPlanOf } from '#domain/labels/rebook.rules';
import { NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { makePurchaseLabels, type Candidate, type PurchaseLabelsDeps } from './purchase-labels.use-case';

/**
 * Rebooking (orders §4), one shipment or the grid's selection, through the purchase pipeline: each
 * shipment is checked with canRebook, then its next label is queued like a purchase (plan gate, wallet,
 * one record per attempt, one message). A failed purchase is bought again (its failed attempt taken
 * over, its hold released when it failed); a shipment with a label gets the next label, and the
 * purchase worker refunds the replaced label once the new one is recorded (rebook.rules.ts).
 * Progress is the purchase batch's (GET /labels/purchases/{batchId}).
 */
export function makeRebookLabels(deps: PurchaseLabelsDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();
  const pipeline = makePurchaseLabels(deps);

  return async function rebook(caller: Caller, shipments: readonly ShipmentRef[]): Promise<PurchaseBatchView> {
    const { accountId } = caller;
    const at = now();
    const refs = [...new Map(shipments.map((r) => [r.shipmentId, r])).values()];
    const orders = new Map(
      (await deps.orders.getMany(accountId, [...new Set(refs.map((r) => r.orderId))])).map((o) => [o.id, o]),
    );
    let owned: Promise<ReadonlySet<string>> | undefined;
    const ownAccountIds = () => (owned ??= deps.ownAccountIds(accountId));
    const batchId = deps.ids.newId();
    const items: BatchItem[] = [];
    const wanted: Candidate[] = [];
    for (const ref of refs) {
      const order = orders.get(ref.orderId);
      if (!order) throw new NotFoundError('Order');
      const shipment = order.shipments.find((s) => s.id === ref.shipmentId);
      if (!shipment) throw new NotFoundError('Shipment');
      const item: BatchItem = { orderId: order.id, shipmentId: ref.shipmentId, orderNumber: order.orderNumber };
      items.push(item);
      const quote = chosenQuote(shipment);
      const blocker =
        rebookBlocker(shipment) ??
        (quote?.carrierAccountId && !(await ownAccountIds()).has(quote.carrierAccountId)
          ? CARRIER_ACCOUNT_MESSAGES.removedSinceRating
          : undefined) ??
        (quote ? coverageBlocker(order, shipment, quote) : undefined);
      if (blocker || !quote) {
        Object.assign(item, { state: 'failed', message: blocker ?? NO_CHOSEN_RATE });
        continue;
      }
      const plan = rebookPlanOf(shipment);
      const record: PurchaseRecord = {
        accountId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        shipmentId: ref.shipmentId,
        sequence: plan.sequence,
        attempt: 1,
        batchId,
        state: 'queued',
        quote,
        ...purchaseChargeOf(quote),
        shipDate: labelShipDate(shipment.preferredRate?.shipBy, at),
        queuedAt: at.toISOString(),
        ...(plan.replaces !== undefined ? { replaces: plan.replaces } : {}),
      };
      item.sequence = record.sequence;
      wanted.push({ item, record });
    }
    return pipeline.enqueue(caller, { batchId, items, wanted, at });
  };
}
