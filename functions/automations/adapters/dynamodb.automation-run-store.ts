import type { AutomationRunRecord, AutomationRunStore } from '#domain/automations/automation-store.ports';
import { withoutAutomationPending } from '#domain/automations/automation-pending.rules';
import { ORDER_WITH_ACTIVITY, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { batchGetAll } from '#lib/db/batch-get';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';
import { randomUUID } from 'node:crypto';
import { AutomationRunEntity } from '../db/automation-run.entity';

/** A run's transaction: the order, its activity entry and the order's last-run record. */
const RUN_WRITE = { ...ORDER_WITH_ACTIVITY, run: AutomationRunEntity };

export const dynamoAutomationRunStore: AutomationRunStore = {
  async lastRuns(accountId, orderIds) {
    const keys = [...new Set(orderIds)].map((orderId) => ({ accountId, orderId }));
    const items = await batchGetAll(keys, (batch) => onTable(AutomationRunEntity).get(batch).go());
    return new Map(
      items.map((i): [string, AutomationRunRecord] => [
        i.orderId,
        { orderId: i.orderId, runId: i.runId, at: i.at, changes: i.changes, undone: i.undone ?? false },
      ]),
    );
  },

  async commit(accountId, before, after, activity, run) {
    const result = await writeTransaction(RUN_WRITE, (tx) => {
      const { order, activity: events } = replaceOrderWithActivity(tx, accountId, before, after, [
        { eventId: randomUUID(), at: run.at, orderId: before.id, ...activity },
      ]);
      return {
        order,
        activity: events,
        run: [
          tx.run
            .put({
              accountId,
              orderId: run.orderId,
              runId: run.runId,
              at: run.at,
              changes: run.changes,
              undone: run.undone,
            })
            .commit(),
        ],
      };
    });
    return result.ok;
  },

  async clearPending(accountId, order) {
    const result = await writeTransaction(RUN_WRITE, (tx) => ({
      ...replaceOrderWithActivity(tx, accountId, order, withoutAutomationPending(order), []),
      run: [],
    }));
    return result.ok;
  },
};
