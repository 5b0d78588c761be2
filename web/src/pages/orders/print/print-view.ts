import type { PrintFormat, PrintJobKind, PrintJobRequest, PrintJobView, SkippedOrderView } from '#api/printing';
import { LABEL_SIZES, PRINT_CHOICES, type LabelSize, type PrintChoice } from '#domain/constants/print.constants';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';

/** The info message while a print job builds (orders §8 info messages). */
export const GENERATING_PDF_LINK = 'generating PDF link';

/** What the print dialog needs of an order: the grid row's id, number and tracking (a label bought). */
export type PrintableOrder = Pick<OrderGridRow, 'id' | 'orderNumber' | 'tracking'>;

/** The print dialog's choices (orders §2). */
export interface PrintOptions {
  choice: PrintChoice;
  labelSize: LabelSize;
  format: PrintFormat;
}

export const DEFAULT_PRINT_OPTIONS: PrintOptions = { choice: 'all', labelSize: 'A6', format: 'pdf' };

/** Thermal printers take ZPL at 203 dpi on 4×6 stock only. */
export const ZPL_LABEL_SIZE: LabelSize = 'A6';
export const ZPL_NOTE = 'ZPL prints 4x6 only, for thermal printers (203 dpi).';
export const PICK_LIST_NOTE = 'A pick list is always a PDF.';

export const printsLabels = (choice: PrintChoice) => choice === 'labels' || choice === 'all';

export const choiceLabel = (choice: PrintChoice) => PRINT_CHOICES.find((c) => c.value === choice)?.label ?? choice;

/** What is actually printed: a pick list is always a PDF, and ZPL fixes the size at 4×6. */
export function effectivePrintOptions(options: PrintOptions): PrintOptions {
  const format: PrintFormat = options.choice === 'pickSlips' ? 'pdf' : options.format;
  return { ...options, format, labelSize: format === 'zpl' ? ZPL_LABEL_SIZE : options.labelSize };
}

export function documentsRequest(orders: readonly PrintableOrder[], options: PrintOptions): PrintJobRequest {
  const { choice, labelSize, format } = effectivePrintOptions(options);
  return { kind: 'documents', orderIds: orders.map((o) => o.id), choice, labelSize, format };
}

export const hasLabel = (order: PrintableOrder) => order.tracking.trim() !== '';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the dialog says will print, before the job runs. */
export function printSummary(
  orders: readonly PrintableOrder[],
  options: PrintOptions,
): { headline: string; skipped: string | null } {
  const { choice, labelSize, format } = effectivePrintOptions(options);
  const medium = format === 'zpl' ? 'ZPL (4x6 in)' : `PDF, ${LABEL_SIZES[labelSize].label}`;
  const headline = `${count(orders.length, 'order')}: ${choiceLabel(choice)} as ${medium}.`;
  const unlabelled = orders.filter((o) => !hasLabel(o));
  const skipped =
    printsLabels(choice) && unlabelled.length
      ? `${count(unlabelled.length, 'order')} without a label will be skipped for labels: ${unlabelled
          .map((o) => o.orderNumber)
          .join(', ')}.`
      : null;
  return { headline, skipped };
}

/** A job is over once it is ready or failed. */
export const jobFinished = (job: Pick<PrintJobView, 'state'>) => job.state === 'ready' || job.state === 'failed';

export function jobPercent({ progress: { done, total } }: Pick<PrintJobView, 'progress'>): number {
  return total > 0 ? Math.min(100, Math.round((done * 100) / total)) : 0;
}

export const jobProgressText = ({ progress: { done, total } }: Pick<PrintJobView, 'progress'>) =>
  `${done} of ${total} documents`;

/** The dialog's and the toasts' name for a job. */
export function jobTitle(kind: PrintJobKind, choice?: PrintChoice): string {
  if (kind === 'manifest') return 'Manifest';
  if (kind === 'orders') return 'Order summary PDF';
  return choice ? choiceLabel(choice) : 'Labels & slips';
}

export const failedHeader = (title: string) => `${title} could not be printed`;

/** Why a job failed: its own message, or this when it gave none. */
export const failureOf = (job: Pick<PrintJobView, 'message'>) => job.message ?? 'The print job failed.';

export const skippedLine = (s: SkippedOrderView) => `${s.orderNumber}: ${s.reason}`;
