import type { AutomationRunStore, RunWrite } from '#domain/automations/automation-store.ports';
import {
  ORDER_WITH_TAGS,
  orderPendingClearedItem,
  orderReplaceItem,
  orderTagChangeItems,
  tagChangesOf,
} from '#functions/orders/order-writes';
import { writeTransaction } from '#lib/db/transaction';
import { randomUUID } from 'node:crypto';

/**
 * TransactWriteItems takes 100 items and 4 MB: each write is an order, at most one activity entry, and the tag
 * index items of the tags a rule added or removed.
 */
const ITEMS_PER_TRANSACTION = 100;
/** Room under the 4 MB for keys, index attributes and the activity entries beside the order documents. */
const DOC_BYTES_PER_TRANSACTION = 3_000_000;

/** How many "orders by tag" items a write moves (a rule's add_tag or remove_tag, or an undo of one). */
function tagItemCount(w: RunWrite): number {
  if (w.pendingClearedOnly) return 0;
  const { removed, added } = tagChangesOf(w.before, w.after);
  return removed.length + added.length;
}

/** The writes cut into transactions DynamoDB accepts, in their order. */
function transactionsOf(writes: readonly RunWrite[]): RunWrite[][] {
  const out: RunWrite[][] = [];
  let current: RunWrite[] = [];
  let items = 0;
  let bytes = 0;
  for (const w of writes) {
    const wItems = (w.activity ? 2 : 1) + tagItemCount(w);
    // A mark cleared in place sends no document.
    const wBytes =
      (w.pendingClearedOnly ? 0 : JSON.stringify(w.after).length) +
      (w.activity ? JSON.stringify(w.activity).length : 0);
    if (current.length && (items + wItems > ITEMS_PER_TRANSACTION || bytes + wBytes > DOC_BYTES_PER_TRANSACTION)) {
      out.push(current);
      current = [];
      items = 0;
      bytes = 0;
    }
    current.push(w);
    items += wItems;
    bytes += wBytes;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * A run's writes through the orders domain's face: each order (its last run inside it, for undo) version-guarded,
 * with its activity entry; a whole batch of orders in one transaction rather than one each. An order whose write
 * only clears its automation-pending mark has the mark cleared in place (the document is not sent again).
 */
export const dynamoAutomationRunStore: AutomationRunStore = {
  async commit(accountId, writes, at) {
    const landed = new Set<string>();
    for (const batch of transactionsOf(writes)) {
      const result = await writeTransaction(ORDER_WITH_TAGS, (tx) => ({
        order: batch.map((w) =>
          w.pendingClearedOnly
            ? orderPendingClearedItem(accountId, w.before).item
            : orderReplaceItem(tx, accountId, w.before, w.after).item,
        ),
        tags: batch.flatMap((w) => (w.pendingClearedOnly ? [] : orderTagChangeItems(tx, accountId, w.before, w.after))),
        activity: batch.flatMap((w) =>
          w.activity
            ? [
                tx.activityEvent
                  .put({ accountId, eventId: randomUUID(), at, orderId: w.before.id, ...w.activity })
                  .commit(),
              ]
            : [],
        ),
      }));
      if (result.ok) for (const w of batch) landed.add(w.before.id);
    }
    return landed;
  },
};
