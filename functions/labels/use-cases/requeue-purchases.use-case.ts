import { REQUEUE_AFTER_MS } from '#domain/labels/label-purchase.rules';
import type { LabelPurchaseQueue, QueuedPurchaseStore } from '#domain/labels/ports';
import { purchaseMessageOf } from '#domain/labels/purchase.message';
import { forEachConcurrently } from '#lib/concurrently';

export interface RequeuePurchasesDeps {
  purchases: QueuedPurchaseStore;
  queue: LabelPurchaseQueue;
  clock?: () => Date;
}

export interface RequeuePurchasesReport {
  /** Messages sent again this run. */
  requeued: number;
  /** The run stopped at its limit: more may be due, and the next run takes them. */
  more: boolean;
}

const MARKS_IN_FLIGHT = 8;

/**
 * The requeue schedule: a purchase record still `queued` whose message was last sent more than
 * REQUEUE_AFTER_MS ago lost it (the send failed or the request died between the record and the send),
 * so its message is sent again, oldest first, at most `limit` a run. Each is then marked sent now,
 * which moves it behind the others: the next run takes the rest instead of the same ones again. A
 * message sent twice is harmless: the worker runs a record's attempt once (purchase-label.use-case.ts).
 */
export function makeRequeuePurchases(deps: RequeuePurchasesDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();

  return async function run(opts: { limit: number }): Promise<RequeuePurchasesReport> {
    const at = now();
    const due = await deps.purchases.listQueuedBefore(
      new Date(at.getTime() - REQUEUE_AFTER_MS).toISOString(),
      opts.limit,
    );
    if (due.length === 0) return { requeued: 0, more: false };
    // Sent before marked: a send that fails leaves every record due for the next run.
    await deps.queue.send(due.map(purchaseMessageOf));
    const sentAt = at.toISOString();
    await forEachConcurrently(due, MARKS_IN_FLIGHT, async (record) => {
      await deps.purchases.markRequeued(record, sentAt);
    });
    return { requeued: due.length, more: due.length === opts.limit };
  };
}
