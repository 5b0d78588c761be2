import { queueMessageBody } from '#lib/queue-message';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { PrintJobMessage, PrintJobQueue } from '#domain/printing/ports';

/** The print-documents queue through SQS; the URL is read when the first message is sent. */
export function makeSqsPrintJobQueue(client: () => SQSClient, queueUrl: () => string): PrintJobQueue {
  return {
    async send(message: PrintJobMessage) {
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}
