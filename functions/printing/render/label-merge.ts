import { PDFDocument, type PDFPage } from 'pdf-lib';
import { LABEL_PAGE_SIZE } from '#lib/pdf/layout-elements';
import { PRINT_PAGE_SIZES } from '#lib/pdf/page-flow';

/** A stored label: its PDF (4×6 pages, a customs declaration may follow) or its ZPL text. */
export interface LabelFile {
  orderNumber: string;
  body: Uint8Array;
}

export class LabelFileError extends Error {
  constructor(
    readonly orderNumber: string,
    expected: 'PDF' | 'ZPL',
  ) {
    super(`The label of order ${orderNumber} is not a ${expected} file`);
    this.name = 'LabelFileError';
  }
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46]; // %PDF
const isPdf = (body: Uint8Array) => PDF_MAGIC.every((byte, i) => body[i] === byte);

/** Loading trusts the file: it is our own label, parsed once, without touching its metadata. */
async function loadLabel(label: LabelFile): Promise<PDFDocument> {
  if (!isPdf(label.body)) throw new LabelFileError(label.orderNumber, 'PDF');
  return PDFDocument.load(label.body, { updateMetadata: false });
}

/** A6: each label page copied as it is (288×432). */
export async function appendLabelsA6(
  out: PDFDocument,
  labels: readonly LabelFile[],
  onLabel: () => Promise<void>,
): Promise<void> {
  for (const label of labels) {
    const source = await loadLabel(label);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
    await onLabel();
  }
}

const LETTER = PRINT_PAGE_SIZES.Letter;
/** Two 4×6 labels side by side, centred across the sheet, a half inch from its top. */
const SLOT_X = [0, 1].map((i) => (LETTER.width - 2 * LABEL_PAGE_SIZE.width) / 2 + i * LABEL_PAGE_SIZE.width);
const SLOT_TOP = 36;

/** Letter: every label page (customs pages too) placed unscaled, two to a 612×792 sheet. */
export async function appendLabelsLetter(
  out: PDFDocument,
  labels: readonly LabelFile[],
  onLabel: () => Promise<void>,
): Promise<void> {
  let slot = 0;
  let sheet: PDFPage | undefined;
  for (const label of labels) {
    const source = await loadLabel(label);
    const embedded = await out.embedPages(source.getPages());
    for (const page of embedded) {
      if (!sheet || slot === SLOT_X.length) {
        sheet = out.addPage([LETTER.width, LETTER.height]);
        slot = 0;
      }
      sheet.drawPage(page, { x: SLOT_X[slot], y: LETTER.height - SLOT_TOP - page.height });
      slot += 1;
    }
    await onLabel();
  }
}

/** ZPL labels one after another, each ending its line. */
export function zplOfLabels(labels: readonly LabelFile[]): string[] {
  const decoder = new TextDecoder();
  return labels.map((label) => {
    const zpl = decoder.decode(label.body).trim();
    if (!zpl.startsWith('^XA') || !zpl.endsWith('^XZ')) throw new LabelFileError(label.orderNumber, 'ZPL');
    return `${zpl}\n`;
  });
}
