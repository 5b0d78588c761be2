import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueMessageBody } from '#lib/queue-message';
import { automationMessageGroups, type AutomationRunMessage } from '#domain/automations/automation-run.message';
import type { AutomationRunQueue } from '#domain/automations/ports';

/** SendMessageBatch takes at most 10 entries (10 × 100 ids stays far below its 256 KiB). */
const BATCH = 10;
const TRIES = 5;

/**
 * The order-automations queue through SQS (`ORDER_AUTOMATIONS_QUEUE_URL`): the messages of one enqueue go in
 * batches of ten, entries SQS refuses within a batch are sent again, and a send that still fails throws.
 */
export function makeSqsAutomationRunQueue(
  client: () => SQSClient,
  queueUrl: () => string,
): Pick<AutomationRunQueue, 'enqueue'> {
  return {
    async enqueue(accountId, orderIds) {
      const messages = automationMessageGroups(orderIds).map((group): AutomationRunMessage => ({
        accountId,
        orderIds: group,
        trigger: 'import',
      }));
      for (let i = 0; i < messages.length; i += BATCH) {
        let entries = messages.slice(i, i + BATCH).map((m, j) => ({ Id: String(j), MessageBody: queueMessageBody(m) }));
        for (let tries = 0; entries.length > 0; tries++) {
          if (tries === TRIES) throw new Error(`SQS refused ${entries.length} order automations messages`);
          const res = await client().send(new SendMessageBatchCommand({ QueueUrl: queueUrl(), Entries: entries }));
          const failed = new Set((res.Failed ?? []).map((f) => f.Id));
          entries = entries.filter((e) => failed.has(e.Id));
        }
      }
    },
  };
}
