import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderPrintDocument } from '#functions/printing/render/print-document';
import { DALLAS_WAREHOUSE, kit, labelled, product, sampleOrder } from '#test/unit/domain/printing/print-order-samples';
import { pdfPages } from '#test/unit/labels/pdf-text';
import { COMPANY, manifestsOfSamples, pickListOfSamples, slipsOf, summariesOf } from './print-samples';

/** Any text, in any script: emoji, CJK, right-to-left, control characters, ZPL's own ^ ~ _. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength, unit: 'grapheme' }),
    fc.string({ maxLength, unit: 'binary' }),
    fc.constantFrom('^XA^FD~~_', '東京都渋谷区', 'مرحبا بالعالم', '👩‍👩‍👧 Ñandú Łódź', '\u0000\u001e\u001d', ''),
  );

const orderOf = (name: string, sku: string, title: string, comment: string, tag: string, number: string) =>
  sampleOrder({
    orderNumber: number,
    shippingAddress: {
      name,
      company: title,
      address1: comment.slice(0, 100),
      city: name.slice(0, 50),
      state: '',
      zip: sku.slice(0, 20),
      country: 'US',
    },
    warehouse: { ...DALLAS_WAREHOUSE, name },
    comment,
    tags: [tag],
    pickUpNotes: title,
    shipments: [
      {
        products: [product(sku, title, 2), kit(title, sku, 1, [product(sku, name)])],
        ...labelled(`1Z${sku.slice(0, 30)}`),
      },
    ],
  });

describe('print documents never fail on the text they are given (any script, any characters)', () => {
  it('packing slips (PDF A6 and Letter, ZPL), pick list, manifest and order summary render and parse', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyText(60),
        anyText(40),
        anyText(80),
        anyText(400),
        anyText(30),
        anyText(30),
        async (name, sku, title, comment, tag, number) => {
          const orders = [orderOf(name, sku, title, comment, tag, number)];
          const slips = orders.flatMap((o) =>
            slipsOf([o]).map((s) => ({ ...s, companyName: name || COMPANY.companyName })),
          );
          const outputs = await Promise.all([
            renderPrintDocument({
              kind: 'documents',
              labelSize: 'A6',
              format: 'pdf',
              labels: [],
              packingSlips: slips,
              pickList: pickListOfSamples(orders),
            }),
            renderPrintDocument({
              kind: 'documents',
              labelSize: 'Letter',
              format: 'pdf',
              labels: [],
              packingSlips: slips,
              pickList: pickListOfSamples(orders),
            }),
            renderPrintDocument({ kind: 'manifest', manifests: manifestsOfSamples(orders) }),
            renderPrintDocument({ kind: 'orders', summaries: summariesOf(orders) }),
          ]);
          for (const doc of outputs) {
            const pages = await pdfPages(doc.body);
            expect(pages.length).toBe(doc.pageCount);
            expect(pages.length).toBeGreaterThan(0);
          }
          const zpl = await renderPrintDocument({
            kind: 'documents',
            labelSize: 'A6',
            format: 'zpl',
            labels: [],
            packingSlips: slips,
          });
          const text = new TextDecoder().decode(zpl.body);
          expect(text.startsWith('^XA')).toBe(true);
          expect(text.trimEnd().endsWith('^XZ')).toBe(true);
          // The merchant's text never opens or closes a label of its own.
          expect(text.match(/\^XA/g)?.length).toBe(zpl.pageCount);
          expect(zpl.pageCount).toBe(text.match(/\^XZ/g)?.length);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
