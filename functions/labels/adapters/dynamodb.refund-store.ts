import type { PendingRefund, RefundStore } from '#domain/labels/ports';
import { StaleOrderError } from '#domain/orders/ports';
import type { WalletInvoice } from '#domain/billing/wallet.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { oneAtATime } from '#lib/concurrently';
import { db } from '#lib/db/service';
import { raceBudget, writeTransaction } from '#lib/db/transaction';
import { isRaceLost, ledgerWrites, readWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { orderReplaceItem } from '#functions/orders/adapters/dynamodb.order-store';
import { readOrder } from './dynamodb.label-purchase-store';

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
    const { data } = await db()
      .entities.label.get({ accountId, shipmentId: ref.shipmentId, sequence: ref.sequence })
      .go();
    if (!data) return undefined;
    const { createdAt: _c, ...label } = data;
    return label;
  },

  async submit(before, after, pending) {
    const result = await writeTransaction((tx) => [
      orderReplaceItem(tx, pending.accountId, before, after).item,
      tx.pendingRefund.create(pending).commit(),
    ]);
    if (result.ok) return;
    if (result.codes[0] === 'ConditionalCheckFailed') throw new StaleOrderError();
    throw new Error(`The refund was not recorded: ${result.codes.join(', ')}`);
  },

  async listPending(limit) {
    const { data } = await db().entities.pendingRefund.query.pending({}).go({ limit, order: 'asc' });
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
    const [wallet, order, purchaseInvoice] = await Promise.all([
      readWallet(accountId),
      readOrder(accountId, pending.orderId),
      db()
        .entities.invoice.get({ accountId, invoiceId: `purchase#${purchaseKey}` })
        .go(),
    ]);
    const after = order && applyToOrder(order);
    const at = new Date().toISOString();
    const result = await writeTransaction((tx) => [
      tx.pendingRefund
        .delete({ accountId, purchaseKey })
        .where((attr, { exists }) => exists(attr.purchaseKey))
        .commit(),
      ...(order && after ? [orderReplaceItem(tx, accountId, order, after).item] : []),
      ...(outcome === 'refunded'
        ? [
            ...ledgerWrites(tx, wallet, {
              accountId,
              entryId: `refund#${purchaseKey}`,
              kind: 'refund',
              invoice,
              description: `Refund of label ${pending.trackingCode}`,
              orderId: pending.orderId,
              orderNumber: pending.orderNumber,
              shipmentId: pending.shipmentId,
              trackingCode: pending.trackingCode,
            }).items,
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
            // The purchase's invoice shows it was refunded (invoices are never deleted, so it is still there).
            ...(purchaseInvoice.data
              ? [
                  tx.invoice
                    .patch({ accountId, invoiceId: `purchase#${purchaseKey}` })
                    .set({ status: 'refunded', updatedAt: at })
                    .commit(),
                ]
              : []),
          ]
        : []),
    ]);
    if (result.ok) return true;
    if (result.codes[0] === 'ConditionalCheckFailed') return false;
    const walletIndex = order && after ? 2 : 1;
    if (!isRaceLost(result.codes, [1, walletIndex])) {
      throw new Error(`The refund ${purchaseKey} was not settled: ${result.codes.join(', ')}`);
    }
  }
  throw new Error(`Settling the refund ${purchaseKey} lost every race; the next run tries again`);
}
