import {
  FULFILLMENT_CLAIM_LEASE_SECONDS,
  type FulfillmentClaims,
  type FulfillmentOrders,
  type ShipmentFulfillment,
} from '#domain/stores/store-fulfillment';
import { FULFILLED_ACTIVITY_MESSAGE } from '#domain/stores/store-fulfillment.rules';
import { isConditionFailure } from '#lib/db/condition-failure';
import { StoreFulfillmentClaimEntity } from '../db/store-fulfillment.entity';
import { onTable } from '#lib/db/table';
import { describeReasons, raceBudget, writeTransaction } from '#lib/db/transaction';
import { ORDER_WITH_ACTIVITY, readOrder, replaceOrderWithActivity } from '#functions/orders/order-writes';

const LEASE_MS = FULFILLMENT_CLAIM_LEASE_SECONDS * 1000;

export const dynamoFulfillmentClaims: FulfillmentClaims = {
  async claim(accountId, purchaseKey, claimId, now) {
    const entity = onTable(StoreFulfillmentClaimEntity);
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
    await onTable(StoreFulfillmentClaimEntity)
      .put({
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
      await onTable(StoreFulfillmentClaimEntity)
        .delete({ accountId, purchaseKey })
        .where((attr, { eq }) => `${eq(attr.state, 'pushing')} AND ${eq(attr.claimId, claimId)}`)
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // taken over or done meanwhile: not ours to release
    }
  },
};

export const dynamoFulfillmentOrders: FulfillmentOrders = {
  get: readOrder,

  async update(accountId, orderId, change, activity) {
    for (const race = raceBudget(); race.open; await race.retry()) {
      const order = await readOrder(accountId, orderId);
      const after = order && change(order);
      if (!order || !after) return false;
      const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
        replaceOrderWithActivity(
          tx,
          accountId,
          order,
          after,
          activity
            ? [
                {
                  eventId: activity.eventId,
                  at: activity.at,
                  orderId,
                  type: 'shipment_fulfilled',
                  message: FULFILLED_ACTIVITY_MESSAGE,
                  actor: 'store-fulfillment',
                  details: { shipmentId: activity.shipmentId, ...activity.details },
                },
              ]
            : [],
        ),
      );
      if (result.ok) return true;
      const codes = Object.values(result.reasons).flat();
      if (!codes.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) {
        throw new Error(`The order ${orderId} was not updated: ${describeReasons(result.reasons)}`);
      }
    }
    throw new Error(`Updating the order ${orderId} lost every race; the message is retried`);
  },
};
