import { queueMessageBody } from '#lib/queue-message';
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { LabelPurchaseQueue, PurchaseMessage } from '#domain/labels/ports';

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;
const TRIES = 5;

/**
 * The label-purchase queue through SQS. The URL is read when the first message is sent (the
 * manifest gives senders `LABEL_PURCHASE_QUEUE_URL`), so a function that never sends needs none.
 * Entries SQS refuses within a batch are sent again; a send that still fails throws.
 */
export function makeSqsLabelPurchaseQueue(client: () => SQSClient, queueUrl: () => string): LabelPurchaseQueue {
  return {
    async send(messages: readonly PurchaseMessage[]) {
      const url = queueUrl();
      for (let i = 0; i < messages.length; i += BATCH) {
        let entries = messages.slice(i, i + BATCH).map((m, j) => ({ Id: String(j), MessageBody: queueMessageBody(m) }));
        for (let tries = 0; entries.length > 0; tries++) {
          if (tries === TRIES) throw new Error(`SQS refused ${entries.length} label purchase messages`);
          const res = await client().send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
          const failed = new Set((res.Failed ?? []).map((f) => f.Id));
          entries = entries.filter((e) => failed.has(e.Id));
        }
      }
    },
  };
}
