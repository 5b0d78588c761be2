import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { renderBarcodePng } from './label-barcodes';
import {
  PAGE_HEIGHT_PT,
  PAGE_WIDTH_PT,
  type BarcodeElement,
  type LabelLayout,
  type LayoutElement,
  type TextElement,
} from './layout-elements';

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);
/** Cap height of Helvetica as a share of the font size: puts the top of capitals at the element's y. */
const ASCENT = 0.76;
/** Widest module a linear code is drawn at (about 17 mil); narrower when the code needs the room. */
const MAX_MODULE_PT = 1.25;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard fonts encode WinAnsi only: letters outside it lose their accents (NFKD), and
 * anything still unencodable prints as '?', so a name in another script never fails a label.
 */
export function toWinAnsi(value: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(value)
    .map((ch) => {
      if (supported.has(ch.codePointAt(0) ?? 0)) return ch;
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain !== '' && Array.from(plain).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? plain : '?';
    })
    .join('');
}

function drawText(page: PDFPage, el: TextElement, fonts: Fonts): void {
  const font = el.bold ? fonts.bold : fonts.regular;
  const value = toWinAnsi(el.text, font);
  let size = el.size;
  const measured = font.widthOfTextAtSize(value, size);
  // The layout's estimate can fall short of the real metrics; never let a line leave its box.
  if (measured > el.width) size = (size * el.width) / measured;
  const width = font.widthOfTextAtSize(value, size);
  const x =
    el.align === 'center' ? el.x + (el.width - width) / 2 : el.align === 'right' ? el.x + el.width - width : el.x;
  page.drawText(value, { x, y: PAGE_HEIGHT_PT - el.y - size * ASCENT, size, font, color: el.reverse ? WHITE : BLACK });
}

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
  page.drawImage(png, { x: el.x, y: PAGE_HEIGHT_PT - el.y - height, width, height });
}

async function drawElement(doc: PDFDocument, page: PDFPage, el: LayoutElement, fonts: Fonts): Promise<void> {
  switch (el.kind) {
    case 'text':
      return drawText(page, el, fonts);
    case 'box':
      if (el.filled) {
        page.drawRectangle({ x: el.x, y: PAGE_HEIGHT_PT - el.y - el.h, width: el.w, height: el.h, color: BLACK });
      } else {
        // The border is drawn inside the box, as ZPL's ^GB draws it.
        const t = el.thickness / 2;
        page.drawRectangle({
          x: el.x + t,
          y: PAGE_HEIGHT_PT - el.y - el.h + t,
          width: el.w - el.thickness,
          height: el.h - el.thickness,
          borderColor: BLACK,
          borderWidth: el.thickness,
        });
      }
      return;
    case 'diagonal': {
      const top = PAGE_HEIGHT_PT - el.y;
      const bottom = top - el.h;
      page.drawLine({
        start: { x: el.x, y: el.rising ? bottom : top },
        end: { x: el.x + el.w, y: el.rising ? top : bottom },
        thickness: el.thickness,
        color: BLACK,
      });
      return;
    }
    case 'barcode':
      return drawBarcode(doc, page, el);
  }
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
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const layoutPage of layout.pages) {
    const page = doc.addPage([PAGE_WIDTH_PT, PAGE_HEIGHT_PT]);
    for (const el of layoutPage.elements) await drawElement(doc, page, el, fonts);
  }
  return doc.save();
}
