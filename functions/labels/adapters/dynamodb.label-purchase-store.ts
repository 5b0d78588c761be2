import type { StoredRate } from '#api/shipping';
import { purchaseTotalCents } from '#domain/billing/wallet.rules';
import { labelMonthOf, purchaseKeyOf } from '#domain/labels/label-purchase.rules';
import type { LabelPurchaseStore, PurchaseBatch, PurchaseCommit, PurchaseRecord } from '#domain/labels/ports';
import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderStore } from '#domain/orders/ports';
import { nextCheckAfter } from '#domain/tracking/tracking-watch.rules';
import { oneAtATime } from '#lib/concurrently';
import { batchGetAll } from '#lib/db/batch-get';
import { db } from '#lib/db/service';
import { isConditionFailure, raceBudget, writeTransaction } from '#lib/db/transaction';
import { isRaceLost, ledgerWrites, readWallet, releaseHoldItems } from '#functions/billing/adapters/dynamodb.wallet';
import { orderReplaceItem } from '#functions/orders/adapters/dynamodb.order-store';

type StoredPurchase = Omit<PurchaseRecord, 'quote'> & { quote: unknown };

function toRecord(data: StoredPurchase): PurchaseRecord {
  return {
    accountId: data.accountId,
    orderId: data.orderId,
    orderNumber: data.orderNumber,
    shipmentId: data.shipmentId,
    sequence: data.sequence,
    attempt: data.attempt,
    batchId: data.batchId,
    state: data.state,
    quote: data.quote as StoredRate,
    amountCents: data.amountCents,
    tierFeeCents: data.tierFeeCents,
    insurancePremiumCents: data.insurancePremiumCents,
    shipDate: data.shipDate,
    queuedAt: data.queuedAt,
    ...(data.message ? { message: data.message } : {}),
    ...(data.trackingCode ? { trackingCode: data.trackingCode } : {}),
  };
}

/** The order read strongly, since a version-guarded write follows. */
export async function readOrder(accountId: string, orderId: string): Promise<OrderRecord | undefined> {
  const { data } = await db().entities.order.get({ accountId, orderId }).go({ consistent: true });
  return data ? (data.doc as OrderRecord) : undefined;
}

/**
 * The order reads the label functions need, straight from the order entity: the whole order store
 * (grid query planning, cursors) stays out of their bundles.
 */
export const dynamoOrderReader: Pick<OrderStore, 'get' | 'getMany'> = {
  async get(accountId, orderId) {
    const { data } = await db().entities.order.get({ accountId, orderId }).go();
    return data ? (data.doc as OrderRecord) : undefined;
  },
  async getMany(accountId, orderIds) {
    const keys = [...new Set(orderIds)].map((orderId) => ({ accountId, orderId }));
    const items = await batchGetAll(keys, (batch) => db().entities.order.get(batch).go());
    return items.map((i) => i.doc as OrderRecord);
  },
};

