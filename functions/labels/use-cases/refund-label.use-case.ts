import { refundCreditInvoice } from '#domain/billing/wallet.rules';
import type { RefundStatus } from '#domain/carriers/carrier.models';
import { CarrierRejectedError, type CarrierRefunds } from '#domain/carriers/ports';
import type { CarrierCode } from '#domain/carriers/carrier-services.constants';
import { actionErrorTitle, rewriteErrorMessage } from '#domain/errors/error-message.rules';
import { billOfLadingOf, withShipment } from '#domain/labels/label-purchase.rules';
import type { LabelRecord, PendingRefund, PurchaseRecord, RefundStore } from '#domain/labels/ports';
import { refundConcernsLabel } from '#domain/labels/rebook.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderStore } from '#domain/orders/ports';
import { StaleOrderError, writeOnLatestOrder } from '#domain/orders/ports';
import { canCancelOrRefund } from '#domain/shipments/shipment-actions.rules';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';

/** Writes of a refund onto an order that keeps changing under it before the merchant is told to retry. */
const SUBMIT_ATTEMPTS = 4;

export interface RefundLabelDeps {
  orders: Pick<OrderStore, 'get'>;
  refunds: RefundStore;
  carrier: CarrierRefunds;
  clock?: () => Date;
}

export interface RefundView {
  orderId: string;
  shipmentId: string;
  refund_status: RefundStatus;
}

export interface CheckRefundsReport {
  checked: number;
  refunded: number;
  rejected: number;
  pending: number;
  errors: number;
}

const refundRequestOf = (p: PendingRefund) => ({
  carrier: p.carrier as CarrierCode,
  trackingCode: p.trackingCode,
  carrierShipmentId: p.carrierShipmentId,
  purchasedAt: p.purchasedAt,
});

/**
 * Refunds (orders §4 cancel/refund): the carrier is asked, the shipment's refund becomes
 * `submitted` with a pending-refund item beside it; the check-refunds schedule settles it when the
 * carrier answers: `refunded` credits the wallet (amount plus tier fee, a `credit` invoice),
 * `rejected` leaves the label in place (rebooking is then allowed, orders §4).
 */
