/**
 * Print job rules (orders §2 print dialog, accounts §2 pdf pages, §9 print choices): which documents
 * a choice makes, which orders a job prints and which it leaves out (and why, in the merchant's
 * words), what its file is called, where it is kept, and whether it is built in the request.
 */
import type { PrintFormat, PrintJobKind, PrintJobSpec, PrintJobView, SkippedOrderView } from '#api/printing';
import type { PrintChoice } from '../constants/print.constants';
import { billOfLadingOf } from '../labels/label-purchase.rules';
import type { OrderRecord } from '../orders/order-record';
import { isRefunded } from './print-order.rules';
import type { PrintJobRecord } from './ports';
import type { PrintMarks } from './print-state.rules';

export const ORDER_NOT_FOUND = 'Order not found';
export const NO_LABEL_YET = 'No label yet';
export const LABEL_REFUNDED = 'The label was refunded';
export const noLabelFileIn = (format: PrintFormat) => `No ${format.toUpperCase()} label file`;
export const NOTHING_TO_PRINT = 'None of the selected orders can be printed';
export const PRINT_JOB_FAILED = 'The print file could not be made. Please try again.';
export const PRINT_QUEUE_BUSY = 'Printing is busy right now. Please try again in a moment.';

/** A job this small (progress units: about two pages) is built in the request; larger ones by the worker. */
export const INLINE_MAX_UNITS = 2;

/** Days a print job's record is kept (the table's TTL); its file lives a day (the bucket's `prints/` lifecycle). */
export const PRINT_JOB_TTL_DAYS = 7;
export const PRINTS_PREFIX = 'prints/';
/** A print file's link is valid for 5 minutes, like a label's. */
export const PRINT_URL_SECONDS = 300;

export interface PrintDocumentsChoice {
  labels: boolean;
  packingSlips: boolean;
  pickList: boolean;
  /** The file's format: ZPL prints labels and packing slips only, so a pick list is always a PDF. */
  format: PrintFormat;
}

/** What a print choice makes (accounts §9): labels, packing slips, both (all), or the pick list. */
export function documentsOfChoice(choice: PrintChoice, format: PrintFormat): PrintDocumentsChoice {
  const pickList = choice === 'pickSlips';
  return {
    labels: choice === 'labels' || choice === 'all',
    packingSlips: choice === 'packingSlips' || choice === 'all',
    pickList,
    format: pickList ? 'pdf' : format,
  };
}

/** The output format of a job: documents as chosen; manifests and order PDFs are PDFs. */
export function formatOfJob(spec: PrintJobSpec): PrintFormat {
  return spec.kind === 'documents' ? documentsOfChoice(spec.choice, spec.format).format : 'pdf';
}

/** One label document to print: the stored file of a shipment's label. */
export interface LabelRef {
  orderId: string;
  orderNumber: string;
  shipmentId: string;
  key: string;
}

export interface PrintPlan {
  kind: PrintJobKind;
  format: PrintFormat;
  documents: PrintDocumentsChoice;
  /** The orders the document shows (found in the account, each once, in the order asked). */
  orders: OrderRecord[];
  labels: LabelRef[];
  skipped: SkippedOrderView[];
}

/** Ids asked for, each once, in the order asked. */
export function uniqueOrderIds(orderIds: readonly string[]): string[] {
  return [...new Set(orderIds)];
}

type LabelLookup = { ok: true; refs: LabelRef[] } | { ok: false; reason: string };

