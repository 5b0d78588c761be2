import { printStateOf, withLabelUnprinted } from '#domain/printing/print-state.rules';
import type { HoldOutcome, Wallet } from '#domain/billing/ports';
import { heldFundsShortMessage, purchaseInvoice, purchaseTotalCents } from '#domain/billing/wallet.rules';
import type { PurchasedLabel } from '#domain/carriers/carrier.models';
import { CarrierRejectedError, type CarrierPort } from '#domain/carriers/ports';
import { rateRequestFor } from '#domain/carriers/rate-request.rules';
import { coverageRecordOf } from '#domain/claims/coverage.rules';
import { rewriteErrorMessage } from '#domain/errors/error-message.rules';
import { LOCAL_COURIER_CARRIER } from '#api/shipping';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import { courierLabelOf } from '#domain/couriers/courier-quotes.rules';
import { CourierRejectedError, type CourierLabels } from '#domain/couriers/ports';
import {
  idempotencyKeyOf,
  labelFileKey,
  purchaseBlocker,
  purchaseKeyOf,
  shipmentAfterPurchase,
  withShipment,
} from '#domain/labels/label-purchase.rules';
import type { LabelFiles, LabelPurchaseStore, PurchaseMessage, PurchaseRecord } from '#domain/labels/ports';
import { replacementBlocker, shipmentAfterFailedPurchase } from '#domain/labels/rebook.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { OrderStore } from '#domain/orders/ports';
import type { FulfillmentQueue } from '#domain/stores/store-fulfillment';
import { autoFulfillEnabled } from '#domain/stores/store-fulfillment.rules';
import type { WeightContext } from '#domain/units/weight.rules';

export interface PurchaseLabelDeps {
  purchases: LabelPurchaseStore;
  wallet: Pick<Wallet, 'placeHold'>;
  orders: Pick<OrderStore, 'get'>;
  carrier: CarrierPort;
  /** A courier quote's purchase dispatches the courier (its delivery is the label); absent, it fails. */
  courier?: CourierLabels;
  files: LabelFiles;
  /** The account's weight settings, so the label is bought for what was rated. */
  weightContext: (accountId: string) => Promise<WeightContext>;
  /** Tracking out: a store order's new label is queued for its store when the platform's auto-fulfil flag is on. */
  autoFulfill?: AutoFulfillDeps;
  /**
   * A rebooking's: voids the label the record replaces, once (the refund use case). Throws on an unknown
   * outcome, so the message is delivered again and the void asked again.
   */
  refundReplaced?: (record: PurchaseRecord) => Promise<void>;
}

export interface AutoFulfillDeps {
  /** accounts §3 auto-fulfil flags by platform. */
  flags: (accountId: string) => Promise<Readonly<Record<string, boolean>>>;
  queue: FulfillmentQueue;
  /** A send that failed: the purchase stands; the order's "Send tracking to store" sends it again. */
  onError: (err: unknown, context: { accountId: string; orderId: string; shipmentId: string }) => void;
}

/** The courier's dispatch on the shipment's label (its status, ETAs and provider), for a courier quote's purchase. */
function withCourierLabel(shipment: Shipment, courier: ReturnType<typeof courierLabelOf> | undefined): Shipment {
  return courier ? { ...shipment, label: { ...shipment.label, courier } } : shipment;
}

export type PurchaseResult = 'purchased' | 'already' | 'failed' | 'skipped';

/**
 * One label-purchase message, safe to run any number of times: a settled or superseded attempt is
 * skipped; the hold is placed once per attempt; the carrier is asked for a label this attempt's
 * key already bought before buying (a crash between buy and commit); documents go to deterministic
 * keys; one transaction records everything. A carrier refusal or missing funds fail the item and
 * release the hold; any other error (an unknown outcome) is thrown so the queue delivers again,
 * keeping the hold.
 */
