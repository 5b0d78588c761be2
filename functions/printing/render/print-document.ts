import { PDFDocument } from 'pdf-lib';
import type { PrintFormat } from '#api/printing';
import { LABEL_CONTENT_TYPES } from '#domain/carriers/label.rules';
import type { LabelSize } from '#domain/constants/print.constants';
import type { Manifest, OrderSummary, PackingSlip, PickList } from '#domain/printing/print-documents.models';
import { drawLayoutPages } from '#lib/pdf/layout-pdf';
import { renderLabelZpl } from '#functions/labels/render/label-zpl';
import { appendLabelsA6, appendLabelsLetter, zplOfLabels, type LabelFile } from './label-merge';
import { describeManifest } from './manifest-layout';
import { describeOrderSummary } from './order-summary-layout';
import { describePackingSlip } from './packing-slip-layout';
import { PRINT_PAGE_SIZES } from '#lib/pdf/page-flow';
import { describePickList } from './pick-list-layout';
import { progressCounter, type ProgressCounter } from './print-progress';

export type { LabelFile } from './label-merge';

export type PrintDocumentInput =
  | {
      kind: 'documents';
      labelSize: LabelSize;
      format: PrintFormat;
      labels: LabelFile[];
      packingSlips: PackingSlip[];
      pickList?: PickList;
    }
  | { kind: 'manifest'; manifests: Manifest[] }
  | { kind: 'orders'; summaries: OrderSummary[] };

export interface PrintDocument {
  body: Uint8Array;
  contentType: string;
  extension: 'pdf' | 'zpl';
  pageCount: number;
}

export const PICK_LIST_IS_PDF = 'A pick list is printed as a PDF';

type DocumentsInput = Extract<PrintDocumentInput, { kind: 'documents' }>;

/**
 * How many progress units rendering takes: a unit per label, per packing slip, per pick-list
 * page, per manifest row (a manifest without rows still one) and per order summary — the job's
 * progress total. It reads no label bytes, so it can be counted before the labels are fetched.
 */
export function printDocumentUnits(input: PrintDocumentInput): number {
  switch (input.kind) {
    case 'documents':
      return (
        input.labels.length +
        input.packingSlips.length +
        (input.pickList ? describePickList(input.pickList, PRINT_PAGE_SIZES[input.labelSize]).length : 0)
      );
    case 'manifest':
      return input.manifests.reduce((sum, m) => sum + Math.max(1, m.rows.length), 0);
    case 'orders':
      return input.summaries.length;
  }
}

function newPdf(title: string): Promise<PDFDocument> {
  return PDFDocument.create().then((doc) => {
    doc.setTitle(title);
    doc.setProducer('Shipdeck');
    return doc;
  });
}

async function pdfDocument(doc: PDFDocument): Promise<PrintDocument> {
  const body = await doc.save({ useObjectStreams: false });
  return { body, contentType: LABEL_CONTENT_TYPES.pdf, extension: 'pdf', pageCount: doc.getPageCount() };
}

/** Labels first (A6 as they are, Letter two to a sheet), then packing slips, then the pick list: one PDF. */
async function documentsPdf(input: DocumentsInput, progress: ProgressCounter): Promise<PrintDocument> {
  const doc = await newPdf('Labels and packing slips');
  const size = PRINT_PAGE_SIZES[input.labelSize];
  const appendLabels = input.labelSize === 'Letter' ? appendLabelsLetter : appendLabelsA6;
  await appendLabels(doc, input.labels, () => progress.add(1));
  for (const slip of input.packingSlips) {
    await drawLayoutPages(doc, describePackingSlip(slip, size));
    await progress.add(1);
  }
  if (input.pickList) {
    const pages = describePickList(input.pickList, size);
    await drawLayoutPages(doc, pages);
    await progress.add(pages.length);
  }
  return pdfDocument(doc);
}

/** Labels' ZPL one after another, then packing slips as 4×6 ZPL labels. */
async function documentsZpl(input: DocumentsInput, progress: ProgressCounter): Promise<PrintDocument> {
  if (input.pickList) throw new Error(PICK_LIST_IS_PDF);
  const parts = zplOfLabels(input.labels);
  await progress.add(input.labels.length);
  for (const slip of input.packingSlips) {
    parts.push(renderLabelZpl({ pages: describePackingSlip(slip, PRINT_PAGE_SIZES.A6) }));
    await progress.add(1);
  }
  const zpl = parts.join('');
  return {
    body: new TextEncoder().encode(zpl),
    contentType: LABEL_CONTENT_TYPES.zpl,
    extension: 'zpl',
    pageCount: zpl.match(/\^XA/g)?.length ?? 0,
  };
}

/** Every manifest on its own 288×432 pages, one after another. */
async function manifestsPdf(manifests: readonly Manifest[], progress: ProgressCounter): Promise<PrintDocument> {
  const doc = await newPdf('Manifest');
  for (const manifest of manifests) {
    await drawLayoutPages(doc, describeManifest(manifest));
    await progress.add(Math.max(1, manifest.rows.length));
  }
  return pdfDocument(doc);
}

/** One order per Letter page (more when long). */
async function ordersPdf(summaries: readonly OrderSummary[], progress: ProgressCounter): Promise<PrintDocument> {
  const doc = await newPdf(summaries.length === 1 ? `Order ${summaries[0].orderNumber}` : 'Orders');
  for (const summary of summaries) {
    await drawLayoutPages(doc, describeOrderSummary(summary));
    await progress.add(1);
  }
  return pdfDocument(doc);
}

/**
 * The print job's file: the print dialog's documents (PDF or ZPL), the manifests or the order
 * summaries, as one file. Pure: bytes in, bytes out; onProgress hears the running count of
 * printDocumentUnits at most every ten units and at the end.
 */
export async function renderPrintDocument(
  input: PrintDocumentInput,
  onProgress?: (done: number) => void | Promise<void>,
): Promise<PrintDocument> {
  const progress = progressCounter(onProgress);
  let document: PrintDocument;
  switch (input.kind) {
    case 'documents':
      document = input.format === 'zpl' ? await documentsZpl(input, progress) : await documentsPdf(input, progress);
      break;
    case 'manifest':
      document = await manifestsPdf(input.manifests, progress);
      break;
    case 'orders':
      document = await ordersPdf(input.summaries, progress);
      break;
  }
  await progress.finish();
  return document;
}
