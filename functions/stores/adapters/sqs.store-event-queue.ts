import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueMessageBody } from '#lib/queue-message';
import type { StoreEventQueue } from '../use-cases/store-webhook.use-case';

/** The store-events queue through SQS (`STORE_EVENTS_QUEUE_URL`); a refused send throws, so the webhook answers 5xx and is retried. */
export function makeSqsStoreEventQueue(client: () => SQSClient, queueUrl: () => string): StoreEventQueue {
  return {
    async send(message) {
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}
