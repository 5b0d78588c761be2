import * as z from 'zod';
import type { PurchaseMessage, PurchaseRecord } from './ports';

/** The `label-purchase` queue's message as the worker checks it on receipt: which purchase record to run. */
export const purchaseMessageSchema = z.object({
  accountId: z.string(),
  shipmentId: z.string(),
  sequence: z.number().int(),
  attempt: z.number().int(),
}) satisfies z.ZodType<PurchaseMessage>;

/** The message that runs `record`'s attempt (the worker skips it once that attempt is settled or superseded). */
export const purchaseMessageOf = (record: PurchaseRecord): PurchaseMessage => ({
  accountId: record.accountId,
  shipmentId: record.shipmentId,
  sequence: record.sequence,
  attempt: record.attempt,
});
