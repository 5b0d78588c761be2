import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueMessageBody } from '#lib/queue-message';
import type { TrackingEmailQueue, TrackingUpdateQueue } from '#domain/tracking/ports';

/**
 * The emails queue through SQS: one TrackingEmailMessage per send. The URL is read at the first
 * send (the manifest gives senders `EMAILS_QUEUE_URL`); a refused send throws, so the caller
 * gives its claim back and the record is retried.
 */
export function makeSqsTrackingEmailQueue(client: () => SQSClient, queueUrl: () => string): TrackingEmailQueue {
  return {
    async send(message) {
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}

/** The tracking-updates queue through SQS (`TRACKING_UPDATES_QUEUE_URL`). */
export function makeSqsTrackingUpdateQueue(client: () => SQSClient, queueUrl: () => string): TrackingUpdateQueue {
  return {
    async send(message) {
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}
