import * as z from 'zod';
import type { PurchaseMessage } from './ports';

/** The `label-purchase` queue's message as the worker checks it on receipt: which purchase record to run. */
export const purchaseMessageSchema = z.object({
  accountId: z.string(),
  shipmentId: z.string(),
  sequence: z.number().int(),
  attempt: z.number().int(),
}) satisfies z.ZodType<PurchaseMessage>;
