import { sqsClient } from '#lib/clients';
import { queueUrlFromEnv } from '#lib/queue-url';
import { makeSqsAutomationRunQueue } from './adapters/sqs.automation-run-queue';

/** queueUrlEnvName('order-automations'), set by CDK and the local runtime for senders. */
export const ORDER_AUTOMATIONS_QUEUE_URL = 'ORDER_AUTOMATIONS_QUEUE_URL';

/**
 * The automations domain's face for importers (the CSV import, store webhooks, the public API): they name
 * the orders they created and the order-automations worker runs the rules, so no importer bundles the engine.
 */
export const automationRunQueue = /* @__PURE__ */ makeSqsAutomationRunQueue(
  sqsClient,
  /* @__PURE__ */ queueUrlFromEnv(ORDER_AUTOMATIONS_QUEUE_URL),
);
