import { describe, expect, it } from 'vitest';
import type { PrintJobSpec } from '#api/printing';
import type { OrderRecord } from '#domain/orders/order-record';
import {
  buildsInline,
  documentsOfChoice,
  hasSomethingToPrint,
  LABEL_REFUNDED,
  NO_LABEL_YET,
  noLabelFileIn,
  nothingToPrintMessage,
  ORDER_NOT_FOUND,
  planPrintJob,
  printFileKey,
  printFileName,
  printJobExpiry,
  printJobView,
  printMarksOf,
  shouldWriteProgress,
  withoutLabelFiles,
} from '#domain/printing/print-job.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';

const bill = (over: Record<string, unknown> = {}) => ({
  trackingCode: 'T1',
  carrier: 'UPS',
  service: 'Ground',
  labelDate: '2026-11-20',
  shipDate: '2026-11-23',
  purchaseKey: 's#1',
  sequence: 1,
  carrierShipmentId: 'shp',
  purchasedAt: '2026-11-20T10:00:00.000Z',
  pdfKey: 'labels/a/s/k.pdf',
  zplKey: 'labels/a/s/k.zpl',
  ...over,
});
const shipment = (id: string, over: Partial<Shipment> = {}): Shipment =>
  ({ id, products: [], packagings: [], options: {}, ...over }) as unknown as Shipment;
const order = (id: string, shipments: Shipment[], over: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    id,
    orderNumber: `#${id}`,
    shipments,
    isDeleted: false,
    printState: { labelPrinted: false, packingSlipPrinted: false },
    ...over,
  }) as unknown as OrderRecord;

const labelled = order('1', [shipment('s1', { billOfLading: bill({ pdfKey: 'k1.pdf', zplKey: 'k1.zpl' }) })]);
const unlabelled = order('2', [shipment('s2')]);
const refunded = order('3', [shipment('s3', { billOfLading: bill(), refund: { refund_status: 'submitted' } })]);
const pdfOnly = order('4', [shipment('s4', { billOfLading: bill({ pdfKey: 'k4.pdf', zplKey: undefined }) })]);
const rejectedRefund = order('5', [
  shipment('s5', { billOfLading: bill({ pdfKey: 'k5.pdf' }), refund: { refund_status: 'rejected' } }),
]);

const docs = (
  choice: 'labels' | 'packingSlips' | 'pickSlips' | 'all',
  orderIds: string[],
  format: 'pdf' | 'zpl' = 'pdf',
) => ({ kind: 'documents', orderIds, choice, labelSize: 'A6', format }) as PrintJobSpec;

describe('print choices (accounts §9): what each makes', () => {
  it.each([
    ['labels', 'pdf', { labels: true, packingSlips: false, pickList: false, format: 'pdf' }],
    ['packingSlips', 'zpl', { labels: false, packingSlips: true, pickList: false, format: 'zpl' }],
    ['all', 'zpl', { labels: true, packingSlips: true, pickList: false, format: 'zpl' }],
    // ZPL prints labels and packing slips only: a pick list is a PDF.
    ['pickSlips', 'zpl', { labels: false, packingSlips: false, pickList: true, format: 'pdf' }],
  ] as const)('%s in %s', (choice, format, expected) => {
    expect(documentsOfChoice(choice, format)).toEqual(expected);
  });
});

describe('the plan over loaded orders', () => {
  it('labels: orders without a usable label are skipped with the reason; not found orders too', () => {
    const plan = planPrintJob(docs('labels', ['1', '2', '3', 'x', '5', '1']), [
      labelled,
      unlabelled,
      refunded,
      rejectedRefund,
    ]);
    expect(plan.labels.map((l) => l.key)).toEqual(['k1.pdf', 'k5.pdf']);
    expect(plan.orders.map((o) => o.id)).toEqual(['1', '5']);
    expect(plan.skipped).toEqual([
      { orderId: '2', orderNumber: '#2', reason: NO_LABEL_YET },
      { orderId: '3', orderNumber: '#3', reason: LABEL_REFUNDED },
      { orderId: 'x', orderNumber: '', reason: ORDER_NOT_FOUND },
    ]);
  });

  it('ZPL labels need a stored ZPL file', () => {
    const plan = planPrintJob(docs('labels', ['1', '4'], 'zpl'), [labelled, pdfOnly]);
    expect(plan.labels.map((l) => l.key)).toEqual(['k1.zpl']);
    expect(plan.skipped).toEqual([{ orderId: '4', orderNumber: '#4', reason: noLabelFileIn('zpl') }]);
  });

  it('all: every found order gets its packing slip; labels only where usable', () => {
    const plan = planPrintJob(docs('all', ['1', '2']), [labelled, unlabelled]);
    expect(plan.orders.map((o) => o.id)).toEqual(['1', '2']);
    expect(plan.labels).toHaveLength(1);
    expect(plan.skipped.map((s) => s.orderId)).toEqual(['2']);
    expect([...printMarksOf(plan)]).toEqual([
      ['1', { labelShipmentIds: ['s1'], packingSlipShipmentIds: ['s1'] }],
      ['2', { labelShipmentIds: [], packingSlipShipmentIds: ['s2'] }],
    ]);
  });

  it('a deleted order reads as not found', () => {
    const plan = planPrintJob(docs('packingSlips', ['2']), [{ ...unlabelled, isDeleted: true }]);
    expect(plan.skipped).toEqual([{ orderId: '2', orderNumber: '', reason: ORDER_NOT_FOUND }]);
    expect(hasSomethingToPrint(plan)).toBe(false);
  });

  it('manifest: orders with a standing label; it prints nothing (no marks)', () => {
    const plan = planPrintJob({ kind: 'manifest', orderIds: ['1', '2', '3'] }, [labelled, unlabelled, refunded]);
    expect(plan.orders.map((o) => o.id)).toEqual(['1']);
    expect(plan.skipped.map((s) => s.reason)).toEqual([NO_LABEL_YET, LABEL_REFUNDED]);
    expect(printMarksOf(plan).size).toBe(0);
  });

  it('orders and pick lists mark nothing printed', () => {
    expect(printMarksOf(planPrintJob({ kind: 'orders', orderIds: ['1'] }, [labelled])).size).toBe(0);
    expect(printMarksOf(planPrintJob(docs('pickSlips', ['1', '2']), [labelled, unlabelled])).size).toBe(0);
  });

  it('nothing to print: labels for orders without labels, with the shared reason', () => {
    const plan = planPrintJob(docs('labels', ['2']), [unlabelled]);
    expect(hasSomethingToPrint(plan)).toBe(false);
    expect(nothingToPrintMessage(plan)).toBe(`None of the selected orders can be printed: ${NO_LABEL_YET}`);
  });

  it('a label whose file is missing leaves the job and names its order', () => {
    const plan = withoutLabelFiles(
      planPrintJob(docs('labels', ['1', '5']), [labelled, rejectedRefund]),
      new Set(['k5.pdf']),
      'gone',
    );
    expect(plan.labels.map((l) => l.key)).toEqual(['k1.pdf']);
    expect(plan.orders.map((o) => o.id)).toEqual(['1']);
    expect(plan.skipped).toEqual([{ orderId: '5', orderNumber: '#5', reason: 'gone' }]);
  });
});

