import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueMessageBody } from '#lib/queue-message';
import { queueBodyOrOverflow, type OverflowWriter } from '#lib/queue-overflow';
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

/**
 * The tracking-updates queue through SQS (`TRACKING_UPDATES_QUEUE_URL`): scans too large for a message
 * are written to `overflow` first and the message carries their `eventsRef`.
 */
export function makeSqsTrackingUpdateQueue(
  client: () => SQSClient,
  queueUrl: () => string,
  overflow: OverflowWriter,
): TrackingUpdateQueue {
  return {
    async send(message) {
      const body = await queueBodyOrOverflow(message, 'events', overflow, 'tracking-updates');
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: body }));
    },
  };
}
