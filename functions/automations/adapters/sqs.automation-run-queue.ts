import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueMessageBody } from '#lib/queue-message';
import { automationMessageGroups, type AutomationRunMessage } from '#domain/automations/automation-run.message';
import type { AutomationRunQueue } from '#domain/automations/ports';

/** The order-automations queue through SQS (`ORDER_AUTOMATIONS_QUEUE_URL`); a refused send throws. */
export function makeSqsAutomationRunQueue(
  client: () => SQSClient,
  queueUrl: () => string,
): Pick<AutomationRunQueue, 'enqueue'> {
  return {
    async enqueue(accountId, orderIds) {
      for (const group of automationMessageGroups(orderIds)) {
        const message: AutomationRunMessage = { accountId, orderIds: group, trigger: 'import' };
        await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
      }
    },
  };
}
