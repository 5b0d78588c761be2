import type { AutomatedOrder } from './order-fields.rules';

/**
 * The import's outbox: an order an import creates while the account has active `import` rules is written
 * "automation pending" (its `automation.pendingSince`), and the worker that runs the rules on it clears the
 * mark in the same write. An order still marked long after its import lost its message (the send failed, or
 * the request died between the write and the send): the resend schedule sends it again.
 */

/** How long a pending order waits before its message counts as lost: past the worker's retries of a message. */
export const AUTOMATION_RESEND_AFTER_MS = 15 * 60_000;

/** Pending orders one resend run sends again; the rest, oldest first, wait for the next run. */
export const AUTOMATION_RESENDS_PER_RUN = 500;

export function isAutomationPending(order: AutomatedOrder): boolean {
  return Boolean(order.automation?.pendingSince);
}

/** The order marked pending since `at` (ISO time). */
export function withAutomationPending<O extends AutomatedOrder>(order: O, at: string): O {
  return { ...order, automation: { ...order.automation, pendingSince: at } };
}

/** The order with its pending mark cleared (as it is when it has none). */
export function withoutAutomationPending<O extends AutomatedOrder>(order: O): O {
  if (!order.automation?.pendingSince) return order;
  const { pendingSince: _sent, ...rest } = order.automation;
  return { ...order, automation: rest };
}
