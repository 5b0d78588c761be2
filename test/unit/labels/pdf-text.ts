import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

/**
 * The strings a PDF page shows, read back from its content stream: pdf-lib writes the standard
 * fonts' text as hex strings (`<48656C6C6F> Tj`) in a Flate stream, so inflating and decoding
 * them proves what a printer would draw rather than what the layout meant to draw.
 */
function streamsOf(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents.asArray().map((ref) => page.doc.context.lookup(ref) as PDFRawStream);
  }
  return [];
}

function decode(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
  return Buffer.from(bytes).toString('latin1');
}

/**
 * The standard fonts' WinAnsi encoding is Latin-1 except at 0x80–0x9F, where it places the
 * dashes, quotes and ellipsis a label prints (Node's 'windows-1252' decoder treats those as Latin-1).
 */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) => Array.from(bytes, (b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

function stringsOf(stream: PDFRawStream): string[] {
  return Array.from(decode(stream).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g), (m) => winAnsi(Buffer.from(m[1], 'hex')));
}

/**
 * Form XObjects a resource dictionary names (an embedded page, as a Letter sheet holds two
 * labels): their text is shown wherever the page draws them, so it is read with the page's.
 */
function formsOf(resources: PDFDict | undefined, page: PDFPage): PDFRawStream[] {
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return xObjects
    .values()
    .map((ref) => (ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref))
    .filter(
      (obj): obj is PDFRawStream =>
        obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Form'),
    );
}

function formStrings(form: PDFRawStream, page: PDFPage, depth: number): string[] {
  const nested = depth < 4 ? formsOf(form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), page) : [];
  return [...stringsOf(form), ...nested.flatMap((f) => formStrings(f, page, depth + 1))];
}

export function shownStrings(page: PDFPage): string[] {
  return [
    ...streamsOf(page).flatMap(stringsOf),
    ...formsOf(page.node.Resources(), page).flatMap((form) => formStrings(form, page, 0)),
  ];
}

/** The form XObjects a page draws (embedded pages). */
export function formCount(page: PDFPage): number {
  return formsOf(page.node.Resources(), page).length;
}

export async function pdfPages(
  bytes: Uint8Array,
): Promise<{ size: { width: number; height: number }; texts: string[]; images: number; forms: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return {
      size: page.getSize(),
      texts: shownStrings(page),
      images: xObjects?.keys().length ?? 0,
      forms: formCount(page),
    };
  });
}