describe('file names, keys, size and expiry', () => {
  const date = '2026-11-23';
  it.each([
    [docs('labels', ['1']), 'pdf', 'labels-2026-11-23.pdf'],
    [docs('labels', ['1'], 'zpl'), 'zpl', 'labels-2026-11-23.zpl'],
    [docs('packingSlips', ['1']), 'pdf', 'packing-slips-2026-11-23.pdf'],
    [docs('pickSlips', ['1']), 'pdf', 'pick-list-2026-11-23.pdf'],
    [docs('all', ['1']), 'pdf', 'labels-and-packing-slips-2026-11-23.pdf'],
  ] as const)('%o → %s', (spec, ext, name) => {
    expect(printFileName(planPrintJob(spec, [labelled]), { date }, ext)).toBe(name);
  });

  it('manifest: its ship date, the print date when several; orders: one by number, several by date', () => {
    const m = planPrintJob({ kind: 'manifest', orderIds: ['1'] }, [labelled]);
    expect(printFileName(m, { date, manifestShipDates: ['2026-11-24', '2026-11-24'] }, 'pdf')).toBe(
      'manifest-2026-11-24.pdf',
    );
    expect(printFileName(m, { date, manifestShipDates: ['2026-11-24', '2026-11-25'] }, 'pdf')).toBe(
      'manifest-2026-11-23.pdf',
    );
    const one = planPrintJob({ kind: 'orders', orderIds: ['1'] }, [{ ...labelled, orderNumber: '#10/01 A' }]);
    expect(printFileName(one, { date }, 'pdf')).toBe('order-10-01-A.pdf');
    const two = planPrintJob({ kind: 'orders', orderIds: ['1', '2'] }, [labelled, unlabelled]);
    expect(printFileName(two, { date }, 'pdf')).toBe('orders-2026-11-23.pdf');
  });

  it('keys live under prints/<account>/; about two pages build inline; a record lives 7 days', () => {
    expect(printFileKey('acc', 'job', 'pdf')).toBe('prints/acc/job.pdf');
    expect([1, 2, 3].map(buildsInline)).toEqual([true, true, false]);
    expect(printJobExpiry('2026-11-23T00:00:00.000Z')).toBe(Date.parse('2026-11-30T00:00:00.000Z') / 1000);
  });

  it('progress is written every 25 documents or once a second', () => {
    expect(shouldWriteProgress({ done: 0, atMs: 0 }, 24, 999)).toBe(false);
    expect(shouldWriteProgress({ done: 0, atMs: 0 }, 25, 10)).toBe(true);
    expect(shouldWriteProgress({ done: 3, atMs: 0 }, 4, 1_000)).toBe(true);
  });

  it('the view shows the link only while ready', () => {
    const job = {
      accountId: 'a',
      jobId: 'j',
      spec: docs('labels', ['1']),
      state: 'queued' as const,
      format: 'pdf' as const,
      done: 0,
      total: 4,
      skipped: [],
      createdBy: 'u',
      createdAt: '2026-11-23T00:00:00.000Z',
    };
    const link = { url: 'https://x', expiresAt: '2026-11-23T00:05:00.000Z' };
    expect(printJobView(job, link)).toEqual({
      jobId: 'j',
      kind: 'documents',
      state: 'queued',
      progress: { done: 0, total: 4 },
      format: 'pdf',
      skipped: [],
      createdAt: job.createdAt,
    });
    expect(printJobView({ ...job, state: 'ready', fileName: 'labels.pdf', pageCount: 4 }, link)).toMatchObject({
      ...link,
      fileName: 'labels.pdf',
      pageCount: 4,
    });
  });
});
