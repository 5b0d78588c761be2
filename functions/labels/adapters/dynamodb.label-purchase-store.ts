import { purchaseInvoiceId, purchaseTotalCents } from '#domain/billing/wallet.rules';
import { labelMonthOf, purchaseKeyOf } from '#domain/labels/label-purchase.rules';
import type { LabelPurchaseStore, PurchaseBatch, PurchaseCommit } from '#domain/labels/ports';
import type { OrderStore } from '#domain/orders/ports';
import { oneAtATime } from '#lib/concurrently';
import { batchGetAll } from '#lib/db/batch-get';
import { onTable } from '#lib/db/table';
import {
  describeReasons,
  isConditionFailure,
  isRaceLost,
  raceBudget,
  refused,
  writeTransaction,
} from '#lib/db/transaction';
import {
  LEDGER_ENTITIES,
  consumeHoldItem,
  ledgerWrites,
  readHold,
  readWallet,
  releaseHoldItems,
} from '#functions/billing/ledger';
import {
  ORDER_WITH_ACTIVITY,
  getOrder,
  getOrders,
  orderReplaceItem,
  readOrder,
  replaceOrderWithActivity,
} from '#functions/orders/order-writes';
import { TRACKING_START_ENTITIES, startTrackingParts } from '#functions/tracking/tracking-start';
import { LabelCounterEntity, LabelEntity, LabelPurchaseEntity, PurchaseBatchEntity } from '../db/label.entity';
import { purchaseRecordOf, type StoredPurchase } from './dynamodb.queued-purchase-store';

/** Everything a bought label's commit writes, by participant: labels', billing's, orders' and tracking's. */
const PURCHASE_COMMIT = {
  label: LabelEntity,
  labelPurchase: LabelPurchaseEntity,
  labelCounter: LabelCounterEntity,
  ...LEDGER_ENTITIES,
  ...ORDER_WITH_ACTIVITY,
  ...TRACKING_START_ENTITIES,
};

/** A failed attempt's participants: its record, the hold it releases, and the order showing the failure. */
const FAIL_WRITE = { labelPurchase: LabelPurchaseEntity, ...LEDGER_ENTITIES, order: ORDER_WITH_ACTIVITY.order };

/**
 * The order reads the label functions need, straight from the order entity: the whole order store
 * (grid query planning, cursors) stays out of their bundles.
 */
export const dynamoOrderReader: Pick<OrderStore, 'get' | 'getMany'> = { get: getOrder, getMany: getOrders };

async function getPurchase(accountId: string, shipmentId: string, sequence: number) {
  const { data } = await onTable(LabelPurchaseEntity).get({ accountId, shipmentId, sequence }).go({ consistent: true });
  return data ? purchaseRecordOf(data as StoredPurchase) : undefined;
}

async function commitPurchase(input: PurchaseCommit): Promise<'committed' | 'already'> {
  const { purchase, label } = input;
  const { accountId, shipmentId, sequence, attempt, orderId } = purchase;
  const purchaseKey = purchaseKeyOf(shipmentId, sequence);
  for (const race = raceBudget(); race.open; await race.retry()) {
    const [wallet, order] = await Promise.all([readWallet(accountId), readOrder(accountId, orderId)]);
    if (!order) throw new Error(`Order ${orderId} is gone; the bought label ${label.trackingCode} is not recorded`);
    const after = input.applyToOrder(order);
    if (!after)
      throw new Error(`Shipment ${shipmentId} is gone; the bought label ${label.trackingCode} is not recorded`);
    const createdAt = new Date().toISOString();
    const result = await writeTransaction(PURCHASE_COMMIT, (tx) => ({
      hold: [consumeHoldItem(tx, accountId, input.holdKey)],
      ...ledgerWrites(tx, wallet, {
        accountId,
        entryId: purchaseInvoiceId(purchaseKey),
        kind: 'purchase',
        invoice: input.invoice,
        description: `Label ${label.carrier} ${label.service}`,
        releasesHoldCents: purchaseTotalCents(purchase),
        orderId,
        orderNumber: purchase.orderNumber,
        orderTags: order.tags,
        ...(order.warehouse?.id ? { warehouseId: order.warehouse.id } : {}),
        shipmentId,
        trackingCode: label.trackingCode,
      }).parts,
      label: [
        tx.label
          .create({
            accountId,
            shipmentId,
            sequence,
            orderId,
            purchaseKey,
            carrier: label.carrier,
            service: label.service,
            trackingCode: label.trackingCode,
            carrierShipmentId: label.carrierShipmentId,
            purchasedAt: label.purchasedAt,
            costCents: label.costCents,
            amountCents: purchase.amountCents,
            tierFeeCents: purchase.tierFeeCents,
            ...(input.pdfKey ? { pdfKey: input.pdfKey } : {}),
            ...(input.zplKey ? { zplKey: input.zplKey } : {}),
            ...(input.coverage ? { coverage: input.coverage } : {}),
            createdAt,
          })
          .commit(),
      ],
      purchase: [
        tx.labelPurchase
          .patch({ accountId, shipmentId, sequence })
          .set({ state: 'purchased', queuedAt: purchase.queuedAt, trackingCode: label.trackingCode, message: '' })
          .where((attr, { eq, ne }) => `${eq(attr.attempt, attempt)} AND ${ne(attr.state, 'purchased')}`)
          .commit(),
      ],
      counter: [
        tx.labelCounter
          .update({ accountId, month: labelMonthOf(label.purchasedAt) })
          .add({ count: 1 })
          .commit(),
      ],
      ...replaceOrderWithActivity(tx, accountId, order, after, [
        {
          eventId: `purchase-${purchaseKey}`,
          at: createdAt,
          orderId,
          type: 'shipment_purchased',
          message: 'Shipment purchased',
          actor: 'label-purchase',
          details: { shipmentId, trackingCode: label.trackingCode, carrier: label.carrier, service: label.service },
        },
      ]),
      ...startTrackingParts(tx, {
        trackingCode: label.trackingCode,
        accountId,
        orderId,
        shipmentId,
        carrier: label.carrier,
        purchasedAt: label.purchasedAt,
      }),
    }));
    if (result.ok) return 'committed';
    const { reasons } = result;
    // A refused hold, ledger entry, label or purchase: this purchase was committed (or taken over) already.
    if (refused(reasons.hold) || refused(reasons.ledgerEntry) || refused(reasons.label) || refused(reasons.purchase)) {
      const now = await getPurchase(accountId, shipmentId, sequence);
      if (now?.state === 'purchased') return 'already';
      throw new Error(`The purchase ${purchaseKey} cannot be committed: ${describeReasons(reasons)}`);
    }
    if (!isRaceLost(reasons, ['wallet', 'order'])) {
      throw new Error(`The purchase ${purchaseKey} was not committed: ${describeReasons(reasons)}`);
    }
  }
  throw new Error(`The purchase ${purchaseKey} lost every race for the wallet or the order; the message is retried`);
}

