import { PDFDocument, type PDFPage } from 'pdf-lib';
import { renderBarcodePng } from './label-barcodes';
import type { BarcodeElement, LabelLayout } from '#lib/pdf/layout-elements';
import { drawLayoutPages } from '#lib/pdf/layout-pdf';

/** Widest module a linear code is drawn at (about 17 mil); narrower when the code needs the room. */
const MAX_MODULE_PT = 1.25;

async function drawBarcode(doc: PDFDocument, page: PDFPage, el: BarcodeElement): Promise<void> {
  const image = await renderBarcodePng(el.spec);
  const png = await doc.embedPng(image.png);
  let width: number;
  let height: number;
  if (el.spec.symbology === 'code128' || el.spec.symbology === 'gs1-128') {
    width = Math.min(MAX_MODULE_PT, el.w / image.widthModules) * image.widthModules;
    height = el.h;
  } else {
    const scale = Math.min(el.w / image.widthModules, el.h / image.heightModules);
    width = image.widthModules * scale;
    height = image.heightModules * scale;
  }
  page.drawImage(png, { x: el.x, y: page.getHeight() - el.y - height, width, height });
}

/** The layout as a PDF: one 4×6 in page (288×432 pt) per layout page. */
export async function renderLabelPdf(
  layout: LabelLayout,
  meta: { title: string; createdAt: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setProducer('Shipdeck');
  // Dated from the label, not the clock, so rendering the same label again gives the same bytes.
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  await drawLayoutPages(doc, layout.pages, drawBarcode);
  return doc.save();
}