/** The order's printable labels in `format`: bought, not refunded, with a stored file in that format. */
function labelsOf(order: OrderRecord, format: PrintFormat | 'any'): LabelLookup {
  const bought = order.shipments.filter((s) => billOfLadingOf(s));
  if (bought.length === 0) return { ok: false, reason: NO_LABEL_YET };
  const standing = bought.filter((s) => !isRefunded(s));
  if (standing.length === 0) return { ok: false, reason: LABEL_REFUNDED };
  const refs: LabelRef[] = [];
  for (const s of standing) {
    const bill = billOfLadingOf(s)!;
    const key = format === 'any' ? (bill.pdfKey ?? bill.zplKey ?? '') : format === 'pdf' ? bill.pdfKey : bill.zplKey;
    if (key !== undefined)
      refs.push({ orderId: order.id, orderNumber: order.orderNumber, shipmentId: s.id ?? '', key });
  }
  if (refs.length === 0) return { ok: false, reason: format === 'any' ? NO_LABEL_YET : noLabelFileIn(format) };
  return { ok: true, refs };
}

/**
 * The job over the orders found in the account: orders not found (or deleted) are skipped as not
 * found — another account's order reads the same as a missing one; an order without a usable label
 * is skipped for labels (and left out of a manifest) with the reason.
 */
export function planPrintJob(spec: PrintJobSpec, found: readonly OrderRecord[]): PrintPlan {
  const byId = new Map(found.filter((o) => !o.isDeleted).map((o) => [o.id, o]));
  const skipped: SkippedOrderView[] = [];
  const orders: OrderRecord[] = [];
  const labels: LabelRef[] = [];
  const documents =
    spec.kind === 'documents'
      ? documentsOfChoice(spec.choice, spec.format)
      : { labels: false, packingSlips: false, pickList: false, format: 'pdf' as const };
  for (const orderId of uniqueOrderIds(spec.orderIds)) {
    const order = byId.get(orderId);
    if (!order) {
      skipped.push({ orderId, orderNumber: '', reason: ORDER_NOT_FOUND });
      continue;
    }
    const skip = (reason: string) => skipped.push({ orderId, orderNumber: order.orderNumber, reason });
    if (spec.kind === 'manifest') {
      const found = labelsOf(order, 'any');
      if (found.ok) orders.push(order);
      else skip(found.reason);
      continue;
    }
    if (spec.kind === 'documents' && documents.labels) {
      const found = labelsOf(order, documents.format);
      if (found.ok) labels.push(...found.refs);
      else skip(found.reason);
      // Labels alone: an order without a label is in no document.
      if (!found.ok && !documents.packingSlips) continue;
    }
    orders.push(order);
  }
  return { kind: spec.kind, format: documents.format, documents, orders, labels, skipped };
}

/** The plan without the labels whose files could not be read; their orders are named with the reason. */
export function withoutLabelFiles(plan: PrintPlan, missingKeys: ReadonlySet<string>, reason: string): PrintPlan {
  if (missingKeys.size === 0) return plan;
  const labels = plan.labels.filter((l) => !missingKeys.has(l.key));
  const lost = plan.labels.filter((l) => missingKeys.has(l.key));
  const keptOrders = new Set(labels.map((l) => l.orderId));
  const skipped = [...plan.skipped];
  for (const l of lost) {
    if (!skipped.some((s) => s.orderId === l.orderId))
      skipped.push({ orderId: l.orderId, orderNumber: l.orderNumber, reason });
  }
  const orders = plan.documents.packingSlips ? plan.orders : plan.orders.filter((o) => keptOrders.has(o.id));
  return { ...plan, labels, orders, skipped };
}

/** Whether the plan prints anything at all. */
export function hasSomethingToPrint(plan: PrintPlan): boolean {
  return plan.kind === 'documents' && plan.documents.labels && !plan.documents.packingSlips
    ? plan.labels.length > 0
    : plan.orders.length > 0;
}

/** Why a plan prints nothing: the one reason every order shares, else the general sentence. */
export function nothingToPrintMessage(plan: PrintPlan): string {
  const reasons = new Set(plan.skipped.map((s) => s.reason));
  return reasons.size === 1 ? `${NOTHING_TO_PRINT}: ${[...reasons][0]}` : NOTHING_TO_PRINT;
}

