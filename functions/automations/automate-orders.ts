import { uuidGenerator } from '#lib/ids';
import { dynamoAutomationRuleStore } from './adapters/dynamodb.automation-rule-store';
import { dynamoAutomationRunStore } from './adapters/dynamodb.automation-run-store';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import { automationOrders } from './adapters/orders-face.automation-orders';
import { AUTOMATION_ACTOR } from './run-automations';
import { makeAutomationContexts } from './use-cases/automation-contexts';
import { makeRunAutomations } from './use-cases/run-automations.use-case';

/**
 * Runs for other domains' routes (public create, bulk "Get rates"): quotes and transit estimates but no
 * forecast, so the weather data and adapters stay out of those bundles.
 */
const runAutomations = /* @__PURE__ */ makeRunAutomations({
  rules: dynamoAutomationRuleStore,
  runs: dynamoAutomationRunStore,
  orders: automationOrders,
  stats: dynamoRuleStatsStore,
  ids: uuidGenerator,
  contexts: makeAutomationContexts(),
});

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
