import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import {
  pageSizeOf,
  type BarcodeElement,
  type ImageElement,
  type LayoutElement,
  type LayoutPage,
  type TextElement,
} from './layout-elements';

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);
/** Cap height of Helvetica as a share of the font size: puts the top of capitals at the element's y. */
const ASCENT = 0.76;

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
  page.drawText(value, {
    x,
    y: page.getHeight() - el.y - size * ASCENT,
    size,
    font,
    color: el.reverse ? WHITE : BLACK,
  });
}

/** Draws a barcode element onto a page: the labels' bwip-js drawer, kept out of documents that draw none. */
export type BarcodeDrawer = (doc: PDFDocument, page: PDFPage, el: BarcodeElement) => Promise<void>;

async function drawElement(
  doc: PDFDocument,
  page: PDFPage,
  el: LayoutElement,
  fonts: Fonts,
  drawBarcode: BarcodeDrawer | undefined,
): Promise<void> {
  const pageHeight = page.getHeight();
  switch (el.kind) {
    case 'text':
      return drawText(page, el, fonts);
    case 'box':
      if (el.filled) {
        page.drawRectangle({ x: el.x, y: pageHeight - el.y - el.h, width: el.w, height: el.h, color: BLACK });
      } else {
        // The border is drawn inside the box, as ZPL's ^GB draws it.
        const t = el.thickness / 2;
        page.drawRectangle({
          x: el.x + t,
          y: pageHeight - el.y - el.h + t,
          width: el.w - el.thickness,
          height: el.h - el.thickness,
          borderColor: BLACK,
          borderWidth: el.thickness,
        });
      }
      return;
    case 'diagonal': {
      const top = pageHeight - el.y;
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
      if (!drawBarcode) throw new Error('This layout draws a barcode: pass a barcode drawer');
      return drawBarcode(doc, page, el);
    case 'image': {
      const image = await imageOf(doc, el.image);
      const scale = Math.min(el.w / image.width, el.h / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, {
        x: el.x + (el.w - width) / 2,
        y: pageHeight - el.y - el.h + (el.h - height) / 2,
        width,
        height,
      });
      return;
    }
  }
}

/** Each image embedded once per document however many pages show it (a logo on every slip). */
const embeddedImages = new WeakMap<PDFDocument, Map<Uint8Array, Promise<PDFImage>>>();
function imageOf(doc: PDFDocument, image: ImageElement['image']): Promise<PDFImage> {
  let images = embeddedImages.get(doc);
  if (!images) embeddedImages.set(doc, (images = new Map()));
  let embedded = images.get(image.bytes);
  if (!embedded) {
    embedded = image.contentType === 'image/png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes);
    images.set(image.bytes, embedded);
  }
  return embedded;
}

/** The standard fonts, embedded once per document however many layouts are drawn into it. */
const embeddedFonts = new WeakMap<PDFDocument, Promise<Fonts>>();
function fontsOf(doc: PDFDocument): Promise<Fonts> {
  let fonts = embeddedFonts.get(doc);
  if (!fonts) {
    fonts = Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    embeddedFonts.set(doc, fonts);
  }
  return fonts;
}

/** Appends the layout's pages to a document, each at its own size (4×6 in unless the page says otherwise). */
export async function drawLayoutPages(
  doc: PDFDocument,
  pages: readonly LayoutPage[],
  drawBarcode?: BarcodeDrawer,
): Promise<void> {
  const fonts = await fontsOf(doc);
  for (const layoutPage of pages) {
    const size = pageSizeOf(layoutPage);
    const page = doc.addPage([size.width, size.height]);
    for (const el of layoutPage.elements) await drawElement(doc, page, el, fonts, drawBarcode);
  }
}
