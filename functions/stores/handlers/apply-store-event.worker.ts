import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { storeEventMessageSchema, type StoreEventMessage } from '#domain/stores/store-event.message';
import { logger } from '#lib/logger';
import type { ApplyStoreEvent } from '../use-cases/apply-store-event.use-case';
import { applyStoreEvent } from '../apply-store-event.deps';

/** A record that is no store event can never succeed: logged and dropped, not retried into the DLQ. */
function messageOf(record: SQSRecord): StoreEventMessage | undefined {
  try {
    const parsed = storeEventMessageSchema.safeParse(JSON.parse(record.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The worker around one apply run: tests wrap their own wiring (a store API double) the same way. */
export function makeApplyStoreEventWorker(apply: ApplyStoreEvent) {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord): Promise<void> {
    const message = messageOf(record);
    if (!message) {
      logger.error('Not a store event message; dropped', { messageId: record.messageId });
      return;
    }
    // Throws on a lost race budget or a store that may answer later: the record is retried.
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
  }
  return async function handler(event: SQSEvent, context: Context) {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}

/** The store-events queue's worker (app manifest `apply-store-event`): partial batch failures. */
export const handler = makeApplyStoreEventWorker(applyStoreEvent);
