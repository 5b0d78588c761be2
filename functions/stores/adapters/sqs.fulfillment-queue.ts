import { queueMessageBody } from '#lib/queue-message';
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { FulfillmentMessage, FulfillmentQueue } from '#domain/stores/store-fulfillment';

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;
const TRIES = 3;

/**
 * The store-fulfillments queue through SQS; the URL is read when the first message is sent. Small
 * on purpose: the label-purchase worker sends through it without bundling any store code.
 */
export function makeSqsFulfillmentQueue(client: () => SQSClient, queueUrl: () => string): FulfillmentQueue {
  return {
    async send(messages: readonly FulfillmentMessage[]) {
      const url = queueUrl();
      for (let i = 0; i < messages.length; i += BATCH) {
        let entries = messages.slice(i, i + BATCH).map((m, j) => ({ Id: String(j), MessageBody: queueMessageBody(m) }));
        for (let tries = 0; entries.length > 0; tries++) {
          if (tries === TRIES) throw new Error(`SQS refused ${entries.length} store fulfillment messages`);
          const res = await client().send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
          const failed = new Set((res.Failed ?? []).map((f) => f.Id));
          entries = entries.filter((e) => failed.has(e.Id));
        }
      }
    },
  };
}