export function makePurchaseLabel(deps: PurchaseLabelDeps) {
  async function fail(record: PurchaseRecord, holdKey: string, message: string): Promise<PurchaseResult> {
    // The shipment shows the failure (status failure, the rate it tried) so it can be rebooked (orders §4).
    await deps.purchases.fail(record, holdKey, message, (order) => {
      const shipment = order.shipments.find((s) => s.id === record.shipmentId);
      const after = shipment && shipmentAfterFailedPurchase(shipment, record.quote);
      return after && withShipment(order, record.shipmentId, () => after);
    });
    return 'failed';
  }

  async function refundReplaced(record: PurchaseRecord) {
    if (record.replaces !== undefined && deps.refundReplaced) await deps.refundReplaced(record);
  }

  async function store(record: PurchaseRecord, key: string, label: PurchasedLabel) {
    const keys: { pdfKey?: string; zplKey?: string } = {};
    for (const doc of label.documents) {
      const fileKey = labelFileKey(record.accountId, record.shipmentId, key, doc.format);
      await deps.files.put(fileKey, doc.body, doc.contentType);
      keys[doc.format === 'pdf' ? 'pdfKey' : 'zplKey'] = fileKey;
    }
    return keys;
  }

  /**
   * Queues the bought label for the order's store. Never throws: the purchase is recorded and paid
   * for whatever the queue says. Also run on a redelivery of a bought purchase, which closes the
   * gap of a worker that died between the commit and the send (the push happens once anyway).
   */
  async function queueFulfillment(record: PurchaseRecord, known?: OrderRecord) {
    const auto = deps.autoFulfill;
    if (!auto) return;
    const context = { accountId: record.accountId, orderId: record.orderId, shipmentId: record.shipmentId };
    try {
      const order = known ?? (await deps.orders.get(record.accountId, record.orderId));
      if (!order?.storeOrder) return;
      if (!autoFulfillEnabled(await auto.flags(record.accountId), order.storeOrder.platform)) return;
      await auto.queue.send([{ ...context, reason: 'auto' }]);
    } catch (err) {
      auto.onError(err, context);
    }
  }

  return async function run(message: PurchaseMessage): Promise<PurchaseResult> {
    const record = await deps.purchases.getPurchase(message.accountId, message);
    if (!record || record.attempt !== message.attempt) return 'skipped';
    if (record.state === 'failed') return 'already';
    if (record.state === 'purchased') {
      await refundReplaced(record);
      await queueFulfillment(record);
      return 'already';
    }
    await deps.purchases.markPurchasing(record);
    const key = idempotencyKeyOf(record.accountId, record.shipmentId, record.sequence, record.attempt);

    const order = await deps.orders.get(record.accountId, record.orderId);
    const shipment = order?.shipments.find((s) => s.id === record.shipmentId);
    if (!order || !shipment) return fail(record, key, 'The order or its shipment no longer exists');

    const hold: HoldOutcome = await deps.wallet.placeHold(record.accountId, key, purchaseTotalCents(record));
    if (hold === 'insufficient') return fail(record, key, heldFundsShortMessage(purchaseTotalCents(record)));

    const isCourier = record.quote.carrier === LOCAL_COURIER_CARRIER;
    // A courier's dispatch is idempotent on the key itself: asking it again answers the delivery already made.
    let label: PurchasedLabel | undefined = isCourier ? undefined : await deps.carrier.findLabel(key);
    let courier: ReturnType<typeof courierLabelOf> | undefined;
    if (!label) {
      // Nothing bought yet: the order may have changed since the request (cancelled, archived).
      const blocker = record.sequence === 1 ? purchaseBlocker(order, shipment) : replacementBlocker(shipment, record);
      if (blocker) return fail(record, key, blocker);
      const request = rateRequestFor(order, shipment, await deps.weightContext(record.accountId), record.shipDate);
      if (!request.ok) return fail(record, key, request.problems.join('; '));
      const quote = record.quote;
      try {
        if (quote.carrier === LOCAL_COURIER_CARRIER) {
          if (!deps.courier) return fail(record, key, COURIER_MESSAGES.notAParcelLabel);
          const dispatched = await deps.courier.dispatch({
            idempotencyKey: key,
            accountId: record.accountId,
            order,
            rate: request.request,
            quote,
          });
          label = dispatched;
          courier = courierLabelOf(dispatched.courier, quote.courier?.vehicle ?? '');
        } else {
          label = await deps.carrier.buy({
            idempotencyKey: key,
            request: request.request,
            quote: { ...quote, carrier: quote.carrier },
          });
        }
      } catch (err) {
        if (err instanceof CarrierRejectedError || err instanceof CourierRejectedError)
          return fail(record, key, rewriteErrorMessage(err.message));
        throw err;
      }
    }

    const files = await store(record, key, label);
    const bought = label;
    const purchaseKey = purchaseKeyOf(record.shipmentId, record.sequence);
    // The premium is part of this commit's one debit: a redelivery finds the attempt committed and posts nothing.
    const coverage = coverageRecordOf({
      declaredCents: record.quote.coveredCents ?? 0,
      insurancePremiumCents: record.insurancePremiumCents,
      purchaseKey,
      purchasedAt: bought.purchasedAt,
    });
    const outcome = await deps.purchases.commit({
      purchase: record,
      holdKey: key,
      label: bought,
      ...files,
      ...(coverage ? { coverage } : {}),
      invoice: purchaseInvoice(record, record.quote),
      applyToOrder: (current) => {
        const next = withShipment(current, record.shipmentId, (s) =>
          withCourierLabel(
            shipmentAfterPurchase(withLabelUnprinted(s), {
              label: bought,
              quote: record.quote,
              purchaseKey,
              sequence: record.sequence,
              shipDate: record.shipDate,
              ...files,
              ...(coverage ? { coverage } : {}),
            }),
            courier,
          ),
        );
        // A new label (a rebooking's too) is not printed yet: the order's labelPrinted follows.
        return next && { ...next, printState: { ...next.printState, labelPrinted: printStateOf(next).labelPrinted } };
      },
    });
    await refundReplaced(record);
    await queueFulfillment(record, order);
    return outcome === 'committed' ? 'purchased' : 'already';
  };
}
