/**
 * The print routes' contract (orders §2 print dialog, accounts §2 pdf pages, §9 label sizes and
 * print choices): one print job per request, built inline when small and by the print-documents
 * worker otherwise, answered with its progress and, once ready, a short-lived presigned link.
 */
import * as z from 'zod';
import { LABEL_SIZES, PRINT_CHOICES, type LabelSize, type PrintChoice } from '#domain/constants/print.constants';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { pathIdSchema } from './path-params';
import { BULK_ORDERS_MAX } from './shipping';

export const PRINT_FORMATS = ['pdf', 'zpl'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** What a print job builds: the print dialog's documents, the manifest, or order summaries (order-pdf / orderbulk-pdf). */
export const PRINT_JOB_KINDS = ['documents', 'manifest', 'orders'] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

const orderIdsSchema = z
  .array(pathIdSchema)
  .min(1, MESSAGES.required)
  .max(BULK_ORDERS_MAX, OUR_MESSAGES.atMost(BULK_ORDERS_MAX));

const choiceValues = PRINT_CHOICES.map((c) => c.value) as [PrintChoice, ...PrintChoice[]];
const sizeValues = Object.keys(LABEL_SIZES) as [LabelSize, ...LabelSize[]];

/** POST /api/v1/print-jobs */
export const printJobRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('documents'),
    orderIds: orderIdsSchema,
    choice: z.enum(choiceValues),
    labelSize: z.enum(sizeValues).default('A6'),
    /** ZPL (203 dpi thermal) prints labels and packing slips 4×6; a pick list is always a PDF. */
    format: z.enum(PRINT_FORMATS).default('pdf'),
  }),
  /** One manifest per warehouse and ship date among the selected orders' labels. */
  z.object({ kind: z.literal('manifest'), orderIds: orderIdsSchema }),
  /** One order → order-pdf; several → orderbulk-pdf. */
  z.object({ kind: z.literal('orders'), orderIds: orderIdsSchema }),
]);
export type PrintJobRequest = z.input<typeof printJobRequestSchema>;
export type PrintJobSpec = z.output<typeof printJobRequestSchema>;

export const printJobParamsSchema = z.object({ jobId: pathIdSchema });

export const PRINT_JOB_STATES = ['queued', 'building', 'ready', 'failed'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/** An order the job left out of a document, and why (e.g. labels: "No label yet"). */
export interface SkippedOrderView {
  orderId: string;
  orderNumber: string;
  reason: string;
}

/** GET /api/v1/print-jobs/{jobId} (and the answer to POST). */
export interface PrintJobView {
  jobId: string;
  kind: PrintJobKind;
  state: PrintJobState;
  /** Documents drawn so far out of the job's total (labels, slips, pick-list pages, manifest rows, order pages). */
  progress: { done: number; total: number };
  format: PrintFormat;
  /** What the file is called when saved, e.g. `labels-2026-11-23.pdf`, `manifest-2026-11-23.pdf`. */
  fileName?: string;
  pageCount?: number;
  /** Present while `ready`: a presigned GET valid until expiresAt. */
  url?: string;
  expiresAt?: string;
  skipped: SkippedOrderView[];
  /** Why the job failed, in the merchant's words. */
  message?: string;
  createdAt: string;
}
