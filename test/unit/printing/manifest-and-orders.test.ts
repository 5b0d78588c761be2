import { describe, expect, it } from 'vitest';
import { manifestsOf } from '#domain/printing/manifest.rules';
import { printDocumentUnits, renderPrintDocument } from '#functions/printing/render/print-document';
import { labelled, product, sampleOrder } from '#test/unit/domain/printing/print-order-samples';
import { pdfPages } from '#test/unit/labels/pdf-text';
import { longOrder, manifestsOfSamples, summariesOf } from './print-samples';

const A6 = { width: 288, height: 432 };
const LETTER = { width: 612, height: 792 };
const joined = (page: { texts: string[] }) => page.texts.join('\n');

/** Sixty labelled orders from one warehouse on one ship date: a manifest longer than a page. */
const MANY = Array.from({ length: 60 }, (_, i) =>
  sampleOrder({
    orderNumber: String(3000 + i),
    shipments: [
      {
        products: [product('TAM-01', 'Tamales', 2, 1.25)],
        ...labelled(`1Z999AA1${String(i).padStart(10, '0')}`, {
          rateDollars: 10,
          ...(i % 2 ? { printedAt: '2026-11-23T16:00:00Z' } : {}),
        }),
      },
    ],
  }),
);

describe('renderPrintDocument: manifests (accounts §2 Manifest PDF)', () => {
  it('each manifest starts a 288×432 page: title with the ship date, warehouse, the spec’s columns, totals row and summary', async () => {
    const manifests = manifestsOfSamples();
    const doc = await renderPrintDocument({ kind: 'manifest', manifests });
    const pages = await pdfPages(doc.body);
    expect(pages).toHaveLength(2);
    expect(doc.pageCount).toBe(2);
    for (const page of pages) expect(page.size).toEqual(A6);
    const [austin, dallas] = pages.map(joined);
    for (const expected of [
      'MANIFEST — 11/23/2026',
      'Austin Kitchen',
      '1100 Congress Ave, Austin, TX 78701',
      'RECIPIENT',
      'SERVICE',
      'WT LB',
      'COST',
      'TRACKING #',
      'ORDER #',
      'ITEMS',
      'Maria Lopez',
      'UPS Ground',
      '1Z999AA10123456784',
      '1001',
      '$12.50',
      'TOTAL',
      'SUMMARY',
      'Packages',
      'Items',
      'Total weight',
      'Total cost',
      'Labels printed',
      '1 of 1',
    ]) {
      expect(austin).toContain(expected);
    }
    expect(dallas).toContain('Dallas Cold Room');
    expect(dallas).toContain('$8.75');
    expect(dallas).toContain('0 of 1');
  });

  it('a long manifest flows onto more pages with the table header repeated; totals and summary once, at its end', async () => {
    const manifests = manifestsOf(MANY);
    expect(manifests).toHaveLength(1);
    const doc = await renderPrintDocument({ kind: 'manifest', manifests });
    const pages = await pdfPages(doc.body);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page.size).toEqual(A6);
      expect(page.texts).toContain('TRACKING #');
      expect(joined(page)).toContain('MANIFEST — 11/23/2026');
      expect(joined(page)).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const all = pages.map(joined).join('\n');
    for (let i = 0; i < 60; i++) expect(all).toContain(`1Z999AA1${String(i).padStart(10, '0')}`);
    expect(pages.filter((p) => p.texts.includes('SUMMARY'))).toHaveLength(1);
    const last = joined(pages.at(-1)!);
    for (const expected of ['TOTAL', '$600.00', '150', '120', '30 of 60']) expect(last).toContain(expected);
    expect(printDocumentUnits({ kind: 'manifest', manifests })).toBe(60);
  });
});

describe('renderPrintDocument: order summaries (accounts §1 order-pdf, orderbulk-pdf)', () => {
  it('one order per Letter page: number, date, status, addresses, items, shipments with options, comment, tags, notes', async () => {
    const orders = [
      sampleOrder({
        orderNumber: 'A-77',
        tags: ['vip', 'frozen'],
        pickUpNotes: 'Dock 2',
        dropOffNotes: 'Ring twice',
        shipments: [
          {
            products: [product('TAM-01', 'Tamales', 2)],
            options: {
              dryIceActive: true,
              dryIceWeight: 5,
              dryIceUnit: 'lb',
              saturdayDelivery: true,
              carrierInsuranceAmountActive: true,
              carrierInsuranceAmount: 150,
            },
            ...labelled('1Z999AA10123456784', { rateDollars: 23.4 }),
          },
        ],
      }),
      sampleOrder({ orderNumber: 'A-78' }),
    ];
    const doc = await renderPrintDocument({ kind: 'orders', summaries: summariesOf(orders) });
    const pages = await pdfPages(doc.body);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.size).toEqual(LETTER);
    const first = joined(pages[0]);
    for (const expected of [
      'ORDER #A-77',
      'Hill Country Provisions',
      'Order date: 11/20/2026',
      'Status: Awaiting Shipment',
      'SHIP TO',
      'Maria Lopez',
      'SHIP FROM',
      'Austin Kitchen',
      'ITEMS',
      'TAM-01',
      'Tamales',
      'SHIPMENTS',
      'UPS Ground',
      '1Z999AA10123456784',
      '$23.40',
      'Dry ice 5 lb',
      'Saturday delivery',
      'Insurance $150.00',
      'COMMENT',
      'Leave at the back door',
      'TAGS',
      'vip, frozen',
      'PICKUP NOTES',
      'Dock 2',
      'DROPOFF NOTES',
      'Ring twice',
    ]) {
      expect(first).toContain(expected);
    }
    expect(joined(pages[1])).toContain('ORDER #A-78');
    expect(joined(pages[1])).toContain('Status: New');
  });

  it('a long order continues on further Letter pages', async () => {
    const doc = await renderPrintDocument({ kind: 'orders', summaries: summariesOf([longOrder(120)]) });
    const pages = await pdfPages(doc.body);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.size).toEqual(LETTER);
    expect(joined(pages[1])).toContain('ORDER #2001 (continued)');
    expect(pages.map(joined).join('\n')).toContain('SKU-119');
  });
});
