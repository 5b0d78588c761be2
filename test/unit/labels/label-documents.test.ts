import { describe, expect, it } from 'vitest';
import type { LabelRenderInput } from '#domain/carriers/carrier.models';
import { renderBarcodePng } from '#functions/labels/render/label-barcodes';
import { PDF_CONTENT_TYPE, renderLabelDocuments, ZPL_CONTENT_TYPE } from '#functions/labels/render/label-documents';
import { describeLabel } from '#functions/labels/render/label-layout';
import { SANDBOX_BAND_TEXT } from '#functions/labels/render/label-page';
import { CUSTOMS_ROWS_PER_PAGE } from '#functions/labels/render/customs-page';
import { fitText, textsOf, type BarcodeElement } from '#lib/pdf/layout-elements';
import { zplField } from '#functions/labels/render/label-zpl';
import { pdfPages } from './pdf-text';
import { FEDEX_SAMPLE, SUREPOST_SAMPLE, UPS_CANADA_SAMPLE, UPS_SAMPLE, USPS_SAMPLE } from './label-samples';

const SAMPLES = { UPS: UPS_SAMPLE, USPS: USPS_SAMPLE, FedEx: FEDEX_SAMPLE, UPSSurePost: SUREPOST_SAMPLE };

async function render(input: LabelRenderInput) {
  const [pdf, zpl] = await renderLabelDocuments(input);
  return { pdf, zpl, zplText: new TextDecoder().decode(zpl.body), pages: await pdfPages(pdf.body) };
}

const barcodes = (input: LabelRenderInput) =>
  describeLabel(input).pages[0].elements.filter((e): e is BarcodeElement => e.kind === 'barcode');

