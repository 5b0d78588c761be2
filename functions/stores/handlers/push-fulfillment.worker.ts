import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { fulfillmentMessageSchema, type FulfillmentMessage } from '#domain/stores/store-fulfillment';
import { logger } from '#lib/logger';
import { pushFulfillment } from '../fulfillments.deps';
import { STORE_FULFILLMENTS_MAX_RECEIVES } from '../store-fulfillments.constants';
import type { PushFulfillment } from '../use-cases/push-fulfillment.use-case';

/** A record that is no fulfillment message can never succeed: logged and dropped, not retried into the DLQ. */
function messageOf(record: SQSRecord): FulfillmentMessage | undefined {
  try {
    const parsed = fulfillmentMessageSchema.safeParse(JSON.parse(record.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The worker around one push: tests wrap their own adapters' run the same way. */
export function makePushFulfillmentWorker(push: PushFulfillment, maxReceives = STORE_FULFILLMENTS_MAX_RECEIVES) {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord): Promise<void> {
    const message = messageOf(record);
    if (!message) {
      logger.error('Not a store fulfillment message; dropped', { messageId: record.messageId });
      return;
    }
    const receives = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    // Throws on a retryable store failure before the last delivery: the record is reported failed and redelivered.
    const result = await push(message, { lastReceive: receives >= maxReceives });
    const context = { ...message, receives, result };
    if (result.kind === 'failed') logger.warn('Store fulfillment failed; the order shows the warning', context);
    else logger.info('Store fulfillment message', context);
  }
  return async function handler(event: SQSEvent, context: Context) {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context, throwOnFullBatchFailure: false });
  };
}

/** The store-fulfillments queue's worker (app manifest `push-fulfillment`): partial batch failures. */
export const handler = makePushFulfillmentWorker(pushFulfillment);
