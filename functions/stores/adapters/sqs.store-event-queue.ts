import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueBodyOrOverflow, type OverflowWriter } from '#lib/queue-overflow';
import type { StoreEventQueue } from '../use-cases/store-webhook.use-case';

/**
 * The store-events queue through SQS (`STORE_EVENTS_QUEUE_URL`); a refused send throws, so the webhook
 * answers 5xx and is retried. A payload too large for a message (a big order, or one whose escaped text
 * grew several times) is written to `overflow` first and the message carries its `payloadRef`.
 */
export function makeSqsStoreEventQueue(
  client: () => SQSClient,
  queueUrl: () => string,
  overflow: OverflowWriter,
): StoreEventQueue {
  return {
    async send(message) {
      const body = await queueBodyOrOverflow(message, 'payload', overflow, `store-events/${message.accountId}`);
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: body }));
    },
  };
}
