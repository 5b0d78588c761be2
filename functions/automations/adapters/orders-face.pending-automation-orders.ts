import { withAutomationPending } from '#domain/automations/automation-pending.rules';
import type { PendingAutomationOrders } from '#domain/automations/automation-store.ports';
import { automationPendingOrders } from '#functions/orders/order-reads';
import { ORDER_WITH_ACTIVITY, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { writeTransaction } from '#lib/db/transaction';

/** The orders still automation pending, through the orders domain's face (its sparse gsi6 and its guarded replace). */
export const pendingAutomationOrders: PendingAutomationOrders = {
  listBefore: (before, limit) => automationPendingOrders(before, limit),

  async markResent({ accountId, order }, at) {
    const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(tx, accountId, order, withAutomationPending(order, at), []),
    );
    return result.ok;
  },
};
