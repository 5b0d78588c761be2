import type { AmazonPiiRetentionStore } from '#domain/stores/amazon.ports';
import { amazonPiiDueAt, withoutBuyerData } from '#domain/stores/amazon-sync.rules';
import type { FulfillmentOrders } from '#domain/stores/store-fulfillment';

export interface AmazonPiiRetentionDeps {
  retention: AmazonPiiRetentionStore;
  orders: Pick<FulfillmentOrders, 'update'>;
  clock?: () => Date;
}

/** Entries cleared per run: a backlog is worked down over the following runs. */
export const AMAZON_PII_BATCH = 100;

/**
 * Amazon's restricted buyer data kept only as long as needed to ship: the clock starts when the
 * shipment's tracking was confirmed to Amazon (`shipped`); the schedule clears what has come due.
 */
export function makeAmazonPiiRetention(deps: AmazonPiiRetentionDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();
  return {
    async shipped(accountId: string, orderId: string, at: Date): Promise<void> {
      await deps.retention.schedule({ accountId, orderId, dueAt: amazonPiiDueAt(at) });
    },

    async clearDue(): Promise<{ cleared: number; checked: number }> {
      const due = await deps.retention.due(now(), AMAZON_PII_BATCH);
      let cleared = 0;
      for (const entry of due) {
        // A deleted order has nothing left to clear; its entry goes all the same.
        if (await deps.orders.update(entry.accountId, entry.orderId, withoutBuyerData)) cleared++;
        await deps.retention.done(entry);
      }
      return { cleared, checked: due.length };
    },
  };
}
export type AmazonPiiRetention = ReturnType<typeof makeAmazonPiiRetention>;
