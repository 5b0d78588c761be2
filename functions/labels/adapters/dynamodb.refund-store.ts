import type { PendingRefund, RefundStore } from '#domain/labels/ports';
import { StaleOrderError } from '#domain/orders/ports';
import { purchaseInvoiceId, type WalletInvoice } from '#domain/billing/wallet.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { oneAtATime } from '#lib/concurrently';
import { onTable } from '#lib/db/table';
import { describeReasons, isRaceLost, raceBudget, refused, writeTransaction } from '#lib/db/transaction';
import {
  LEDGER_ENTITIES,
  invoiceExists,
  invoiceRefundedItem,
  ledgerWrites,
  readWallet,
} from '#functions/billing/ledger';
import { ORDER_WITH_ACTIVITY, orderReplaceItem, readOrder } from '#functions/orders/order-writes';
import { LabelEntity, PendingRefundEntity } from '../db/label.entity';

/** A refund's participants: its pending item, the order, and (once refunded) the wallet's ledger. */
const REFUND_WRITE = { pendingRefund: PendingRefundEntity, ...ORDER_WITH_ACTIVITY, ...LEDGER_ENTITIES };

const toPending = (d: PendingRefund): PendingRefund => ({
  accountId: d.accountId,
  purchaseKey: d.purchaseKey,
  submittedAt: d.submittedAt,
  orderId: d.orderId,
  shipmentId: d.shipmentId,
  orderNumber: d.orderNumber,
  carrier: d.carrier,
  trackingCode: d.trackingCode,
  carrierShipmentId: d.carrierShipmentId,
  purchasedAt: d.purchasedAt,
  amountCents: d.amountCents,
  tierFeeCents: d.tierFeeCents,
});

export const dynamoRefundStore: RefundStore = {
  async getLabel(accountId, ref) {
    const { data } = await onTable(LabelEntity)
      .get({ accountId, shipmentId: ref.shipmentId, sequence: ref.sequence })
      .go();
    if (!data) return undefined;
    const { createdAt: _c, ...label } = data;
    return label;
  },

  async submit(before, after, pending) {
    const result = await writeTransaction(
      { pendingRefund: PendingRefundEntity, order: ORDER_WITH_ACTIVITY.order },
      (tx) => ({
        order: [orderReplaceItem(tx, pending.accountId, before, after).item],
        pendingRefund: [tx.pendingRefund.create(pending).commit()],
      }),
    );
    if (result.ok) return;
    if (refused(result.reasons.order)) throw new StaleOrderError();
    throw new Error(`The refund was not recorded: ${describeReasons(result.reasons)}`);
  },

  async submitReplaced(pending, { sequence, bySequence }) {
    const { accountId, shipmentId } = pending;
    const result = await writeTransaction({ pendingRefund: PendingRefundEntity, label: LabelEntity }, (tx) => ({
      label: [
        tx.label
          .patch({ accountId, shipmentId, sequence })
          .set({ replacedBy: bySequence })
          .where((attr, { notExists }) => notExists(attr.replacedBy))
          .commit(),
      ],
      pendingRefund: [tx.pendingRefund.create(pending).commit()],
    }));
    if (result.ok) return true;
    // Marked before (an earlier delivery submitted it), or the label's own refund is pending: nothing twice.
    if (refused(result.reasons.label) || refused(result.reasons.pendingRefund)) return false;
    throw new Error(`The replaced label's refund was not recorded: ${describeReasons(result.reasons)}`);
  },

  async listPending(limit) {
    const { data } = await onTable(PendingRefundEntity).query.pending({}).go({ limit, order: 'asc' });
    return data.map(toPending);
  },

  settle: (pending, outcome, applyToOrder, invoice) =>
    oneAtATime(`wallet#${pending.accountId}`, () => settleRefund(pending, outcome, applyToOrder, invoice)),
};

async function settleRefund(
  pending: PendingRefund,
  outcome: 'refunded' | 'rejected',
  applyToOrder: (order: OrderRecord) => OrderRecord | undefined,
  invoice: WalletInvoice,
): Promise<boolean> {
  const { accountId, purchaseKey } = pending;
  for (const race = raceBudget(); race.open; await race.retry()) {
    const purchaseInvoice = purchaseInvoiceId(purchaseKey);
    const [wallet, order, hasPurchaseInvoice] = await Promise.all([
      readWallet(accountId),
      readOrder(accountId, pending.orderId),
      invoiceExists(accountId, purchaseInvoice),
    ]);
    const after = order && applyToOrder(order);
    const at = new Date().toISOString();
    const result = await writeTransaction(REFUND_WRITE, (tx) => {
      const refunded = outcome === 'refunded';
      const ledger = refunded
        ? ledgerWrites(tx, wallet, {
            accountId,
            entryId: `refund#${purchaseKey}`,
            kind: 'refund',
            invoice,
            description: `Refund of label ${pending.trackingCode}`,
            orderId: pending.orderId,
            orderNumber: pending.orderNumber,
            shipmentId: pending.shipmentId,
            trackingCode: pending.trackingCode,
          }).parts
        : { wallet: [], ledgerEntry: [], invoice: [] };
      return {
        pendingRefund: [
          tx.pendingRefund
            .delete({ accountId, purchaseKey })
            .where((attr, { exists }) => exists(attr.purchaseKey))
            .commit(),
        ],
        order: order && after ? [orderReplaceItem(tx, accountId, order, after).item] : [],
        ...ledger,
        activity: refunded
          ? [
              tx.activityEvent
                .put({
                  accountId,
                  eventId: `refund-${purchaseKey}`,
                  at,
                  orderId: pending.orderId,
                  type: 'shipment_refunded',
                  message: 'Shipment refunded',
                  actor: 'check-refunds',
                  details: { shipmentId: pending.shipmentId, trackingCode: pending.trackingCode },
                })
                .commit(),
            ]
          : [],
        // The purchase's invoice shows it was refunded (invoices are never deleted, so it is still there).
        purchaseInvoice:
          refunded && hasPurchaseInvoice ? [invoiceRefundedItem(tx, accountId, purchaseInvoice, at)] : [],
      };
    });
    if (result.ok) return true;
    if (refused(result.reasons.pendingRefund)) return false;
    if (!isRaceLost(result.reasons, ['order', 'wallet'])) {
      throw new Error(`The refund ${purchaseKey} was not settled: ${describeReasons(result.reasons)}`);
    }
  }
  throw new Error(`Settling the refund ${purchaseKey} lost every race; the next run tries again`);
}
