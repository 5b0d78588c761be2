import {
  AUTOMATION_NOT_RUN_MESSAGE,
  AUTOMATION_RESEND_AFTER_MS,
  automationResends,
  automationResendsExhausted,
} from '#domain/automations/automation-pending.rules';
import type { PendingAutomationOrder, PendingAutomationOrders } from '#domain/automations/automation-store.ports';
import type { AutomationRunQueue } from '#domain/automations/ports';
import { forEachConcurrently } from '#lib/concurrently';

export interface ResendAutomationsDeps {
  pending: PendingAutomationOrders;
  queue: Pick<AutomationRunQueue, 'enqueue'>;
  clock?: () => Date;
}

export interface ResendAutomationsReport {
  /** Orders sent to the import rules again this run. */
  resent: number;
  /** Orders resent AUTOMATION_RESENDS_MAX times already, given up on this run: each with its account. */
  gaveUp: { accountId: string; orderId: string; resends: number }[];
  /** The run stopped at its limit: more may be due, and the next run takes them. */
  more: boolean;
}

const MARKS_IN_FLIGHT = 8;

/**
 * The import outbox's resend schedule: an order still automation pending AUTOMATION_RESEND_AFTER_MS after it
 * was marked lost its message, so it is sent again, oldest first, at most `limit` a run, in one message per
 * account (split past a message's size). Each is then marked pending since now, which moves it behind the others:
 * the next run takes the rest instead of the same ones again. An order sent twice is harmless: the worker's
 * second run changes nothing, and the first one cleared the mark. An order resent AUTOMATION_RESENDS_MAX times
 * is not sent again: its mark is cleared with an activity entry on the order, and the report names it.
 */
export function makeResendAutomations(deps: ResendAutomationsDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();

  return async function run(opts: { limit: number }): Promise<ResendAutomationsReport> {
    const at = now();
    const due = await deps.pending.listBefore(
      new Date(at.getTime() - AUTOMATION_RESEND_AFTER_MS).toISOString(),
      opts.limit,
    );
    if (due.length === 0) return { resent: 0, gaveUp: [], more: false };
    const sentAt = at.toISOString();
    const exhausted = due.filter((p) => automationResendsExhausted(p.order));
    const gaveUp: ResendAutomationsReport['gaveUp'] = [];
    await forEachConcurrently(exhausted, MARKS_IN_FLIGHT, async (p) => {
      const resends = automationResends(p.order);
      // An order that moved on meanwhile (its rules ran, or a re-import marked it anew) is no longer given up on.
      if (await deps.pending.giveUp(p, sentAt, AUTOMATION_NOT_RUN_MESSAGE(resends)))
        gaveUp.push({ accountId: p.accountId, orderId: p.order.id, resends });
    });
    const byAccount = new Map<string, PendingAutomationOrder[]>();
    for (const p of due)
      if (!automationResendsExhausted(p.order)) byAccount.set(p.accountId, [...(byAccount.get(p.accountId) ?? []), p]);
    // Sent before marked: a send that fails leaves its orders due for the next run.
    for (const [accountId, orders] of byAccount) {
      await deps.queue.enqueue(
        accountId,
        orders.map((p) => p.order.id),
      );
      await forEachConcurrently(orders, MARKS_IN_FLIGHT, async (p) => {
        await deps.pending.markResent(p, sentAt);
      });
    }
    return { resent: due.length - exhausted.length, gaveUp, more: due.length === opts.limit };
  };
}
