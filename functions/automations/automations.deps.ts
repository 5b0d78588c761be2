import { dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { uuidGenerator } from '#lib/ids';
import { dynamoAutomationRuleStore } from './adapters/dynamodb.automation-rule-store';
import { catalogAutomationReader } from './adapters/catalog-face.automation-catalog';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import { makeAutomationRules, ruleProblemsFrom } from './use-cases/automation-rules.use-case';

/** The automation rules wired to their real adapters; the rule routes import them from here. */
export const automationRules = /* @__PURE__ */ makeAutomationRules({
  rules: dynamoAutomationRuleStore,
  stats: dynamoRuleStatsStore,
  subscriptions: dynamoSubscriptionStore,
  ids: uuidGenerator,
  problems: ruleProblemsFrom(catalogAutomationReader),
});