export function makeRefundLabel(deps: RefundLabelDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();
  const title = actionErrorTitle('refund');

  async function settle(pending: PendingRefund, outcome: Exclude<RefundStatus, 'submitted'>): Promise<boolean> {
    return deps.refunds.settle(
      pending,
      outcome,
      (order) => {
        // A label a rebooking replaced: the shipment shows the new label, whose refund this is not.
        const shipment = order.shipments.find((s) => s.id === pending.shipmentId);
        if (!shipment || !refundConcernsLabel(shipment, pending.purchaseKey)) return undefined;
        return withShipment(order, pending.shipmentId, (s) => ({
          ...s,
          refund: { ...(s.refund ?? {}), refund_status: outcome },
        }));
      },
      refundCreditInvoice(pending),
    );
  }

  const pendingOf = (label: LabelRecord, order: { orderId: string; orderNumber: string }): PendingRefund => ({
    accountId: label.accountId,
    purchaseKey: label.purchaseKey,
    submittedAt: now().toISOString(),
    orderId: order.orderId,
    shipmentId: label.shipmentId,
    orderNumber: order.orderNumber,
    carrier: label.carrier,
    trackingCode: label.trackingCode,
    carrierShipmentId: label.carrierShipmentId,
    purchasedAt: label.purchasedAt,
    amountCents: label.amountCents,
    tierFeeCents: label.tierFeeCents,
  });

  /**
   * The label a rebooking replaced is voided once the new one is recorded: asked of the carrier,
   * marked and left pending (one transaction, once: a redelivered purchase finds it marked), settled
   * now when the carrier answered at once, else by the check-refunds schedule. The carrier's answer
   * is idempotent (a repeated ask answers the same refund). A carrier refusal leaves the old label
   * spent (a rejected refund); any other error is thrown so the purchase message is delivered again.
   */
  async function refundReplaced(record: PurchaseRecord): Promise<void> {
    if (record.replaces === undefined) return;
    const label = await deps.refunds.getLabel(record.accountId, {
      shipmentId: record.shipmentId,
      sequence: record.replaces,
    });
    if (!label || label.replacedBy !== undefined) return;
    const pending = pendingOf(label, record);
    let status: RefundStatus;
    try {
      status = await deps.carrier.refund(refundRequestOf(pending));
    } catch (err) {
      if (!(err instanceof CarrierRejectedError)) throw err;
      status = 'rejected';
    }
    const marked = await deps.refunds.submitReplaced(pending, {
      sequence: record.replaces,
      bySequence: record.sequence,
    });
    if (marked && status !== 'submitted') await settle(pending, status);
  }

  async function refund(caller: Caller, orderId: string, shipmentId: string): Promise<RefundView> {
    const { accountId } = caller;
    const order = await deps.orders.get(accountId, orderId);
    if (!order) throw new NotFoundError('Order');
    const shipment = order.shipments.find((s) => s.id === shipmentId);
    if (!shipment) throw new NotFoundError('Shipment');
    const bol = billOfLadingOf(shipment);
    if (!canCancelOrRefund(shipment) || !bol) {
      throw new ConflictError(`${title}: only a shipment with a label, no refund and no fulfillment can be refunded`);
    }
    const label = await deps.refunds.getLabel(accountId, { shipmentId, sequence: bol.sequence });
    if (!label) throw new ConflictError(`${title}: this label was not bought through Shipdeck`);
    const pending = pendingOf(label, { orderId, orderNumber: order.orderNumber });
    let status: RefundStatus;
    try {
      status = await deps.carrier.refund(refundRequestOf(pending));
    } catch (err) {
      if (err instanceof CarrierRejectedError) throw new ConflictError(`${title}: ${rewriteErrorMessage(err.message)}`);
      throw err;
    }
    await recordSubmitted(order, pending, bol.sequence);
    if (status !== 'submitted') await settle(pending, status);
    return { orderId, shipmentId, refund_status: status };
  }

  /**
   * The order gets `submitted` and the pending refund lands beside it in one write. The carrier has
   * already said yes, so an order changed meanwhile (a tracking event, a note) is read again and the
   * refund written onto it: the merchant is never told "try again" for a refund the carrier holds.
   */
  async function recordSubmitted(read: OrderRecord, pending: PendingRefund, sequence: number): Promise<void> {
    const reread = async () => {
      const again = await deps.orders.get(pending.accountId, pending.orderId);
      const shipment = again?.shipments.find((s) => s.id === pending.shipmentId);
      if (!again || !shipment || !canCancelOrRefund(shipment) || billOfLadingOf(shipment)?.sequence !== sequence) {
        throw new ConflictError(`${title}: the shipment changed while its refund was being recorded`);
      }
      return again;
    };
    try {
      await writeOnLatestOrder(read, { attempts: SUBMIT_ATTEMPTS, reread }, (order) =>
        deps.refunds.submit(
          order,
          withShipment(order, pending.shipmentId, (s) => ({ ...s, refund: { refund_status: 'submitted' } }))!,
          pending,
        ),
      );
    } catch (err) {
      if (err instanceof StaleOrderError) throw new ConflictError(err.message);
      throw err;
    }
  }

  /** The check-refunds schedule: each pending refund's status from its carrier; one failing never stops the others. */
  async function checkRefunds(opts: { limit: number; onError?: (p: PendingRefund, err: unknown) => void }) {
    const report: CheckRefundsReport = { checked: 0, refunded: 0, rejected: 0, pending: 0, errors: 0 };
    for (const pending of await deps.refunds.listPending(opts.limit)) {
      report.checked++;
      try {
        const status = await deps.carrier.refundStatus(refundRequestOf(pending));
        if (status === 'submitted') report.pending++;
        else if (await settle(pending, status)) report[status]++;
      } catch (err) {
        report.errors++;
        opts.onError?.(pending, err);
      }
    }
    return report;
  }

  return { refund, checkRefunds, refundReplaced };
}
