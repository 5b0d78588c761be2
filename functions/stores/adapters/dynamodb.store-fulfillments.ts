import {
  FULFILLMENT_CLAIM_LEASE_SECONDS,
  type FulfillmentClaims,
  type FulfillmentOrders,
  type ShipmentFulfillment,
} from '#domain/stores/store-fulfillment';
import { FULFILLED_ACTIVITY_MESSAGE } from '#domain/stores/store-fulfillment.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { isConditionFailure } from '#lib/db/condition-failure';
import { db } from '#lib/db/service';
import { raceBudget, writeTransaction } from '#lib/db/transaction';
import { orderReplaceItem } from '#functions/orders/adapters/dynamodb.order-store';

const LEASE_MS = FULFILLMENT_CLAIM_LEASE_SECONDS * 1000;

export const dynamoFulfillmentClaims: FulfillmentClaims = {
  async claim(accountId, purchaseKey, claimId, now) {
    const entity = db().entities.storeFulfillmentClaim;
    const at = now.getTime();
    try {
      await entity
        .put({ accountId, purchaseKey, state: 'pushing', claimId, leaseUntil: at + LEASE_MS })
        .where(
          (attr, { notExists, eq, lt }) =>
            `${notExists(attr.state)} OR (${eq(attr.state, 'pushing')} AND ${lt(attr.leaseUntil, at)})`,
        )
        .go();
      return { kind: 'claimed' };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const { data } = await entity.get({ accountId, purchaseKey }).go({ consistent: true });
      return data?.state === 'done' && data.fulfillment
        ? { kind: 'done', fulfillment: data.fulfillment as ShipmentFulfillment }
        : { kind: 'busy' };
    }
  },

  async complete(accountId, purchaseKey, claimId, fulfillment) {
    // Unconditional on the state: the store has recorded it, so `done` is the truth even if the lease lapsed.
    await db()
      .entities.storeFulfillmentClaim.put({
        accountId,
        purchaseKey,
        state: 'done',
        claimId,
        leaseUntil: 0,
        fulfillment: fulfillment as never,
      })
      .go();
  },

  async release(accountId, purchaseKey, claimId) {
    try {
      await db()
        .entities.storeFulfillmentClaim.delete({ accountId, purchaseKey })
        .where((attr, { eq }) => `${eq(attr.state, 'pushing')} AND ${eq(attr.claimId, claimId)}`)
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // taken over or done meanwhile: not ours to release
    }
  },
};

async function readOrder(accountId: string, orderId: string): Promise<OrderRecord | undefined> {
  const { data } = await db().entities.order.get({ accountId, orderId }).go({ consistent: true });
  return data ? (data.doc as OrderRecord) : undefined;
}

export const dynamoFulfillmentOrders: FulfillmentOrders = {
  get: readOrder,

  async update(accountId, orderId, change, activity) {
    for (const race = raceBudget(); race.open; await race.retry()) {
      const order = await readOrder(accountId, orderId);
      const after = order && change(order);
      if (!order || !after) return false;
      const result = await writeTransaction((tx) => [
        orderReplaceItem(tx, accountId, order, after).item,
        ...(activity
          ? [
              tx.activityEvent
                .put({
                  accountId,
                  eventId: activity.eventId,
                  at: activity.at,
                  orderId,
                  type: 'shipment_fulfilled',
                  message: FULFILLED_ACTIVITY_MESSAGE,
                  actor: 'store-fulfillment',
                  details: { shipmentId: activity.shipmentId, ...activity.details },
                })
                .commit(),
            ]
          : []),
      ]);
      if (result.ok) return true;
      if (!result.codes.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) {
        throw new Error(`The order ${orderId} was not updated: ${result.codes.join(', ')}`);
      }
    }
    throw new Error(`Updating the order ${orderId} lost every race; the message is retried`);
  },
};
