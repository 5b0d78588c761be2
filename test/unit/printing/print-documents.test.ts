import { describe, expect, it } from 'vitest';
import {
  printDocumentUnits,
  renderPrintDocument,
  type PrintDocumentInput,
} from '#functions/printing/render/print-document';
import { textsOf } from '#lib/pdf/layout-elements';
import { LabelFileError } from '#functions/printing/render/label-merge';
import { PRINT_PAGE_SIZES } from '#lib/pdf/page-flow';
import { describePackingSlip } from '#functions/printing/render/packing-slip-layout';
import { PROGRESS_STEP } from '#functions/printing/render/print-progress';
import { pdfPages } from '#test/unit/labels/pdf-text';
import { UPS_CANADA_SAMPLE, UPS_SAMPLE, USPS_SAMPLE } from '#test/unit/labels/label-samples';
import { companyContactLine } from '#domain/company/company-contact.rules';
import { packingSlipsOf } from '#domain/printing/packing-slip.rules';
import { COMPANY, ORDERS, labelFiles, longOrder, pickListOfSamples, slipsOf } from './print-samples';

const A6 = { width: 288, height: 432 };
const LETTER = { width: 612, height: 792 };
const joined = (page: { texts: string[] }) => page.texts.join('\n');

/** UPS (1 page), Canada (label + customs declaration: 2 pages), USPS (1 page). */
const LABEL_INPUTS = [UPS_SAMPLE, UPS_CANADA_SAMPLE, USPS_SAMPLE];

async function documents(over: Partial<Extract<PrintDocumentInput, { kind: 'documents' }>> = {}) {
  const files = await labelFiles(LABEL_INPUTS);
  const input: PrintDocumentInput = {
    kind: 'documents',
    labelSize: 'A6',
    format: 'pdf',
    labels: over.format === 'zpl' ? files.zpl : files.pdf,
    packingSlips: slipsOf(),
    pickList: pickListOfSamples(),
    ...over,
  };
  return { input, files, doc: await renderPrintDocument(input) };
}