export const dynamoLabelPurchaseStore: LabelPurchaseStore = {
  getPurchase: (accountId, ref) => getPurchase(accountId, ref.shipmentId, ref.sequence),

  async getPurchases(accountId, refs) {
    const keys = [...new Map(refs.map((r) => [purchaseKeyOf(r.shipmentId, r.sequence), r])).values()].map((r) => ({
      accountId,
      shipmentId: r.shipmentId,
      sequence: r.sequence,
    }));
    const items = await batchGetAll(keys, (batch) => onTable(LabelPurchaseEntity).get(batch).go());
    return items.map((i) => purchaseRecordOf(i as StoredPurchase));
  },

  async claim(record) {
    try {
      await onTable(LabelPurchaseEntity).create(record).go();
      return { created: true, record };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const existing = await getPurchase(record.accountId, record.shipmentId, record.sequence);
      if (!existing) throw err;
      return { created: false, record: existing };
    }
  },

  async retake(failed, next) {
    try {
      await onTable(LabelPurchaseEntity)
        .put(next)
        .where((attr, { eq }) => `${eq(attr.attempt, failed.attempt)} AND ${eq(attr.state, 'failed')}`)
        .go();
      return { created: true, record: next };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const existing = await getPurchase(next.accountId, next.shipmentId, next.sequence);
      if (!existing) throw err;
      return { created: false, record: existing };
    }
  },

  async markPurchasing(record) {
    const { accountId, shipmentId, sequence } = record;
    try {
      await onTable(LabelPurchaseEntity)
        .patch({ accountId, shipmentId, sequence })
        .set({ state: 'purchasing', queuedAt: record.queuedAt })
        .where((attr, { eq }) => `${eq(attr.attempt, record.attempt)} AND ${eq(attr.state, 'queued')}`)
        .go();
    } catch (err) {
      // Already purchasing (a redelivery), or settled meanwhile: the worker reads the record again.
      if (!isConditionFailure(err)) throw err;
    }
  },

  async fail(record, holdKey, message, applyToOrder) {
    const { accountId, shipmentId, sequence, attempt, orderId } = record;
    for (const race = raceBudget(); race.open; await race.retry()) {
      const [hold, order] = await Promise.all([
        readHold(accountId, holdKey),
        applyToOrder ? readOrder(accountId, orderId) : undefined,
      ]);
      const after = order && applyToOrder?.(order);
      const result = await writeTransaction(FAIL_WRITE, (tx) => ({
        purchase: [
          tx.labelPurchase
            .patch({ accountId, shipmentId, sequence })
            .set({ state: 'failed', queuedAt: record.queuedAt, message })
            .where((attr, { eq, ne }) => `${eq(attr.attempt, attempt)} AND ${ne(attr.state, 'purchased')}`)
            .commit(),
        ],
        ...(hold ? releaseHoldItems(tx, accountId, holdKey, hold.amountCents) : { hold: [], wallet: [] }),
        order: order && after ? [orderReplaceItem(tx, accountId, order, after).item] : [],
      }));
      if (result.ok) return;
      // This attempt was bought or taken over meanwhile: nothing of it is left to fail.
      if (refused(result.reasons.purchase)) return;
      if (!isRaceLost(result.reasons, ['hold', 'order']))
        throw new Error(`The purchase was not failed: ${describeReasons(result.reasons)}`);
    }
    throw new Error('Failing the purchase lost every race; the message is retried');
  },

  commit: (input) => oneAtATime(`wallet#${input.purchase.accountId}`, () => commitPurchase(input)),

  async saveBatch(accountId, batch: PurchaseBatch) {
    await onTable(PurchaseBatchEntity)
      .create({
        accountId,
        batchId: batch.batchId,
        items: batch.items,
        createdBy: batch.createdBy,
      })
      .go();
  },

  async getBatch(accountId, batchId) {
    const { data } = await onTable(PurchaseBatchEntity).get({ accountId, batchId }).go();
    if (!data) return undefined;
    return {
      batchId: data.batchId,
      items: data.items as PurchaseBatch['items'],
      createdBy: data.createdBy,
      createdAt: data.createdAt,
    };
  },

  async labelsInMonth(accountId, month) {
    const { data } = await onTable(LabelCounterEntity).get({ accountId, month }).go();
    return data?.count ?? 0;
  },
};
