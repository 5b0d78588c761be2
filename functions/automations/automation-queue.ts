import type { AutomationRunQueue } from '#domain/automations/ports';
import { sqsClient } from '#lib/clients';
import { logger } from '#lib/logger';
import { queueUrlFromEnv } from '#lib/queue-url';
import { makeSqsAutomationRunQueue } from './adapters/sqs.automation-run-queue';
import { hasActiveImportRules } from './automation-counts';

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
 * rules, so no importer bundles the engine. A refused send is logged, never the importer's failure: the orders
 * were written automation pending and the resend schedule sends them.
 */
export const automationRunQueue: AutomationRunQueue = {
  importRulesActive: hasActiveImportRules,
  async enqueue(accountId, orderIds) {
    try {
      await sqsAutomationRunQueue.enqueue(accountId, orderIds);
    } catch (err) {
      logger.warn('Import rules not queued; the resend schedule sends them', {
        accountId,
        orders: orderIds.length,
        error: err as Error,
      });
    }
  },
};
