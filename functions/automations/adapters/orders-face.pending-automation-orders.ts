import { AUTOMATION_ACTOR } from '#domain/automations/automation.constants';
import { withAutomationResent, withoutAutomationPending } from '#domain/automations/automation-pending.rules';
import type { PendingAutomationOrders } from '#domain/automations/automation-store.ports';
import { automationPendingOrders } from '#functions/orders/order-reads';
import { ORDER_WITH_ACTIVITY, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { writeTransaction } from '#lib/db/transaction';
import { randomUUID } from 'node:crypto';

/** The orders still automation pending, through the orders domain's face (its sparse gsi6 and its guarded replace). */
export const pendingAutomationOrders: PendingAutomationOrders = {
  listBefore: (before, limit) => automationPendingOrders(before, limit),

  async markResent({ accountId, order }, at) {
    const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(tx, accountId, order, withAutomationResent(order, at), []),
    );
    return result.ok;
  },

  async giveUp({ accountId, order }, at, message) {
    const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(tx, accountId, order, withoutAutomationPending(order), [
        {
          eventId: randomUUID(),
          at,
          orderId: order.id,
          type: 'automation_not_run',
          message,
          actor: AUTOMATION_ACTOR,
          details: { resends: order.automation?.resends ?? 0, pendingSince: order.automation?.pendingSince },
        },
      ]),
    );
    return result.ok;
  },
};
