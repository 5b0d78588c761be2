import type { BarcodeSpec } from '#domain/carriers/label.rules';

/**
 * A page as a list of positioned elements, in points (72 per inch) from the top-left corner; a
 * 4×6 in label unless the page gives its size. Labels, print documents and invoices describe their
 * pages this way; for labels the PDF and ZPL renderers draw the same list, so the two formats
 * cannot drift, and tests read the words and barcodes here instead of out of rendered bytes.
 */
export const PAGE_WIDTH_PT = 288;
export const PAGE_HEIGHT_PT = 432;
export const MARGIN_PT = 8;

/** A page's size in points; a label is 4×6 in, other documents drawn from a layout may be Letter. */
export interface PageSize {
  width: number;
  height: number;
}
export const LABEL_PAGE_SIZE: PageSize = { width: PAGE_WIDTH_PT, height: PAGE_HEIGHT_PT };

export type TextAlign = 'left' | 'center' | 'right';

export interface TextElement {
  kind: 'text';
  x: number;
  /** Top of the line. */
  y: number;
  /** Font size in points (the cell height). */
  size: number;
  text: string;
  bold?: boolean;
  /** The width the text is aligned and fitted in (left edge at x). */
  width: number;
  align?: TextAlign;
  /** White on black: drawn over a filled box. */
  reverse?: boolean;
}

export interface BoxElement {
  kind: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  thickness: number;
  filled?: boolean;
}

/** A straight diagonal across a w×h box: rising runs bottom-left to top-right, else top-left to bottom-right. */
export interface DiagonalElement {
  kind: 'diagonal';
  x: number;
  y: number;
  w: number;
  h: number;
  thickness: number;
  rising: boolean;
}

export interface BarcodeElement {
  kind: 'barcode';
  x: number;
  y: number;
  /** The box the symbol is fitted into (a linear code takes the full height). */
  w: number;
  h: number;
  spec: BarcodeSpec;
}

/** A raster image (the company logo), fitted into its box keeping its proportions. */
export interface ImageElement {
  kind: 'image';
  x: number;
  y: number;
  w: number;
  h: number;
  image: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' };
}

export type LayoutElement = TextElement | BoxElement | DiagonalElement | BarcodeElement | ImageElement;

export interface LayoutPage {
  /** What the page is, for readers of the layout (tests, logs). */
  role:
    | 'label'
    | 'customs'
    | 'packing-slip'
    | 'pick-list'
    | 'manifest'
    | 'order-summary'
    | 'invoice'
    | 'claim'
    | 'bill-of-lading'
    | 'pallet-label'
    | 'dispatch-slip';
  /** 4×6 in unless given. */
  size?: PageSize;
  elements: LayoutElement[];
}

export const pageSizeOf = (page: LayoutPage): PageSize => page.size ?? LABEL_PAGE_SIZE;

export interface LabelLayout {
  pages: LayoutPage[];
}

/**
 * Approximate advance widths of Helvetica (em fractions) by character class: enough to shrink a
 * long line before either renderer draws it, so a long street never runs off the label. The PDF
 * renderer measures exactly and shrinks further if this estimate was short.
 */
export function estimateWidth(text: string, size: number, bold: boolean): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.278;
    else if (/[iIl.,:;'|!]/.test(ch)) em += 0.28;
    else if (/[A-Z]/.test(ch)) em += 0.7;
    else if (/[0-9]/.test(ch)) em += 0.556;
    else if (/[mwMW@]/.test(ch)) em += 0.85;
    else em += 0.55;
  }
  return em * size * (bold ? 1.08 : 1);
}

const MIN_SIZE_PT = 5;

/** The text at the largest size up to `size` that fits `width`; below the minimum size it is cut with an ellipsis. */
export function fitText(text: string, size: number, width: number, bold = false): { text: string; size: number } {
  const natural = estimateWidth(text, size, bold);
  if (natural <= width) return { text, size };
  const shrunk = Math.max(MIN_SIZE_PT, Math.floor(((size * width) / natural) * 2) / 2);
  let fitted = text;
  while (fitted.length > 1 && estimateWidth(fitted, shrunk, bold) > width) fitted = fitted.slice(0, -1);
  return { text: fitted === text ? text : `${fitted.slice(0, -1).trimEnd()}…`, size: shrunk };
}

export interface TextOptions {
  bold?: boolean;
  align?: TextAlign;
  reverse?: boolean;
}

/** A text element fitted to its width. */
export function text(
  x: number,
  y: number,
  width: number,
  size: number,
  value: string,
  options: TextOptions = {},
): TextElement {
  const fitted = fitText(value, size, width, options.bold);
  return { kind: 'text', x, y, width, size: fitted.size, text: fitted.text, ...options };
}

export function box(x: number, y: number, w: number, h: number, thickness = 1, filled = false): BoxElement {
  return { kind: 'box', x, y, w, h, thickness, ...(filled ? { filled } : {}) };
}

/** A horizontal rule across the page between the margins. */
export function rule(y: number, thickness = 1, pageWidth = PAGE_WIDTH_PT): BoxElement {
  return box(MARGIN_PT, y, pageWidth - 2 * MARGIN_PT, thickness, thickness, true);
}

/**
 * Lines of at most `width` at `size` (by the width estimate), broken between words; a word wider
 * than a line (a URL, a string without spaces) is cut across lines rather than shrunk away.
 */
export function wrapText(value: string, width: number, size: number, bold = false): string[] {
  const fits = (s: string) => estimateWidth(s, size, bold) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = Array.from(word);
    while (rest.length > 0 && !fits(rest.join(''))) {
      // At least one character a line, so a width narrower than any character still ends.
      let take = Math.max(1, rest.length - 1);
      while (take > 1 && !fits(rest.slice(0, take).join(''))) take--;
      lines.push(rest.slice(0, take).join(''));
      rest = rest.slice(take);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

/** Every text of a page in drawing order (tests and logs). */
export function textsOf(page: LayoutPage): string[] {
  return page.elements.filter((e): e is TextElement => e.kind === 'text').map((e) => e.text);
}