async function getPurchase(accountId: string, shipmentId: string, sequence: number) {
  const { data } = await db().entities.labelPurchase.get({ accountId, shipmentId, sequence }).go({ consistent: true });
  return data ? toRecord(data as StoredPurchase) : undefined;
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
    const result = await writeTransaction((tx) => [
      tx.walletHold
        .delete({ accountId, holdKey: input.holdKey })
        .where((attr, { exists }) => exists(attr.holdKey))
        .commit(),
      ...ledgerWrites(tx, wallet, {
        accountId,
        entryId: `purchase#${purchaseKey}`,
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
      }).items,
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
          createdAt,
        })
        .commit(),
      tx.labelPurchase
        .patch({ accountId, shipmentId, sequence })
        .set({ state: 'purchased', trackingCode: label.trackingCode, message: '' })
        .where((attr, { eq, ne }) => `${eq(attr.attempt, attempt)} AND ${ne(attr.state, 'purchased')}`)
        .commit(),
      tx.labelCounter
        .update({ accountId, month: labelMonthOf(label.purchasedAt) })
        .add({ count: 1 })
        .commit(),
      orderReplaceItem(tx, accountId, order, after).item,
      tx.activityEvent
        .put({
          accountId,
          eventId: `purchase-${purchaseKey}`,
          at: createdAt,
          orderId,
          type: 'shipment_purchased',
          message: 'Shipment purchased',
          actor: 'label-purchase',
          details: { shipmentId, trackingCode: label.trackingCode, carrier: label.carrier, service: label.service },
        })
        .commit(),
      // Carrier reports name only the tracking code: where it belongs, and the polling fallback's watch.
      tx.trackingCode
        .put({ trackingCode: label.trackingCode, accountId, orderId, shipmentId, carrier: label.carrier })
        .commit(),
      tx.trackingWatch
        .put({
          trackingCode: label.trackingCode,
          accountId,
          orderId,
          shipmentId,
          carrier: label.carrier,
          checkAfter: nextCheckAfter(label.purchasedAt),
        })
        .commit(),
    ]);
    if (result.ok) return 'committed';
    // Items: 0 hold, 1 wallet, 2 ledger, 3 invoice, 4 label, 5 purchase, 6 counter, 7 order, 8 activity,
    // 9 tracking code, 10 tracking watch.
    const settled = ['ConditionalCheckFailed'];
    if ([0, 2, 4, 5].some((i) => settled.includes(result.codes[i]))) {
      const now = await getPurchase(accountId, shipmentId, sequence);
      if (now?.state === 'purchased') return 'already';
      throw new Error(`The purchase ${purchaseKey} cannot be committed: ${result.codes.join(', ')}`);
    }
    if (!isRaceLost(result.codes, [1, 7])) {
      throw new Error(`The purchase ${purchaseKey} was not committed: ${result.codes.join(', ')}`);
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
    const items = await batchGetAll(keys, (batch) => db().entities.labelPurchase.get(batch).go());
    return items.map((i) => toRecord(i as StoredPurchase));
  },

  async claim(record) {
    try {
      await db().entities.labelPurchase.create(record).go();
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
      await db()
        .entities.labelPurchase.put(next)
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
      await db()
        .entities.labelPurchase.patch({ accountId, shipmentId, sequence })
        .set({ state: 'purchasing' })
        .where((attr, { eq }) => `${eq(attr.attempt, record.attempt)} AND ${eq(attr.state, 'queued')}`)
        .go();
    } catch (err) {
      // Already purchasing (a redelivery), or settled meanwhile: the worker reads the record again.
      if (!isConditionFailure(err)) throw err;
    }
  },

  async fail(record, holdKey, message) {
    const { accountId, shipmentId, sequence, attempt } = record;
    for (const race = raceBudget(); race.open; await race.retry()) {
      const { data: hold } = await db().entities.walletHold.get({ accountId, holdKey }).go({ consistent: true });
      const result = await writeTransaction((tx) => [
        tx.labelPurchase
          .patch({ accountId, shipmentId, sequence })
          .set({ state: 'failed', message })
          .where((attr, { eq, ne }) => `${eq(attr.attempt, attempt)} AND ${ne(attr.state, 'purchased')}`)
          .commit(),
        ...(hold ? releaseHoldItems(tx, accountId, holdKey, hold.amountCents) : []),
      ]);
      if (result.ok) return;
      // This attempt was bought or taken over meanwhile: nothing of it is left to fail.
      if (result.codes[0] === 'ConditionalCheckFailed') return;
      if (!isRaceLost(result.codes, [1])) throw new Error(`The purchase was not failed: ${result.codes.join(', ')}`);
    }
    throw new Error('Failing the purchase lost every race; the message is retried');
  },

  commit: (input) => oneAtATime(`wallet#${input.purchase.accountId}`, () => commitPurchase(input)),

  async saveBatch(accountId, batch: PurchaseBatch) {
    await db()
      .entities.purchaseBatch.create({
        accountId,
        batchId: batch.batchId,
        items: batch.items,
        createdBy: batch.createdBy,
      })
      .go();
  },

  async getBatch(accountId, batchId) {
    const { data } = await db().entities.purchaseBatch.get({ accountId, batchId }).go();
    if (!data) return undefined;
    return {
      batchId: data.batchId,
      items: data.items as PurchaseBatch['items'],
      createdBy: data.createdBy,
      createdAt: data.createdAt,
    };
  },

  async labelsInMonth(accountId, month) {
    const { data } = await db().entities.labelCounter.get({ accountId, month }).go();
    return data?.count ?? 0;
  },
};
