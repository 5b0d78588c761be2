import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PrintJobSpec } from '#api/printing';
import type { OrderRecord } from '#domain/orders/order-record';
import { StaleOrderError, type OrderStore } from '#domain/orders/ports';
import { NO_LABEL_YET } from '#domain/printing/print-job.rules';
import { printDocumentUnits, renderPrintDocument } from '#functions/printing/render/print-document';
import { makeBuildPrintJob } from '#functions/printing/use-cases/build-print-job.use-case';
import { makePrintFile } from '#functions/printing/use-cases/print-file.use-case';
import { MemoryLabelFiles } from '#test/support/label-adapters.memory';
import { MemoryPrintJobStore } from '#test/support/print-adapters.memory';

/** Orders in memory with the table store's version guard; `conflicts` refuses that many writes first. */
class MemoryOrders implements Pick<OrderStore, 'get' | 'getMany' | 'replace'> {
  readonly orders = new Map<string, OrderRecord>();
  writes = 0;
  conflicts = 0;
  async get(_a: string, id: string) {
    return this.orders.get(id);
  }
  async getMany(_a: string, ids: readonly string[]) {
    return ids.map((id) => this.orders.get(id)).filter((o): o is OrderRecord => Boolean(o));
  }
  async replace(_a: string, before: OrderRecord, after: OrderRecord) {
    const stored = this.orders.get(before.id)!;
    if (this.conflicts > 0) {
      this.conflicts--;
      // Someone else wrote the order meanwhile.
      this.orders.set(stored.id, { ...stored, comment: 'edited', version: (stored.version ?? 1) + 1 });
      throw new StaleOrderError();
    }
    if (stored.version !== before.version) throw new StaleOrderError();
    const doc = { ...after, version: (before.version ?? 1) + 1 };
    this.orders.set(doc.id, doc);
    this.writes++;
    return doc;
  }
}

async function labelPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]);
  return doc.save();
}

const order = (id: string, labelled: boolean): OrderRecord =>
  ({
    id,
    orderNumber: `#${id}`,
    orderDate: '2026-11-20T10:00:00.000Z',
    isDeleted: false,
    tags: [],
    warnings: [],
    comment: '',
    shippingAddress: { name: 'Maria', city: 'Austin', state: 'TX', zip: '78704', country: 'US' },
    warehouse: { name: 'Kitchen', address: { street1: '1 Main', city: 'Austin', state: 'TX', zipCode: '78701' } },
    printState: { labelPrinted: false, packingSlipPrinted: false },
    fulfillmentState: 'unFulfilled',
    version: 1,
    shipments: [
      {
        id: `s${id}`,
        products: [{ sku: 'SKU', title: 'Brisket', quantity: 1 }],
        packagings: [],
        options: {},
        ...(labelled
          ? {
              billOfLading: {
                trackingCode: `T${id}`,
                carrier: 'UPS',
                service: 'Ground',
                labelDate: '2026-11-20',
                shipDate: '2026-11-23',
                purchaseKey: `s${id}#1`,
                sequence: 1,
                carrierShipmentId: 'shp',
                purchasedAt: '2026-11-20T10:00:00.000Z',
                pdfKey: `labels/a/s${id}.pdf`,
              },
            }
          : {}),
      },
    ],
  }) as unknown as OrderRecord;

async function setup(ids: { labelled: string[]; bare: string[] }) {
  const orders = new MemoryOrders();
  const files = new MemoryLabelFiles();
  const jobs = new MemoryPrintJobStore();
  for (const id of ids.labelled) {
    orders.orders.set(id, order(id, true));
    await files.put(`labels/a/s${id}.pdf`, await labelPdf(), 'application/pdf');
  }
  for (const id of ids.bare) orders.orders.set(id, order(id, false));
  const printFile = makePrintFile({
    orders,
    accounts: { getAccount: async () => ({ accountId: 'a', name: 'Hill Country', timezone: 'America/Chicago' }) },
    files,
    renderer: { units: printDocumentUnits, render: renderPrintDocument },
  });
  const build = makeBuildPrintJob({ jobs, printFile });
  const spec: PrintJobSpec = {
    kind: 'documents',
    orderIds: [...ids.labelled, ...ids.bare],
    choice: 'all',
    labelSize: 'A6',
    format: 'pdf',
  };
  await jobs.create({
    accountId: 'a',
    jobId: 'j',
    spec,
    state: 'queued',
    format: 'pdf',
    done: 0,
    total: 0,
    skipped: [],
    createdBy: 'u',
    createdAt: '2026-11-23T15:00:00.000Z',
  });
  return { orders, files, jobs, build };
}

describe('the print-documents worker’s job (in memory)', () => {
  it('builds once: ready with the file, the printed state written once; a redelivery changes nothing', async () => {
    const { orders, files, jobs, build } = await setup({ labelled: ['1', '2'], bare: ['3'] });
    expect(await build.build({ accountId: 'a', jobId: 'j' })).toBe('ready');
    const job = (await jobs.get('a', 'j'))!;
    expect(job).toMatchObject({
      state: 'ready',
      fileKey: 'prints/a/j.pdf',
      fileName: 'labels-and-packing-slips-2026-11-23.pdf',
      pageCount: 5,
      done: 5,
      total: 5,
      skipped: [{ orderId: '3', orderNumber: '#3', reason: NO_LABEL_YET }],
    });
    expect(files.objects.get('prints/a/j.pdf')?.contentType).toBe('application/pdf');
    expect(orders.writes).toBe(3);
    expect(orders.orders.get('1')!.printState).toMatchObject({ labelPrinted: true, packingSlipPrinted: true });
    expect(orders.orders.get('3')!.printState).toMatchObject({ labelPrinted: false, packingSlipPrinted: true });

    expect(await build.build({ accountId: 'a', jobId: 'j' })).toBe('already');
    expect(orders.writes).toBe(3);
  });

  it('a version conflict on an order is retried from a fresh read, keeping the other writer’s change', async () => {
    const { orders, build } = await setup({ labelled: ['1'], bare: [] });
    orders.conflicts = 1;
    expect(await build.build({ accountId: 'a', jobId: 'j' })).toBe('ready');
    expect(orders.orders.get('1')).toMatchObject({ comment: 'edited', printState: { labelPrinted: true } });
  });

  it('an unknown job or another account’s job is missing; a failed one is left alone', async () => {
    const { jobs, build } = await setup({ labelled: ['1'], bare: [] });
    expect(await build.build({ accountId: 'b', jobId: 'j' })).toBe('missing');
    await build.fail({ accountId: 'a', jobId: 'j' });
    expect(await build.build({ accountId: 'a', jobId: 'j' })).toBe('already');
    expect((await jobs.get('a', 'j'))?.state).toBe('failed');
  });
});
