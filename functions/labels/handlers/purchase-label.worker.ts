import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { PurchaseMessage } from '#domain/labels/ports';
import { logger } from '#lib/logger';
import { purchaseLabel } from '../labels.deps';

const processor = new BatchProcessor(EventType.SQS);

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

async function recordHandler(record: SQSRecord): Promise<void> {
  const message = messageOf(record);
  if (!message) {
    logger.error('Not a label purchase message; dropped', { messageId: record.messageId });
    return;
  }
  // Throws on an unknown outcome: the record is reported failed and SQS delivers it again.
  const result = await purchaseLabel(message);
  logger.info('Label purchase message', { ...message, result });
}

/** The label-purchase queue's worker (app manifest `purchase-label`): partial batch failures. */
export async function handler(event: SQSEvent, context: Context) {
  logger.addContext(context);
  return processPartialResponse(event, recordHandler, processor, { context });
}
