import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { PurchaseMessage } from '#domain/labels/ports';
import { logger } from '#lib/logger';
import { purchaseLabel } from '../labels.deps';

/** A message that is no purchase message can never succeed: logged and dropped, not retried into the DLQ. */
function messageOf(record: SQSRecord): PurchaseMessage | undefined {
  try {
    const m = JSON.parse(record.body) as Partial<PurchaseMessage>;
    const ok =
      typeof m.accountId === 'string' &&
      typeof m.shipmentId === 'string' &&
      Number.isInteger(m.sequence) &&
      Number.isInteger(m.attempt);
    return ok ? (m as PurchaseMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The worker around one purchase run: tests and benchmarks wrap their own carrier's run the same way. */
export function makePurchaseLabelWorker(run: (message: PurchaseMessage) => Promise<unknown>) {
  const processor = new BatchProcessor(EventType.SQS);
  async function recordHandler(record: SQSRecord): Promise<void> {
    const message = messageOf(record);
    if (!message) {
      logger.error('Not a label purchase message; dropped', { messageId: record.messageId });
      return;
    }
    // Throws on an unknown outcome: the record is reported failed and SQS delivers it again.
    const result = await run(message);
    logger.info('Label purchase message', { ...message, result });
  }
  return async function handler(event: SQSEvent, context: Context) {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}

/** The label-purchase queue's worker (app manifest `purchase-label`): partial batch failures. */
export const handler = makePurchaseLabelWorker(purchaseLabel);
