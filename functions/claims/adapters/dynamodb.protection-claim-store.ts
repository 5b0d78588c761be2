import type { ProtectionClaimStore } from '#domain/protection/ports';
import { describeReasons, isRaceLost, refused, writeTransaction } from '#lib/db/transaction';
import { ORDER_WITH_ACTIVITY, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { CLAIM_WRITE, dynamoClaimStore, moveItem, read, releaseItems } from './dynamodb.claim-store';

const RESOLVE_WRITE = { ...CLAIM_WRITE, ...ORDER_WITH_ACTIVITY };

/**
 * Shoppers' protection claims: created like every claim (one open claim per order + type), and decided
 * in one transaction with their order: the claim's guarded move, the order's guarded replacement (its
 * outcome and a reship's replacement shipment) and the order's activity line.
 */
export const dynamoProtectionClaimStore: ProtectionClaimStore = {
  get: read,

  create: (record) => dynamoClaimStore.create(record),

  async ofOrder(accountId, orderId) {
    const claims = await dynamoClaimStore.ofOrder(accountId, orderId);
    return claims.map((c) => ({ claimId: c.claimId, sourceKind: c.source.kind }));
  },

  async resolve(write) {
    const { claim, orderBefore, orderAfter } = write;
    const status = {
      expectedStatus: claim.status,
      expectedVersion: claim.version,
      entry: write.entry,
      resolution: write.resolution,
    };
    const result = await writeTransaction(RESOLVE_WRITE, (tx) => {
      const order = replaceOrderWithActivity(tx, claim.accountId, orderBefore, orderAfter, [
        {
          eventId: write.activity.eventId,
          at: write.entry.at,
          orderId: orderBefore.id,
          type: 'order_edited',
          message: write.activity.message,
          actor: write.activity.actor,
          details: { claimId: claim.claimId, resolution: write.resolution },
        },
      ]);
      return { claim: [moveItem(tx, claim, status)], hold: releaseItems(tx, claim, status), ...order };
    });
    if (result.ok) return 'resolved';
    if (refused(result.reasons.claim) || refused(result.reasons.order) || isRaceLost(result.reasons, []))
      return 'stale';
    throw new Error(`The claim was not resolved: ${describeReasons(result.reasons)}`);
  },
};
