import type { AutomationRunQueue } from '#domain/automations/ports';
import { sqsClient } from '#lib/clients';
import { queueUrlFromEnv } from '#lib/queue-url';
import { makeSqsAutomationRunQueue } from './adapters/sqs.automation-run-queue';
import { activeRulesByTrigger } from './automation-counts';

/** queueUrlEnvName('order-automations'), set by CDK and the local runtime for senders. */
export const ORDER_AUTOMATIONS_QUEUE_URL = 'ORDER_AUTOMATIONS_QUEUE_URL';

/** The order-automations queue through SQS; the resend schedule sends through it too. */
export const sqsAutomationRunQueue = /* @__PURE__ */ makeSqsAutomationRunQueue(
  sqsClient,
  /* @__PURE__ */ queueUrlFromEnv(ORDER_AUTOMATIONS_QUEUE_URL),
);

/**
 * The automations domain's face for importers (the CSV import, store webhooks, the public API): they ask whether
 * the account has an active import rule, name the orders they created, and the order-automations worker runs the
 * rules, so no importer bundles the engine.
 */
export const automationRunQueue: AutomationRunQueue = {
  importRulesActive: async (accountId) => (await activeRulesByTrigger(accountId)).import > 0,
  enqueue: (accountId, orderIds) => sqsAutomationRunQueue.enqueue(accountId, orderIds),
};
