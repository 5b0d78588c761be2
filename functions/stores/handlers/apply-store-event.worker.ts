import { storeEventMessageSchema } from '#domain/stores/store-event.message';
import { logger } from '#lib/logger';
import { readOverflow, type OverflowReader } from '#lib/queue-overflow';
import { sqsWorker } from '#lib/sqs-worker';
import type { ApplyStoreEvent } from '../use-cases/apply-store-event.use-case';
import { applyStoreEvent, storeEventOverflow } from '../apply-store-event.deps';

/**
 * The worker around one apply run: tests wrap their own wiring (a store API double) the same way. A
 * message whose payload was too large for the queue names it by `payloadRef`; it is read back (and its
 * hash checked) first, and a read that fails retries the record.
 */
export function makeApplyStoreEventWorker(apply: ApplyStoreEvent, overflow: OverflowReader) {
  return sqsWorker(
    storeEventMessageSchema,
    async (received) => {
      const ref = received.payloadRef;
      const message = ref ? { ...received, payload: await readOverflow(ref, overflow) } : received;
      // Throws on a store that may answer later or a refused send to order-landing: the record is retried.
      const outcome = await apply(message);
      const context = {
        platform: message.platform,
        accountId: message.accountId,
        storeId: message.storeId,
        topic: message.topic,
        eventId: message.eventId,
      };
      if (outcome.kind === 'invalid') logger.warn('Store event not applied', { ...context, reason: outcome.reason });
      else if (outcome.kind === 'privacy') logger.info('Store privacy webhook recorded', context);
      else logger.info('Store event applied', { ...context, ...outcome });
    },
    // The message is the one copy of a store's webhook (its re-sends are deduplicated at ingest): kept in the DLQ.
    { onInvalid: 'retry', message: 'store event' },
  );
}

/** The store-events queue's worker (app manifest `apply-store-event`): partial batch failures. */
export const handler = makeApplyStoreEventWorker(applyStoreEvent, storeEventOverflow);
