import type { AutomatedOrder } from './order-fields.rules';

/**
 * The import's outbox: an order an import creates (or a re-import changes) while the account has active `import`
 * rules is written "automation pending" (its `automation.pendingSince`), and the worker that runs the rules on it
 * clears the mark in the same write. An order still marked long after its import lost its message (the send
 * failed, or the request died between the write and the send): the resend schedule sends it again.
 *
 * An order whose rules keep failing in the worker would be resent forever: after AUTOMATION_RESENDS_MAX resends
 * the schedule gives up on it (the mark is cleared, an `automation_not_run` activity entry on the order says so,
 * and the run is logged), and "Apply automations" on it is the merchant's retry.
 */

/** How long a pending order waits before its message counts as lost: past the worker's retries of a message. */
export const AUTOMATION_RESEND_AFTER_MS = 15 * 60_000;

/** Pending orders one resend run sends again; the rest, oldest first, wait for the next run. */
export const AUTOMATION_RESENDS_PER_RUN = 500;

/** Resends of one order before the schedule gives up: with AUTOMATION_RESEND_AFTER_MS, over an hour and a half. */
export const AUTOMATION_RESENDS_MAX = 5;

/** The activity entry of an order the schedule gave up on. */
export const AUTOMATION_NOT_RUN_MESSAGE = (resends: number) =>
  `Automation rules did not run on this order after ${resends} attempts; use Apply automations to run them`;

export function isAutomationPending(order: AutomatedOrder): boolean {
  return Boolean(order.automation?.pendingSince);
}

/** The order marked pending since `at` (ISO time), a new message: its resend count starts again. */
export function withAutomationPending<O extends AutomatedOrder>(order: O, at: string): O {
  const { resends: _resends, ...automation } = order.automation ?? {};
  return { ...order, automation: { ...automation, pendingSince: at } };
}

/** How many times the resend schedule sent the order again since it was marked. */
export const automationResends = (order: AutomatedOrder): number => order.automation?.resends ?? 0;

/** The order sent again at `at`: the mark moves there and the resend is counted. */
export function withAutomationResent<O extends AutomatedOrder>(order: O, at: string): O {
  return { ...order, automation: { ...order.automation, pendingSince: at, resends: automationResends(order) + 1 } };
}

/** Whether the schedule has sent the order again as often as it will. */
export const automationResendsExhausted = (order: AutomatedOrder): boolean =>
  automationResends(order) >= AUTOMATION_RESENDS_MAX;

/** The order with its pending mark cleared (as it is when it has none). */
export function withoutAutomationPending<O extends AutomatedOrder>(order: O): O {
  if (!order.automation?.pendingSince) return order;
  const { pendingSince: _sent, resends: _resends, ...rest } = order.automation;
  return { ...order, automation: rest };
}
