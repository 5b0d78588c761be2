import type { PurchaseBatchView, PurchaseLabelsRequest, ShipmentRef } from '#api/shipping';
import type { IdGenerator } from '#domain/accounts/ports';
import type { Wallet } from '#domain/billing/ports';
import { CARRIER_ACCOUNT_MESSAGES } from '#domain/carriers/carrier-accounts.rules';
import { coverageBlocker } from '#domain/claims/coverage.rules';
import { insufficientFundsMessage, purchaseChargeOf, purchaseTotalCents } from '#domain/billing/wallet.rules';
import {
  chosenQuote,
  labelGateMessage,
  labelMonthOf,
  labelShipDate,
  labelSequenceOf,
  NO_CHOSEN_RATE,
  purchaseBatchView,
  purchaseBlocker,
  purchaseKeyOf,
  requeueDue,
  type BatchItem,
} from '#domain/labels/label-purchase.rules';
import type { LabelPurchaseQueue, LabelPurchaseStore, PurchaseMessage, PurchaseRecord } from '#domain/labels/ports';
import { purchaseMessageOf } from '#domain/labels/purchase.message';
import type { OrderStore } from '#domain/orders/ports';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { checkLabelPurchase, planLimit } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { effectivePlanSubject } from '#domain/plans/subscription.rules';
import { forEachConcurrently } from '#lib/concurrently';
import { NotFoundError, PaymentRequiredError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { hasFeature } from '#domain/plans/feature-flags.rules';
import { labelShipDateOnSchedule } from '#domain/shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { PlanGateClosedError } from '#lib/plan-gate';

const CLAIMS_IN_FLIGHT = 16;

export interface PurchaseLabelsDeps {
  orders: Pick<OrderStore, 'getMany'>;
  purchases: LabelPurchaseStore;
  wallet: Pick<Wallet, 'balance'>;
  subscriptions: SubscriptionStore;
  queue: LabelPurchaseQueue;
  ids: IdGenerator;
  /** The ids of the merchant's own carrier accounts now: a quote of a removed one is not bought. */
  ownAccountIds: (accountId: string) => Promise<ReadonlySet<string>>;
  /** The account's shipping schedule: labels of callers holding the shippingSchedule feature ship on its days. */
  shippingSchedule?: (accountId: string) => Promise<ShippingSchedule>;
  clock?: () => Date;
}

/** What sets a purchase and a rebooking apart: which shipments may go, and which label each gets. */
export interface LabelPlan {
  blockerOf: (order: OrderRecord, shipment: Shipment) => string | undefined;
  planOf: (shipment: Shipment) => { sequence: number; replaces?: number };
}

interface Candidate {
  item: BatchItem;
  record: PurchaseRecord;
  /** The failed attempt this request takes over. */
  retakes?: PurchaseRecord;
}

/**
 * POST /api/v1/labels/purchases and its progress. Every shipment is checked (orders §4), the plan
 * gate (accounts §6) and the wallet (the whole request or nothing) before any record is made; then
 * one purchase record per shipment attempt (a conditional put: concurrent requests for a shipment
 * share one), one batch record, and one queue message per record this request created.
 */
export function makePurchaseLabels(deps: PurchaseLabelsDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();

  async function gate(accountId: string, labels: number, at: Date): Promise<void> {
    if (labels === 0) return;
    const [subscription, used] = await Promise.all([
      deps.subscriptions.get(accountId),
      deps.purchases.labelsInMonth(accountId, labelMonthOf(at)),
    ]);
    const subject = effectivePlanSubject(subscription, at);
    const result = checkLabelPurchase({ ...subject, labelCounter: used }, labels);
    if (!result.allowed) {
      throw new PlanGateClosedError(
        result.outcome,
        labelGateMessage(result.outcome, planLimit(subject, 'labelsPerMonth'), used),
      );
    }
  }

  /**
   * The shipments of one request checked and planned (orders §4: `blockerOf` says why one may not be bought,
   * `planOf` which label it gets), then queued through `enqueue`. A purchase and a rebooking differ only there.
   */
  async function queueLabels(
    caller: Caller,
    shipments: readonly ShipmentRef[],
    { blockerOf, planOf }: LabelPlan,
  ): Promise<PurchaseBatchView> {
    const { accountId } = caller;
    const at = now();
    const refs = [...new Map(shipments.map((r) => [r.shipmentId, r])).values()];
    const orders = new Map(
      (await deps.orders.getMany(accountId, [...new Set(refs.map((r) => r.orderId))])).map((o) => [o.id, o]),
    );
    const items: BatchItem[] = [];
    const wanted: Candidate[] = [];
    let owned: Promise<ReadonlySet<string>> | undefined;
    const ownAccountIds = () => (owned ??= deps.ownAccountIds(accountId));
    const schedule = hasFeature(caller.features, 'shippingSchedule')
      ? await deps.shippingSchedule?.(accountId)
      : undefined;
    const batchId = deps.ids.newId();
    for (const ref of refs) {
      const order = orders.get(ref.orderId);
      if (!order) throw new NotFoundError('Order');
      const shipment = order.shipments.find((s) => s.id === ref.shipmentId);
      if (!shipment) throw new NotFoundError('Shipment');
      const item: BatchItem = { orderId: order.id, shipmentId: ref.shipmentId, orderNumber: order.orderNumber };
      items.push(item);
      const shipmentBlocker = blockerOf(order, shipment);
      const quote = shipmentBlocker ? undefined : chosenQuote(shipment);
      const blocker =
        shipmentBlocker ??
        (quote?.carrierAccountId && !(await ownAccountIds()).has(quote.carrierAccountId)
          ? CARRIER_ACCOUNT_MESSAGES.removedSinceRating
          : undefined) ??
        (quote ? coverageBlocker(order, shipment, quote) : undefined);
      if (blocker || !quote) {
        Object.assign(item, { state: 'failed', message: blocker ?? NO_CHOSEN_RATE });
        continue;
      }
      const plan = planOf(shipment);
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
        shipDate:
          (schedule &&
            labelShipDateOnSchedule(shipment.preferredRate?.shipBy, at, schedule, {
              holdDate: shipment.holdDate ?? order.holdDate,
            })) ??
          labelShipDate(shipment.preferredRate?.shipBy, at),
        queuedAt: at.toISOString(),
        ...(plan.replaces !== undefined ? { replaces: plan.replaces } : {}),
      };
      item.sequence = record.sequence;
      wanted.push({ item, record });
    }
    return enqueue(caller, { batchId, items, wanted, at });
  }

  /** POST /api/v1/labels/purchases: each shipment's next label, if orders §4 allows buying it. */
  function request(caller: Caller, body: PurchaseLabelsRequest): Promise<PurchaseBatchView> {
    return queueLabels(caller, body.shipments as ShipmentRef[], {
      blockerOf: purchaseBlocker,
      planOf: (shipment) => ({ sequence: labelSequenceOf(shipment) }),
    });
  }

  /**
   * The checked candidates of one request become purchases: joined, retaken or claimed, behind the plan
   * gate and the wallet (the whole request or nothing), then the batch and the messages.
   */
  async function enqueue(
    caller: Caller,
    { batchId, items, wanted, at }: { batchId: string; items: BatchItem[]; wanted: Candidate[]; at: Date },
  ): Promise<PurchaseBatchView> {
    const { accountId } = caller;
    // A shipment whose attempt is under way joins it; one whose last attempt failed gets the next attempt.
    const existing = new Map(
      (
        await deps.purchases.getPurchases(
          accountId,
          wanted.map((c) => c.record),
        )
      ).map((r) => [purchaseKeyOf(r.shipmentId, r.sequence), r]),
    );
    const fresh: Candidate[] = [];
    const joined: PurchaseRecord[] = [];
    for (const c of wanted) {
      const found = existing.get(purchaseKeyOf(c.record.shipmentId, c.record.sequence));
      if (!found) fresh.push(c);
      else if (found.state === 'failed')
        fresh.push({ ...c, record: { ...c.record, attempt: found.attempt + 1 }, retakes: found });
      else joined.push(found);
    }

    await gate(accountId, fresh.length, at);
    const needed = fresh.reduce((sum, c) => sum + purchaseTotalCents(c.record), 0);
    if (needed > 0) {
      const { availableCents } = await deps.wallet.balance(accountId);
      if (needed > availableCents)
        throw new PaymentRequiredError(insufficientFundsMessage(needed, Math.max(0, availableCents)));
    }

    const messages: PurchaseMessage[] = [];
    await forEachConcurrently(fresh, CLAIMS_IN_FLIGHT, async (c) => {
      const outcome = c.retakes
        ? await deps.purchases.retake(c.retakes, c.record)
        : await deps.purchases.claim(c.record);
      if (outcome.created) messages.push(purchaseMessageOf(outcome.record));
      else joined.push(outcome.record);
    });
    for (const r of joined) {
      if (requeueDue(r, at)) messages.push(purchaseMessageOf(r));
    }
    await deps.purchases.saveBatch(accountId, { batchId, items, createdBy: caller.userId });
    await deps.queue.send(messages);
    return progress(caller, batchId);
  }

  async function progress(caller: Caller, batchId: string): Promise<PurchaseBatchView> {
    const batch = await deps.purchases.getBatch(caller.accountId, batchId);
    if (!batch) throw new NotFoundError('Purchase batch');
    const refs = batch.items.flatMap((i) =>
      i.sequence === undefined ? [] : [{ shipmentId: i.shipmentId, sequence: i.sequence }],
    );
    const records = new Map(
      (await deps.purchases.getPurchases(caller.accountId, refs)).map((r) => [
        purchaseKeyOf(r.shipmentId, r.sequence),
        r,
      ]),
    );
    return purchaseBatchView(batchId, batch.items, (item) => {
      const r = records.get(purchaseKeyOf(item.shipmentId, item.sequence ?? 0));
      return r && { ...r, amountCents: purchaseTotalCents(r) };
    });
  }

  return { request, progress, queueLabels };
}