describe('label documents: a 4×6 PDF and the same label as 203 dpi ZPL', () => {
  it('answers [pdf, zpl] with their content types', async () => {
    const { pdf, zpl } = await render(UPS_SAMPLE);
    expect([pdf.format, pdf.contentType, zpl.format, zpl.contentType]).toEqual([
      'pdf',
      PDF_CONTENT_TYPE,
      'zpl',
      ZPL_CONTENT_TYPE,
    ]);
  });

  it.each(Object.entries(SAMPLES))(
    '%s: one 288×432 pt page showing the grouped tracking number, both addresses, weights, date (MM/DD/YYYY), zone and reference',
    async (_carrier, input) => {
      const { pages } = await render(input);
      expect(pages).toHaveLength(1);
      expect(pages[0].size).toEqual({ width: 288, height: 432 });
      const shown = pages[0].texts.join('\n');
      for (const expected of [
        input.trackingCode.startsWith('1Z') ? '1Z 999 AA1' : input.trackingCode.slice(0, 4) + ' ',
        'MARIA LOPEZ',
        '2000 S LAMAR BLVD',
        'AUSTIN TX 78704',
        'Ana Shipper',
        '1100 Congress Ave',
        'Austin TX 78701',
        `${input.parcel.weightLb} LBS`,
        `BILLABLE WT: ${input.billableWeightLb} LBS`,
        'SHIP DATE: 03/14/2025',
        'ZONE 5',
        'REF: ORDER-1001',
        input.serviceName.toUpperCase(),
      ]) {
        expect(shown).toContain(expected);
      }
    },
  );

  it.each([
    ['UPS', UPS_SAMPLE, ['maxicode', 'code128']],
    ['UPSSurePost', SUREPOST_SAMPLE, ['maxicode', 'code128']],
    ['FedEx', FEDEX_SAMPLE, ['pdf417', 'code128']],
    ['USPS', USPS_SAMPLE, ['gs1-128']],
  ] as const)(
    '%s: bwip-js draws each of its symbologies and the PDF embeds them as images',
    async (_c, input, symbologies) => {
      const specs = barcodes(input);
      expect(specs.map((b) => b.spec.symbology)).toEqual(symbologies);
      for (const { spec } of specs) {
        const image = await renderBarcodePng(spec);
        expect(Buffer.from(image.png.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
        expect(image.widthModules).toBeGreaterThan(20);
      }
      const { pages } = await render(input);
      expect(pages[0].images).toBe(specs.length);
    },
  );

  it('dry ice: UN1845 DRY ICE, Class 9, net weight in kg and the Class 9 diamond (four edges)', async () => {
    const page = describeLabel(USPS_SAMPLE).pages[0];
    expect(textsOf(page)).toEqual(expect.arrayContaining(['UN1845 DRY ICE', 'Class 9', 'Net wt: 2.3 kg', '9']));
    expect(page.elements.filter((e) => e.kind === 'diagonal')).toHaveLength(4);
    const { pages, zplText } = await render(USPS_SAMPLE);
    expect(pages[0].texts).toContain('UN1845 DRY ICE');
    expect(zplText).toContain('^FDUN1845 DRY ICE^FS');
    expect(zplText.match(/\^GD/g)).toHaveLength(4);
  });

  it('no dry-ice option, no dry-ice block', async () => {
    const { pages, zplText } = await render(UPS_SAMPLE);
    expect(pages[0].texts.join(' ')).not.toContain('UN1845');
    expect(zplText).not.toContain('UN1845');
  });

  it('a sandbox label carries the SAMPLE band in both formats; a live one does not', async () => {
    const sandbox = await render(FEDEX_SAMPLE);
    expect(sandbox.pages[0].texts).toContain(SANDBOX_BAND_TEXT);
    expect(sandbox.zplText).toContain('^FR^FH^FDSAMPLE — SANDBOX LABEL, NOT FOR SHIPPING^FS');
    const live = await render(UPS_SAMPLE);
    expect(live.pages[0].texts).not.toContain(SANDBOX_BAND_TEXT);
    expect(live.zplText).not.toContain('SANDBOX');
  });

  it('customs (international): a second page with the CN 23 declaration, items, totals and signature', async () => {
    const { pages } = await render(UPS_CANADA_SAMPLE);
    expect(pages).toHaveLength(2);
    expect(pages[1].size).toEqual({ width: 288, height: 432 });
    const shown = pages[1].texts;
    expect(shown).toEqual(
      expect.arrayContaining([
        'CUSTOMS DECLARATION',
        'CN 23',
        'Merchandise',
        'Return to sender',
        'Smoked brisket, vacuum packed',
        '1602.50',
        '89.00',
        '0910.99',
        '24.50',
        'TOTAL',
        '5',
        '113.50',
        '4.75',
        "SENDER'S SIGNATURE",
        '03/14/2025',
        'CANADA',
      ]),
    );
    // The chosen content type and non-delivery option are the two crossed boxes.
    const crosses = describeLabel(UPS_CANADA_SAMPLE).pages[1].elements.filter((e) => e.kind === 'diagonal');
    expect(crosses).toHaveLength(4);
  });

  it('customs items beyond one page continue on further pages, totals on the last', () => {
    const item = UPS_CANADA_SAMPLE.customs!.items[0];
    const many = {
      ...UPS_CANADA_SAMPLE,
      customs: { ...UPS_CANADA_SAMPLE.customs!, items: Array(CUSTOMS_ROWS_PER_PAGE + 3).fill(item) },
    };
    const pages = describeLabel(many).pages;
    expect(pages.map((p) => p.role)).toEqual(['label', 'customs', 'customs']);
    expect(textsOf(pages[1])).toContain('Continued on the next page');
    expect(textsOf(pages[1])).not.toContain('TOTAL');
    expect(textsOf(pages[2])).toEqual(expect.arrayContaining(['TOTAL', '1513.00', 'Page 2 of 2']));
  });

  it('a name outside WinAnsi still renders: accents kept, other scripts as ?', async () => {
    const input = { ...UPS_CANADA_SAMPLE, to: { ...UPS_CANADA_SAMPLE.to, name: 'Élodie 王' } };
    const { pages } = await render(input);
    expect(pages[0].texts).toContain('ÉLODIE ?');
  });
});

describe('ZPL for 203 dpi 4×6 printers', () => {
  it.each([
    ['UPS', UPS_SAMPLE, '^BD2,1,1'],
    ['UPSSurePost', SUREPOST_SAMPLE, '^BD2,1,1'],
    ['FedEx', FEDEX_SAMPLE, '^B7N'],
    ['USPS', USPS_SAMPLE, '^FD>;>842078704>89405511899223197428490^FS'],
  ] as const)('%s: ^XA…^XZ of 812×1218 dots with its symbology and a Code 128 field', async (_c, input, symbol) => {
    const { zplText } = await render(input);
    expect(zplText.startsWith('^XA')).toBe(true);
    expect(zplText.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zplText).toContain('^PW812');
    expect(zplText).toContain('^LL1218');
    expect(zplText).toContain('^BC');
    expect(zplText).toContain(symbol);
  });

  it('UPS MaxiCode: primary message (class, country, 9-digit ZIP) then the [)>RS01GS96 secondary message', async () => {
    const { zplText } = await render(UPS_SAMPLE);
    expect(zplText).toContain('^BD2,1,1^FH^FD003840787040000[)>_1E01_1D961Z999AA10123456784_1DUPSN_1D999AA1');
    const canada = await render(UPS_CANADA_SAMPLE);
    expect(canada.zplText).toContain('^BD3,1,1^FH^FD011124K1M1M4[)>_1E01_1D96');
  });

  it('customs: a second ^XA…^XZ label', async () => {
    const { zplText } = await render(UPS_CANADA_SAMPLE);
    expect(zplText.match(/\^XA/g)).toHaveLength(2);
    expect(zplText.match(/\^XZ/g)).toHaveLength(2);
    expect(zplText).toContain('^FDCN 23^FS');
  });

  it('carets, tildes and underscores in text are hex-escaped (^FH) so data cannot start a command', async () => {
    expect(zplField('BBQ rub ^~_')).toBe('BBQ rub _5E_7E_5F');
    const { zplText } = await render(UPS_CANADA_SAMPLE);
    expect(zplText).toContain('^FH^FDBBQ rub _5E_7E_5F^FS');
    for (const [, data] of zplText.matchAll(/\^FD(.*?)\^FS/gs)) expect(data).not.toMatch(/[\^~]/);
  });
});

describe('text fitting (both formats draw the fitted text)', () => {
  it('a line that fits keeps its size', () => {
    expect(fitText('AUSTIN TX 78704', 14, 272, true)).toEqual({ text: 'AUSTIN TX 78704', size: 14 });
  });

  it('a long line shrinks, and below the minimum size is cut with an ellipsis', () => {
    const shrunk = fitText('2000 SOUTH LAMAR BOULEVARD BUILDING C', 12, 200);
    expect(shrunk.size).toBeLessThan(12);
    expect(shrunk.text).toBe('2000 SOUTH LAMAR BOULEVARD BUILDING C');
    const cut = fitText('X'.repeat(200), 12, 100);
    expect(cut.size).toBe(5);
    expect(cut.text.endsWith('…')).toBe(true);
  });
});
