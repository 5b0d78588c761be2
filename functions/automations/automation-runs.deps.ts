import { uuidGenerator } from '#lib/ids';
import { dynamoAutomationRuleStore } from './adapters/dynamodb.automation-rule-store';
import { dynamoAutomationRunStore } from './adapters/dynamodb.automation-run-store';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import { automationOrders } from './adapters/orders-face.automation-orders';
import { makeRunAutomations } from './use-cases/run-automations.use-case';

/** Runs, undo and preview wired to their real adapters; their routes import them from here. */
export const runAutomations = /* @__PURE__ */ makeRunAutomations({
  rules: dynamoAutomationRuleStore,
  runs: dynamoAutomationRunStore,
  orders: automationOrders,
  stats: dynamoRuleStatsStore,
  ids: uuidGenerator,
});