/** Which shipments the job prints what for (the documents kind only: a manifest or order PDF prints neither). */
export function printMarksOf(plan: PrintPlan): Map<string, PrintMarks> {
  const marks = new Map<string, PrintMarks>();
  if (plan.kind !== 'documents' || plan.documents.pickList) return marks;
  for (const order of plan.orders) {
    const labelShipmentIds = plan.labels.filter((l) => l.orderId === order.id).map((l) => l.shipmentId);
    const packingSlipShipmentIds = plan.documents.packingSlips ? order.shipments.map((s) => s.id ?? '') : [];
    if (labelShipmentIds.length || packingSlipShipmentIds.length)
      marks.set(order.id, { labelShipmentIds, packingSlipShipmentIds: packingSlipShipmentIds.filter(Boolean) });
  }
  return marks;
}

/** An order number as a file name part: "#1001/A" → "1001-A". */
function fileSafe(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 60) || 'order'
  );
}

/**
 * What the file is called when saved: `labels-<date>`, `packing-slips-<date>`, `pick-list-<date>`,
 * `labels-and-packing-slips-<date>`, `manifest-<ship date>` (the print date when several),
 * `order-<number>` for one order, `orders-<date>` for several.
 */
export function printFileName(
  plan: Pick<PrintPlan, 'kind' | 'documents' | 'orders'>,
  ctx: { date: string; manifestShipDates?: readonly string[] },
  extension: 'pdf' | 'zpl',
): string {
  const name = (() => {
    if (plan.kind === 'manifest') {
      const dates = [...new Set(ctx.manifestShipDates ?? [])];
      return `manifest-${dates.length === 1 ? dates[0] : ctx.date}`;
    }
    if (plan.kind === 'orders')
      return plan.orders.length === 1 ? `order-${fileSafe(plan.orders[0].orderNumber)}` : `orders-${ctx.date}`;
    const d = plan.documents;
    if (d.pickList) return `pick-list-${ctx.date}`;
    if (d.labels && d.packingSlips) return `labels-and-packing-slips-${ctx.date}`;
    return `${d.labels ? 'labels' : 'packing-slips'}-${ctx.date}`;
  })();
  return `${name}.${extension}`;
}

/** Where a job's file is kept in the documents bucket (expired by the bucket's `prints/` lifecycle). */
export function printFileKey(accountId: string, jobId: string, extension: 'pdf' | 'zpl'): string {
  return `${PRINTS_PREFIX}${accountId}/${jobId}.${extension}`;
}

export function buildsInline(units: number): boolean {
  return units <= INLINE_MAX_UNITS;
}

/** Epoch seconds the job's record expires at (the table's TTL attribute). */
export function printJobExpiry(createdAt: string): number {
  return Math.floor(new Date(createdAt).getTime() / 1000) + PRINT_JOB_TTL_DAYS * 86_400;
}

/** Progress is written at most once a second or every 25 documents, so a large job costs few writes. */
export const PROGRESS_EVERY_UNITS = 25;
export const PROGRESS_EVERY_MS = 1_000;

export function shouldWriteProgress(last: { done: number; atMs: number }, done: number, nowMs: number): boolean {
  return done - last.done >= PROGRESS_EVERY_UNITS || nowMs - last.atMs >= PROGRESS_EVERY_MS;
}

/** The job as the print routes answer it; `link` once ready. */
export function printJobView(job: PrintJobRecord, link?: { url: string; expiresAt: string }): PrintJobView {
  return {
    jobId: job.jobId,
    kind: job.spec.kind,
    state: job.state,
    progress: { done: job.done, total: job.total },
    format: job.format,
    ...(job.fileName ? { fileName: job.fileName } : {}),
    ...(job.pageCount !== undefined ? { pageCount: job.pageCount } : {}),
    ...(link && job.state === 'ready' ? link : {}),
    skipped: job.skipped,
    ...(job.message ? { message: job.message } : {}),
    createdAt: job.createdAt,
  };
}
