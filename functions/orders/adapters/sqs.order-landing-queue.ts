import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { OrderLandingQueue } from '#domain/orders/ports';
import { queueBodyOrOverflow, type OverflowWriter } from '#lib/queue-overflow';

/**
 * The order-landing queue through SQS (`ORDER_LANDING_QUEUE_URL`); a refused send throws. A draft too large
 * for a message (an order of hundreds of lines) is written to `overflow` first and the message carries its
 * `draftRef`, under a key named by its content so a redelivered store event writes the same object.
 */
export function makeSqsOrderLandingQueue(
  client: () => SQSClient,
  queueUrl: () => string,
  overflow: OverflowWriter,
): OrderLandingQueue {
  return {
    async send(message) {
      const body = await queueBodyOrOverflow(message, 'draft', overflow, `order-landing/${message.accountId}`);
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: body }));
    },
  };
}
