import { describe, expect, it } from 'vitest';
import { estimateWidth, text, textsOf, wrapText, type LayoutPage, type TextElement } from '#lib/pdf/layout-elements';
import { describeManifest } from '#functions/printing/render/manifest-layout';
import { columnsAcross, tableRow } from '#lib/pdf/print-table';
import { fixedBlock, flowPages, PRINT_PAGE_SIZES } from '#lib/pdf/page-flow';
import { progressCounter } from '#functions/printing/render/print-progress';
import { describeOrderSummary } from '#functions/printing/render/order-summary-layout';
import { describePackingSlip } from '#functions/printing/render/packing-slip-layout';
import { describePickList } from '#functions/printing/render/pick-list-layout';
import { longOrder, pickListOfSamples, slipsOf, summariesOf } from './print-samples';

describe('wrapText: paragraphs on print pages', () => {
  it('breaks between words within the width, and cuts a word wider than a line across lines', () => {
    const lines = wrapText('Leave the box at the back door please '.repeat(3) + 'x'.repeat(90), 120, 8);
    for (const line of lines) expect(estimateWidth(line, 8, false)).toBeLessThanOrEqual(120);
    expect(lines.join(' ').replace(/\s+/g, '')).toBe(
      ('Leave the box at the back door please '.repeat(3) + 'x'.repeat(90)).replace(/\s+/g, ''),
    );
    expect(lines.length).toBeGreaterThan(3);
  });

  it('ends even when no character fits the width (one character a line)', () => {
    expect(wrapText('WWW', 1, 8)).toEqual(['W', 'W', 'W']);
    expect(wrapText('   ', 100, 8)).toEqual([]);
  });
});

describe('flowPages: blocks onto pages', () => {
  const size = PRINT_PAGE_SIZES.A6;
  const row = (i: number) => fixedBlock(40, [text(8, 0, 100, 8, `row ${i}`)]);

  it('opens a new page when a block does not fit, numbers the pages and repeats the table header', () => {
    const header = fixedBlock(20, [text(8, 0, 100, 8, 'HEADER')]);
    const pages = flowPages([header, ...Array.from({ length: 20 }, (_, i) => ({ ...row(i), repeatOnBreak: header }))], {
      size,
      role: 'pick-list',
    });
    expect(pages.length).toBe(3);
    pages.forEach((page, i) => {
      const texts = page.elements.flatMap((e) => (e.kind === 'text' ? [e.text] : []));
      expect(texts[0]).toBe('HEADER');
      expect(texts.at(-1)).toBe(`Page ${i + 1} of 3`);
      for (const e of page.elements) expect(e.y).toBeLessThan(size.height);
    });
  });

  it('a block taller than a page stands alone on its page instead of looping', () => {
    const pages = flowPages([row(0), fixedBlock(1000, []), row(1)], { size, role: 'manifest' });
    expect(pages).toHaveLength(3);
  });
});

describe('progressCounter', () => {
  it('reports every ten units and once at the end', async () => {
    const seen: number[] = [];
    const progress = progressCounter((done) => void seen.push(done));
    for (let i = 0; i < 25; i++) await progress.add(1);
    await progress.finish();
    expect(seen).toEqual([10, 20, 25]);
  });

  it('an empty job still reports its end', async () => {
    const seen: number[] = [];
    await progressCounter((done) => void seen.push(done)).finish();
    expect(seen).toEqual([0]);
  });
});

describe('margins: what office printers can reach', () => {
  it('Letter documents keep 3/8 in clear on every side; 4×6 ones the labels’ 8 pt', () => {
    const order = longOrder(80);
    for (const [name, size] of Object.entries(PRINT_PAGE_SIZES)) {
      const margin = name === 'Letter' ? 27 : 8;
      const pages = [
        ...describePackingSlip(slipsOf([order])[0], size),
        ...describePickList(pickListOfSamples([order]), size),
        ...(name === 'Letter' ? describeOrderSummary(summariesOf([order])[0]) : []),
      ];
      for (const page of pages) {
        expect(page.size).toEqual(size);
        for (const el of page.elements) {
          const width = el.kind === 'text' ? el.width : el.w;
          expect(el.x).toBeGreaterThanOrEqual(margin - 0.01);
          expect(el.x + width).toBeLessThanOrEqual(size.width - margin + 0.01);
          expect(el.y).toBeGreaterThanOrEqual(margin - 0.01);
          expect(el.y).toBeLessThan(size.height - margin);
        }
      }
    }
  });
});

