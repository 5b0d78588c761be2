import * as z from 'zod';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/** Order ids one `order-automations` message carries: the size of a run of "Apply automations". */
export const AUTOMATION_MESSAGE_ORDERS_MAX = 100;

/**
 * What the `order-automations` queue carries: orders an import just wrote, to run the account's active
 * `import` rules on. Ids only, so the message stays small and the worker reads the orders as they are now;
 * a redelivery is harmless because applying the rules a second time changes nothing.
 */
export const automationRunMessageSchema = z.object({
  accountId: text(TEXT_MAX.id).min(1),
  orderIds: z.array(text(TEXT_MAX.id).min(1)).min(1).max(AUTOMATION_MESSAGE_ORDERS_MAX),
  trigger: z.literal('import'),
});
export type AutomationRunMessage = z.infer<typeof automationRunMessageSchema>;

/** The ids in message-sized groups, in their order. */
export function automationMessageGroups(orderIds: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < orderIds.length; i += AUTOMATION_MESSAGE_ORDERS_MAX)
    groups.push(orderIds.slice(i, i + AUTOMATION_MESSAGE_ORDERS_MAX));
  return groups;
}
