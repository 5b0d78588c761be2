import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueMessageBody } from '#lib/queue-message';
import { automationMessageGroups } from '#domain/automations/automation-run.message';
import type { AutomationRunQueue } from '#domain/automations/ports';

/** SendMessageBatch takes at most 10 entries (10 × 100 ids stays far below its 256 KiB). */
const BATCH = 10;

/**
 * The order-automations queue through SQS (`ORDER_AUTOMATIONS_QUEUE_URL`): an enqueue's messages go ten to a
 * request. A batch with a refused entry throws: its orders stay automation pending, and the resend schedule
 * sends them (a message that did go is harmless twice).
 */
export function makeSqsAutomationRunQueue(
  client: () => SQSClient,
  queueUrl: () => string,
): Pick<AutomationRunQueue, 'enqueue'> {
  return {
    async enqueue(accountId, orderIds) {
      const groups = automationMessageGroups(orderIds);
      for (let i = 0; i < groups.length; i += BATCH) {
        const Entries = groups.slice(i, i + BATCH).map((group, j) => ({
          Id: String(j),
          MessageBody: queueMessageBody({ accountId, orderIds: group, trigger: 'import' }),
        }));
        const { Failed } = await client().send(new SendMessageBatchCommand({ QueueUrl: queueUrl(), Entries }));
        if (Failed?.length) throw new Error(`SQS refused ${Failed.length} order automations messages`);
      }
    },
  };
}
