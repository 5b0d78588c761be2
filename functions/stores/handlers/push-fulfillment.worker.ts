import { fulfillmentMessageSchema } from '#domain/stores/store-fulfillment';
import { logger } from '#lib/logger';
import { receivesOf, sqsWorker } from '#lib/sqs-worker';
import { pushFulfillment } from '../fulfillments.deps';
import { STORE_FULFILLMENTS_MAX_RECEIVES } from '../store-fulfillments.constants';
import type { PushFulfillment } from '../use-cases/push-fulfillment.use-case';

/** The worker around one push: tests wrap their own adapters' run the same way. */
export function makePushFulfillmentWorker(push: PushFulfillment, maxReceives = STORE_FULFILLMENTS_MAX_RECEIVES) {
  return sqsWorker(
    fulfillmentMessageSchema,
    async (message, record) => {
      const receives = receivesOf(record);
      // Throws on a retryable store failure before the last delivery: the record is reported failed and redelivered.
      const result = await push(message, { lastReceive: receives >= maxReceives });
      const context = { ...message, receives, result };
      if (result.kind === 'failed') logger.warn('Store fulfillment failed; the order shows the warning', context);
      else logger.info('Store fulfillment message', context);
    },
    {
      // The order and its label are the state ("Send tracking to store" queues it again); a body that is no
      // fulfillment message names nothing to push.
      onInvalid: 'drop',
      message: 'store fulfillment',
      throwOnFullBatchFailure: false,
    },
  );
}

/** The store-fulfillments queue's worker (app manifest `push-fulfillment`): partial batch failures. */
export const handler = makePushFulfillmentWorker(pushFulfillment);
