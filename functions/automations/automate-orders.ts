import { runAutomationsWithoutWeather as runAutomations } from './automation-runs.deps';
import { AUTOMATION_ACTOR } from './run-automations';

/**
 * Rules on an order the public API just created (it lands through the order editor's create), run as an
 * import with the same write, activity entry and run record as "Apply automations". True when they changed it.
 */
export async function automateCreatedOrder(accountId: string, orderId: string): Promise<boolean> {
  const { applied } = await runAutomations.run(accountId, AUTOMATION_ACTOR, [orderId], 'import');
  return applied > 0;
}

/** Bulk "Get rates": the account's "before rating" rules on the selection, before it is rated. */
export async function automateBeforeRating(accountId: string, actor: string, orderIds: readonly string[]) {
  await runAutomations.run(accountId, actor, orderIds, 'before_rating');
}
