import { toBuffer, type RenderOptions } from 'bwip-js/node';
import { maxicodeMessage, type BarcodeSpec } from '#domain/carriers/label.rules';

/**
 * Carrier barcodes as PNG images, drawn by bwip-js (BWIPP's encoders): Code 128, GS1-128 with
 * its application identifiers, MaxiCode and PDF417. The PDF embeds them; the ZPL lets the printer
 * draw the same symbols from the same data.
 */

/** Pixels per module: fine enough that an image scaled to the label's module size stays sharp. */
export const BARCODE_SCALE = 4;

/** bwip-js `parse` notation: control characters (RS, GS, EOT) as ^NNN, and a literal caret escaped too. */
export function bwipParseText(data: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is matched here
  return data.replace(/[\u0000-\u001f^]/g, (ch) => `^${String(ch.charCodeAt(0)).padStart(3, '0')}`);
}

/** GS1 element string in bracketed form: (420)78704(94)00111899223197428490. */
export function gs1Text(elements: readonly (readonly [string, string])[]): string {
  return elements.map(([ai, value]) => `(${ai})${value}`).join('');
}

/** The bwip-js options of a spec (its encoder name, text and symbology options). */
export function bwipOptions(spec: BarcodeSpec): RenderOptions & Record<string, unknown> {
  const common = { scale: BARCODE_SCALE, includetext: false, paddingwidth: 0, paddingheight: 0 };
  switch (spec.symbology) {
    case 'code128':
      return { ...common, bcid: 'code128', text: spec.data, height: 15 };
    case 'gs1-128':
      return { ...common, bcid: 'gs1-128', text: gs1Text(spec.elements), height: 15 };
    case 'maxicode':
      return { ...common, bcid: 'maxicode', text: bwipParseText(maxicodeMessage(spec)), parse: true, mode: spec.mode };
    case 'pdf417':
      return { ...common, bcid: 'pdf417', text: bwipParseText(spec.data), parse: true, columns: 5, rowmult: 3 };
  }
}

export interface BarcodeImage {
  png: Uint8Array;
  /** Natural size in modules (PNG pixels / scale), so a renderer can keep modules whole. */
  widthModules: number;
  heightModules: number;
}

export async function renderBarcodePng(spec: BarcodeSpec): Promise<BarcodeImage> {
  const png = await toBuffer(bwipOptions(spec));
  // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return {
    png: new Uint8Array(png),
    widthModules: view.getUint32(16) / BARCODE_SCALE,
    heightModules: view.getUint32(20) / BARCODE_SCALE,
  };
}
