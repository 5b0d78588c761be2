import { orderLandingDraftSchema, orderLandingMessageSchema } from '#domain/orders/order-landing.message';
import { logger } from '#lib/logger';
import { readOverflow, type OverflowReader } from '#lib/queue-overflow';
import { sqsWorker } from '#lib/sqs-worker';
import type { LandStoreOrder } from '../use-cases/land-store-order.use-case';
import { landStoreOrder, orderLandingOverflow } from '../order-landing.deps';

/**
 * The worker around one landing: tests wrap their own wiring the same way. A draft too large for the queue
 * is named by `draftRef`; it is read back (its hash checked, then its schema) first, and a read that fails
 * retries the record.
 */
export function makeLandStoreOrderWorker(land: LandStoreOrder, overflow: OverflowReader) {
  return sqsWorker(
    orderLandingMessageSchema,
    async (received) => {
      const { draftRef, draft: inline, ...rest } = received;
      const draft = draftRef ? orderLandingDraftSchema.parse(await readOverflow(draftRef, overflow)) : inline!;
      // Throws on a write that lost its race twice or a table that refused: the record is retried.
      const outcome = await land({ ...rest, draft });
      const context = {
        platform: rest.platform,
        accountId: rest.accountId,
        storeId: rest.storeId,
        topic: rest.topic,
        eventId: rest.eventId,
      };
      if (outcome.kind === 'invalid') logger.warn('Store order not landed', { ...context, reason: outcome.reason });
      else logger.info('Store order landed', { ...context, ...outcome });
    },
    // The store event was acknowledged once its order was mapped: this message is the order's one copy, kept in the DLQ.
    { onInvalid: 'retry', message: 'order landing' },
  );
}

/** The order-landing queue's worker (app manifest `land-store-order`): partial batch failures. */
export const handler = makeLandStoreOrderWorker(landStoreOrder, orderLandingOverflow);
