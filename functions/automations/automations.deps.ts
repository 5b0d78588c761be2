import { dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { uuidGenerator } from '#lib/ids';
import { dynamoAutomationRuleStore } from './adapters/dynamodb.automation-rule-store';
import { catalogAutomationReader } from './adapters/catalog-face.automation-catalog';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import { pendingAutomationOrders } from './adapters/orders-face.pending-automation-orders';
import { sqsAutomationRunQueue } from './automation-queue';
import { makeAutomationRules, ruleProblemsFrom } from './use-cases/automation-rules.use-case';
import { makeResendAutomations } from './use-cases/resend-automations.use-case';

/** The automation rules wired to their real adapters; the rule routes import them from here. */
export const automationRules = /* @__PURE__ */ makeAutomationRules({
  rules: dynamoAutomationRuleStore,
  stats: dynamoRuleStatsStore,
  subscriptions: dynamoSubscriptionStore,
  ids: uuidGenerator,
  problems: ruleProblemsFrom(catalogAutomationReader),
});

/** The import outbox's resend schedule: pending orders whose message was lost, sent again. */
export const resendAutomations = /* @__PURE__ */ makeResendAutomations({
  pending: pendingAutomationOrders,
  queue: sqsAutomationRunQueue,
});