describe('table cells wrap at the type size, never shrunk or cut (4×6 pick list and manifest)', () => {
  const A6 = PRINT_PAGE_SIZES.A6;
  const textsOfPages = (pages: LayoutPage[]) =>
    pages.flatMap((page) => page.elements.filter((e): e is TextElement => e.kind === 'text'));

  it('a pick list row with many orders and a long title grows and flows onto more pages, header repeated', () => {
    const orderNumbers = Array.from({ length: 150 }, (_, i) => `PRINT-M${100000 + i}`);
    const title = 'Salsa Verde Extra Hot Limited Edition Holiday Gift Jar with Wooden Spoon';
    const pages = describePickList(
      {
        printedOn: '2026-11-23',
        orderCount: 150,
        groups: [
          {
            warehouseId: 'w',
            warehouseName: 'Austin Kitchen',
            rows: [{ sku: 'SAL-02', title, quantity: 150, orderNumbers }],
            totalQuantity: 150,
          },
        ],
      },
      A6,
    );
    expect(pages.length).toBeGreaterThan(1);
    const cells = textsOfPages(pages).filter(
      (e) => !e.bold && !/^Page \d/.test(e.text) && !e.text.startsWith('Printed'),
    );
    for (const e of cells) expect(e.text).not.toContain('…');
    const rowCells = cells.filter((e) => e.text.includes('PRINT-M') || title.includes(e.text));
    for (const e of rowCells) expect(e.size).toBe(7);
    const printed = rowCells.map((e) => e.text).join(' ');
    for (const n of orderNumbers) expect(printed).toMatch(new RegExp(`${n}(,|$)`));
    expect(printed).toContain(title);
    for (const page of pages.filter((p) => textsOf(p).some((t) => t.includes('PRINT-M')))) {
      expect(textsOf(page)).toContain('ORDERS');
    }
    expect(textsOf(pages[1]).join(' ')).toContain('SAL-02 (continued)');
  });

  it('the manifest prints full service names, 20-character order numbers and 22-digit tracking numbers at 5.5 pt', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      recipient: 'Maria Lopez',
      service: ['USPS Ground Advantage', 'FedEx International Economy', 'UPS SurePost 1 lb or Greater'][i % 3],
      weightLb: 1.25 + i,
      costCents: 850 + i * 97,
      trackingCode: `94001118992231974${String(10000 + i)}`,
      orderNumber: `PRINT-M${String(1000000000000 + i)}`,
      items: 1 + (i % 4),
    }));
    const pages = describeManifest({
      warehouseName: 'Austin Kitchen',
      warehouseAddress: '1100 Congress Ave, Austin, TX 78701',
      shipDate: '2026-11-23',
      rows,
      totals: { packages: 30, items: 75, weightLb: 472.5, costCents: 67695, labelsPrinted: 0 },
    });
    const texts = textsOfPages(pages);
    for (const e of texts) {
      expect(e.text).not.toContain('…');
      expect(e.size).toBeGreaterThanOrEqual(5.5);
    }
    const strings = texts.map((e) => e.text);
    const inColumn = (x: number) => texts.filter((e) => Math.abs(e.x - x) < 0.01 && !e.bold).map((e) => e.text);
    const serviceX = texts.find((e) => e.text === 'SERVICE')!.x;
    const orderX = texts.find((e) => e.text === 'ORDER #')!.x;
    for (const row of rows) expect(strings).toContain(row.trackingCode);
    // Each cell's lines, in order: a service or order number on at most two lines, whole.
    const services = inColumn(serviceX).join(' ');
    const orders = inColumn(orderX).join('');
    for (const row of rows) {
      expect(services).toContain(row.service);
      expect(orders).toContain(row.orderNumber);
    }
    expect(inColumn(orderX).length).toBeLessThanOrEqual(2 * rows.length);
    expect(inColumn(serviceX).length).toBeLessThanOrEqual(2 * rows.length);
  });
});

describe('flowPages: a splittable block taller than a page', () => {
  it('fills the rest of the page and continues on the next under its repeated header', () => {
    const size = PRINT_PAGE_SIZES.A6;
    const header = fixedBlock(20, [text(8, 0, 100, 8, 'HEADER')]);
    const columns = columnsAcross(size, [{ key: 'a', title: 'A', share: 1 }]);
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join('\n');
    const row = tableRow(columns, { a: long }, { size: 8 }, header);
    expect(row.height).toBeGreaterThan(size.height);
    const pages = flowPages([header, fixedBlock(100, []), row], { size, role: 'pick-list' });
    const words = pages.flatMap((p) => textsOf(p)).filter((t) => t.startsWith('word'));
    expect(words).toEqual(Array.from({ length: 120 }, (_, i) => `word${i}`));
    for (const page of pages) {
      expect(textsOf(page)[0]).toBe('HEADER');
      const words = page.elements.filter((e) => e.kind === 'text' && e.text.startsWith('word'));
      for (const e of words) expect(e.y + 8).toBeLessThanOrEqual(size.height - 8 - 14);
    }
  });
});
