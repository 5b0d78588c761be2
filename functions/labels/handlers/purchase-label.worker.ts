import { purchaseMessageSchema } from '#domain/labels/purchase.message';
import type { PurchaseMessage } from '#domain/labels/ports';
import { logger } from '#lib/logger';
import { sqsWorker } from '#lib/sqs-worker';
import { purchaseLabel } from '../labels.deps';

/** The worker around one purchase run: tests and benchmarks wrap their own carrier's run the same way. */
export function makePurchaseLabelWorker(run: (message: PurchaseMessage) => Promise<unknown>) {
  return sqsWorker(
    purchaseMessageSchema,
    async (message) => {
      // Throws on an unknown outcome: the record is reported failed and SQS delivers it again.
      const result = await run(message);
      logger.info('Label purchase message', { ...message, result });
    },
    // The purchase record in the table is the state (a later purchase request queues it again); a body that is
    // no purchase message names no record to run.
    { onInvalid: 'drop', message: 'label purchase' },
  );
}

/** The label-purchase queue's worker (app manifest `purchase-label`): partial batch failures. */
export const handler = makePurchaseLabelWorker(purchaseLabel);
