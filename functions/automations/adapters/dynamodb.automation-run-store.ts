import type { AutomationRunStore } from '#domain/automations/automation-store.ports';
import { withoutAutomationPending } from '#domain/automations/automation-pending.rules';
import { ORDER_WITH_ACTIVITY, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { writeTransaction } from '#lib/db/transaction';
import { randomUUID } from 'node:crypto';

/**
 * A run's writes: the order (its last run inside it, for undo) and its activity entry in one transaction,
 * through the orders domain's face.
 */
export const dynamoAutomationRunStore: AutomationRunStore = {
  async commit(accountId, before, after, activity, at) {
    const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(tx, accountId, before, after, [
        { eventId: randomUUID(), at, orderId: before.id, ...activity },
      ]),
    );
    return result.ok;
  },

  async clearPending(accountId, order) {
    const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(tx, accountId, order, withoutAutomationPending(order), []),
    );
    return result.ok;
  },
};
