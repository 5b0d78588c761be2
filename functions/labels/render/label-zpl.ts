import { maxicodeMessage, type BarcodeSpec } from '#domain/carriers/label.rules';
import {
  PAGE_HEIGHT_PT,
  PAGE_WIDTH_PT,
  pageSizeOf,
  type BarcodeElement,
  type LabelLayout,
  type LayoutElement,
  type LayoutPage,
} from '#lib/pdf/layout-elements';

/** Thermal printers of 4×6 labels print 203 dots per inch: 812 × 1218 dots. */
export const ZPL_DPI = 203;
export const dots = (pt: number): number => Math.round((pt * ZPL_DPI) / 72);
export const ZPL_WIDTH_DOTS = dots(PAGE_WIDTH_PT);
export const ZPL_HEIGHT_DOTS = dots(PAGE_HEIGHT_PT);

/**
 * Field data for `^FH`: `^` and `~` would start a command and `_` is the hex indicator itself,
 * so all three (and control characters, the separators of carrier messages) travel as `_XX`.
 */
export function zplField(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped here
    /[\u0000-\u001f_^~\u007f]/g,
    (ch) => `_${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

const ALIGN = { left: 'L', center: 'C', right: 'R' } as const;

/** Module width in dots (2 or 3: 10 or 15 mil) so a Code 128 of this data fits its box; the count is Code 128's worst case. */
function moduleDots(data: string, boxDots: number): number {
  const digitsOnly = /^\d+$/.test(data);
  const modules = 11 * (digitsOnly ? Math.ceil(data.length / 2) : data.length) + 35;
  return boxDots >= modules * 3 ? 3 : 2;
}

function barcode(el: BarcodeElement): string[] {
  const at = `^FO${dots(el.x)},${dots(el.y)}`;
  const spec: BarcodeSpec = el.spec;
  switch (spec.symbology) {
    case 'code128':
      return [
        `${at}^BY${moduleDots(spec.data, dots(el.w))},3^BCN,${dots(el.h)},N,N,N,A^FH^FD${zplField(spec.data)}^FS`,
      ];
    case 'gs1-128': {
      // Subset C (>;) throughout, FNC1 (>8) before every element: USPS IMpb elements are digit pairs.
      const data = spec.elements.map(([ai, value]) => `>8${ai}${value}`).join('');
      const digits = spec.elements.map(([ai, value]) => ai + value).join('');
      return [`${at}^BY${moduleDots(digits, dots(el.w))},3^BCN,${dots(el.h)},N,N,N,N^FD>;${data}^FS`];
    }
    case 'maxicode': {
      // ^BD takes the primary message (class, country, postal code) first, then the secondary one.
      const postal = spec.mode === 2 ? spec.postalCode : spec.postalCode.padEnd(6, ' ');
      const primary = `${spec.serviceClass}${spec.countryNumeric}${postal}`;
      const header = `[)>\u001e01\u001d96`;
      const full = maxicodeMessage(spec);
      const secondary = header + full.slice(full.indexOf(spec.message));
      return [`${at}^BD${spec.mode},1,1^FH^FD${primary}${zplField(secondary)}^FS`];
    }
    case 'pdf417':
      return [`${at}^BY2,3^B7N,6,5,5,,N^FH^FD${zplField(spec.data)}^FS`];
  }
}

function element(el: LayoutElement): string[] {
  switch (el.kind) {
    case 'text': {
      const h = dots(el.size);
      const block = `^FB${dots(el.width)},1,0,${ALIGN[el.align ?? 'left']},0`;
      return [
        `^FO${dots(el.x)},${dots(el.y)}^A0N,${h},${h}${block}${el.reverse ? '^FR' : ''}^FH^FD${zplField(el.text)}^FS`,
      ];
    }
    case 'box': {
      const w = Math.max(1, dots(el.w));
      const h = Math.max(1, dots(el.h));
      const t = el.filled ? Math.min(w, h) : Math.max(1, dots(el.thickness));
      return [`^FO${dots(el.x)},${dots(el.y)}^GB${w},${h},${t},B,0^FS`];
    }
    case 'diagonal':
      return [
        `^FO${dots(el.x)},${dots(el.y)}^GD${dots(el.w)},${dots(el.h)},${Math.max(1, dots(el.thickness))},B,${el.rising ? 'R' : 'L'}^FS`,
      ];
    case 'barcode':
      return barcode(el);
    // Thermal labels carry no raster logo (only packing slips, which are PDF, draw images).
    case 'image':
      return [];
  }
}

/** One `^XA … ^XZ` label per layout page, UTF-8 text (^CI28), 812 × 1218 dots for a 4×6 page. */
function page(layoutPage: LayoutPage): string {
  const size = pageSizeOf(layoutPage);
  return [
    '^XA',
    '^CI28',
    `^PW${dots(size.width)}`,
    `^LL${dots(size.height)}`,
    '^LH0,0',
    ...layoutPage.elements.flatMap(element),
    '^XZ',
  ].join('\n');
}

export function renderLabelZpl(layout: LabelLayout): string {
  return `${layout.pages.map(page).join('\n')}\n`;
}
