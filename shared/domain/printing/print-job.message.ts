import * as z from 'zod';
import type { PrintJobMessage } from './ports';

/** The `print-documents` queue's message as the worker checks it on receipt: which print job to build. */
export const printJobMessageSchema = z.object({
  accountId: z.string(),
  jobId: z.string(),
}) satisfies z.ZodType<PrintJobMessage>;