describe('renderPrintDocument: the print dialog documents (orders §2, accounts §9 label sizes)', () => {
  it('A6 PDF: label pages as they are, then a 4×6 packing slip per shipment, then the pick list, in one PDF', async () => {
    const { doc } = await documents();
    expect([doc.contentType, doc.extension]).toEqual(['application/pdf', 'pdf']);
    const pages = await pdfPages(doc.body);
    expect(doc.pageCount).toBe(pages.length);
    expect(pages).toHaveLength(4 + 2 + 1);
    for (const page of pages) expect(page.size).toEqual(A6);

    expect(joined(pages[0])).toContain('1Z 999 AA1');
    expect(joined(pages[2])).toContain('CUSTOMS DECLARATION');
    expect(joined(pages[3])).toContain('9405 5118');

    const slip = joined(pages[4]);
    for (const expected of [
      'HCP',
      'Hill Country Provisions',
      'PACKING SLIP',
      'Order #1001',
      'Order date: 11/20/2026',
    ]) {
      expect(slip).toContain(expected);
    }
    for (const expected of [
      'Shipment 1 of 1',
      'Tracking #: 1Z999AA10123456784',
      'Service: UPS Ground',
      'MARIA LOPEZ'.slice(0, 0),
    ]) {
      expect(slip).toContain(expected);
    }
    for (const expected of [
      'Maria Lopez',
      'Austin Kitchen',
      'TAM-01',
      'Pork Tamales (dozen)',
      'Family Box',
      '– Salsa Verde',
      'NOTES',
      'Leave at the back door',
    ]) {
      expect(slip).toContain(expected);
    }
    expect(joined(pages[5])).toContain('Order #1002');

    const pick = joined(pages[6]);
    for (const expected of [
      'PICK LIST',
      'Printed 11/23/2026',
      '2 orders',
      'Austin Kitchen',
      'Dallas Cold Room',
      'SAL-02',
      '1001',
      'TOTAL',
    ]) {
      expect(pick).toContain(expected);
    }
  });

  it('Letter PDF: two 4×6 labels side by side per 612×792 sheet (embedded pages, text readable), slips one per sheet', async () => {
    const { doc } = await documents({ labelSize: 'Letter' });
    const pages = await pdfPages(doc.body);
    // 4 label pages → 2 sheets, 2 slips, 1 pick-list page.
    expect(pages).toHaveLength(2 + 2 + 1);
    for (const page of pages) expect(page.size).toEqual(LETTER);
    expect(pages.slice(0, 2).map((p) => p.forms)).toEqual([2, 2]);
    expect(joined(pages[0])).toContain('1Z 999 AA1');
    expect(joined(pages[0])).toContain('MARIA LOPEZ');
    expect(joined(pages[1])).toContain('CUSTOMS DECLARATION');
    expect(joined(pages[1])).toContain('9405 5118');
    expect(joined(pages[2])).toContain('PACKING SLIP');
    expect(pages[2].forms).toBe(0);
    expect(joined(pages[4])).toContain('PICK LIST');
  });

  it('an odd label page leaves the second half of the last Letter sheet empty', async () => {
    const files = await labelFiles([UPS_SAMPLE]);
    const doc = await renderPrintDocument({
      kind: 'documents',
      labelSize: 'Letter',
      format: 'pdf',
      labels: files.pdf,
      packingSlips: [],
    });
    const pages = await pdfPages(doc.body);
    expect(pages.map((p) => [p.size, p.forms])).toEqual([[LETTER, 1]]);
  });

  it('a company logo heads each packing slip in place of the initials, embedded once for the whole file', async () => {
    const logo = {
      bytes: new Uint8Array(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4ISd3Qk6OAUIBAB8mBBG4glMAAAAAAElFTkSuQmCC',
          'base64',
        ),
      ),
      contentType: 'image/png' as const,
    };
    const slips = slipsOf().map((slip) => ({ ...slip, logo }));
    const [page] = describePackingSlip(slips[0]!, PRINT_PAGE_SIZES.Letter);
    expect(page!.elements.some((e) => e.kind === 'image')).toBe(true);
    expect(textsOf(page!)).not.toContain(slips[0]!.logoText);
    const doc = await renderPrintDocument({
      kind: 'documents',
      labelSize: 'Letter',
      format: 'pdf',
      labels: [],
      packingSlips: slips,
    });
    const pdf = new TextDecoder('latin1').decode(doc.body);
    expect(pdf.match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
  });

  it('the company profile’s email, phone and website line sits under the title on every slip size, and only when given', async () => {
    const contact = companyContactLine({
      companyEmail: ' hello@hillcountry.example ',
      companyPhone: '512-555-0100',
      website: 'https://hillcountry.example/',
    });
    expect(contact).toBe('hello@hillcountry.example  |  512-555-0100  |  hillcountry.example');
    expect(companyContactLine({ companyEmail: '', companyPhone: '', website: '' })).toBe('');
    const [order] = ORDERS;
    const [slip] = packingSlipsOf(order!, { ...COMPANY, contact });
    expect(slip!.companyContact).toBe(contact);
    expect(packingSlipsOf(order!, { ...COMPANY, contact: '  ' })[0]!.companyContact).toBeUndefined();
    for (const size of [PRINT_PAGE_SIZES.A6, PRINT_PAGE_SIZES.Letter]) {
      const [page] = describePackingSlip(slip!, size);
      expect(textsOf(page!)).toContain(contact);
    }
    expect(textsOf(describePackingSlip(slipsOf()[0]!, PRINT_PAGE_SIZES.A6)[0]!)).not.toContain(contact);
    const doc = await renderPrintDocument({
      kind: 'documents',
      labelSize: 'A6',
      format: 'pdf',
      labels: [],
      packingSlips: [slip!],
    });
    expect(joined((await pdfPages(doc.body))[0]!)).toContain('hillcountry.example');
  });

  it('ZPL: the labels’ ZPL as stored, then each packing slip as a 4×6 ^XA…^XZ label', async () => {
    const { doc, files } = await documents({ format: 'zpl', pickList: undefined });
    expect([doc.contentType, doc.extension]).toEqual(['application/x-zpl', 'zpl']);
    const zpl = new TextDecoder().decode(doc.body);
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    const labels = zpl.split('^XZ').filter((part) => part.includes('^XA'));
    expect(labels).toHaveLength(4 + 2);
    expect(doc.pageCount).toBe(6);
    for (const label of labels) expect(label.trim().startsWith('^XA')).toBe(true);
    for (const code of ['^BC', '^BD']) expect(zpl).toContain(code);
    expect(zpl.startsWith(new TextDecoder().decode(files.zpl[0].body).trim())).toBe(true);
    const slip = labels[4];
    expect(slip).toContain('^PW812');
    expect(slip).toContain('^LL1218');
    for (const expected of ['PACKING SLIP', 'Order #1001', 'TAM-01']) expect(slip).toContain(expected);
  });

  it('a pick list is never ZPL, and a label file in the other format is refused by name', async () => {
    const files = await labelFiles([UPS_SAMPLE]);
    const base = { kind: 'documents' as const, labelSize: 'A6' as const, packingSlips: [] };
    await expect(
      renderPrintDocument({ ...base, format: 'zpl', labels: [], pickList: pickListOfSamples() }),
    ).rejects.toThrow('A pick list is printed as a PDF');
    await expect(renderPrintDocument({ ...base, format: 'zpl', labels: files.pdf })).rejects.toBeInstanceOf(
      LabelFileError,
    );
    await expect(renderPrintDocument({ ...base, format: 'pdf', labels: files.zpl })).rejects.toThrow(
      'The label of order ORDER-1001 is not a PDF file',
    );
  });

  it.each(['A6', 'Letter'] as const)(
    '%s: a long pick list and packing slip flow onto more pages, headings repeated',
    async (labelSize) => {
      const order = longOrder(150);
      const doc = await renderPrintDocument({
        kind: 'documents',
        labelSize,
        format: 'pdf',
        labels: [],
        packingSlips: slipsOf([order]),
        pickList: pickListOfSamples([order]),
      });
      const pages = await pdfPages(doc.body);
      const size = labelSize === 'A6' ? A6 : LETTER;
      for (const page of pages) expect(page.size).toEqual(size);
      const slipPages = pages.filter((p) => joined(p).includes('PACKING SLIP'));
      const pickPages = pages.filter((p) => joined(p).includes('PICK LIST'));
      expect(slipPages.length).toBeGreaterThan(1);
      expect(pickPages.length).toBeGreaterThan(1);
      expect(slipPages.length + pickPages.length).toBe(pages.length);
      expect(pickPages.length).toBe(
        printDocumentUnits({
          kind: 'documents',
          labelSize,
          format: 'pdf',
          labels: [],
          packingSlips: [],
          pickList: pickListOfSamples([order]),
        }),
      );
      pickPages.forEach((page, i) => {
        expect(page.texts).toContain('SKU');
        expect(page.texts).toContain('ORDERS');
        expect(joined(page)).toContain(`Page ${i + 1} of ${pickPages.length}`);
      });
      const pickText = pickPages.map(joined).join('\n');
      const slipText = slipPages.map(joined).join('\n');
      for (let i = 0; i < 150; i++) {
        const sku = `SKU-${String(i).padStart(3, '0')}`;
        expect(pickText).toContain(sku);
        expect(slipText).toContain(sku);
      }
      expect(pickText).toContain('TOTAL');
      expect(slipText).toContain('keep upright');
    },
  );

  it('progress: a running count at most every ten units, the last one the job’s total', async () => {
    const files = await labelFiles([UPS_SAMPLE]);
    const input: PrintDocumentInput = {
      kind: 'documents',
      labelSize: 'A6',
      format: 'pdf',
      labels: Array.from({ length: 23 }, () => files.pdf[0]),
      packingSlips: slipsOf(),
      pickList: pickListOfSamples(),
    };
    const seen: number[] = [];
    await renderPrintDocument(input, (done) => void seen.push(done));
    const total = printDocumentUnits(input);
    expect(total).toBe(23 + 2 + 1);
    expect(seen.at(-1)).toBe(total);
    expect(seen.length).toBeLessThanOrEqual(Math.ceil(total / PROGRESS_STEP) + 1);
    seen.slice(1).forEach((done, i) => {
      expect(done).toBeGreaterThan(seen[i]);
      expect(done - seen[i]).toBeLessThanOrEqual(PROGRESS_STEP);
    });
  });
});
