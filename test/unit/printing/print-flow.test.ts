import { describe, expect, it } from 'vitest';
import { estimateWidth, text, wrapText } from '#functions/labels/render/layout-elements';
import { fixedBlock, flowPages, PRINT_PAGE_SIZES } from '#functions/printing/render/page-flow';
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
