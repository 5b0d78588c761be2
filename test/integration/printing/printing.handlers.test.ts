import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse } from 'aws-lambda';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrintJobView } from '#api/printing';
import type { LabelFiles } from '#domain/labels/ports';
import { MANIFEST_PAGE_SIZE } from '#domain/constants/print.constants';
import { toGridRow } from '#domain/orders/order-grid.rules';
import { NO_LABEL_YET, ORDER_NOT_FOUND, PRINT_JOB_FAILED, PRINT_QUEUE_BUSY } from '#domain/printing/print-job.rules';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { dynamoPrintJobStore } from '#functions/printing/adapters/dynamodb.print-job-store';
import { handler as createPrintJob } from '#functions/printing/handlers/create-print-job.handler';
import { handler as getPrintJob } from '#functions/printing/handlers/get-print-job.handler';
import {
  handler as buildPrintJobWorker,
  makeBuildPrintJobWorker,
} from '#functions/printing/handlers/build-print-job.worker';
import { printDocumentUnits, renderPrintDocument } from '#functions/printing/render/print-document';
import { makeBuildPrintJob } from '#functions/printing/use-cases/build-print-job.use-case';
import { makePrintFile } from '#functions/printing/use-cases/print-file.use-case';
import { resetConfigForTests } from '#lib/config';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { validOrderRequest } from '#test/support/orders';
import { labelledOrders, receiveEvent, redelivered, testDocuments } from '#test/support/print';

/**
 * The print routes and the print-documents worker against DynamoDB Local, the local S3 and a local
 * SQS (fauxqs): small jobs build in the request, larger ones through the queue; what was printed
 * shows in the grid's printed filters; redelivery and failures build once; tenancy holds.
 */
let sqs: SqsLocal;
let sqsClient: SQSClient;
let queueUrl: string;
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeAll(async () => {
  sqs = await startSqsLocal({ port: 0, queues: QUEUES.filter((q) => q.name === 'print-documents') });
  sqsClient = localSqsClient(sqs.endpoint);
  queueUrl = sqs.queues[0].url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.PRINT_DOCUMENTS_QUEUE_URL = queueUrl;
  resetConfigForTests();
});

afterAll(async () => {
  sqsClient?.destroy();
  await sqs?.stop();
});

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
});

const post = (body: unknown, who = mine) =>
  invoke(
    createPrintJob,
    apiEvent({ method: 'POST', path: '/api/v1/print-jobs', user: who.owner, accountId: who.accountId, body }),
  );

const get = (jobId: string, who = mine) =>
  invoke(
    getPrintJob,
    apiEvent({
      method: 'GET',
      path: `/api/v1/print-jobs/${jobId}`,
      pathParameters: { jobId },
      user: who.owner,
      accountId: who.accountId,
    }),
  );

async function unlabelledOrder(who = mine): Promise<string> {
  const res = await invoke(
    createOrder,
    apiEvent({
      method: 'POST',
      path: '/api/v1/orders',
      user: who.owner,
      accountId: who.accountId,
      body: validOrderRequest(),
    }),
  );
  expect(res.status).toBe(201);
  return res.body.order.id as string;
}

async function download(view: PrintJobView): Promise<Uint8Array> {
  expect(view.url).toBeTruthy();
  const res = await fetch(view.url!);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function pdfPages(view: PrintJobView) {
  const pdf = await PDFDocument.load(await download(view));
  expect(pdf.getPageCount()).toBe(view.pageCount);
  return pdf.getPages().map((p) => p.getSize());
}

/** Delivers what waits on the print-documents queue to the real worker. */
async function runWorker(): Promise<SQSBatchResponse> {
  const event = await receiveEvent(sqsClient, queueUrl);
  expect(event.Records).toHaveLength(1);
  return (await buildPrintJobWorker(event, lambdaContext)) as SQSBatchResponse;
}

const versions = async (accountId: string, ids: readonly string[]) =>
  (await dynamoOrderStore.getMany(accountId, ids)).map((o) => o.version);

async function queryIds(filters: Record<string, unknown>): Promise<string[]> {
  const res = await invoke(
    queryOrders,
    apiEvent({
      method: 'POST',
      path: '/api/v1/orders/query',
      user: mine.owner,
      accountId: mine.accountId,
      body: { filters, pageSize: 100 },
    }),
  );
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((r) => r.id).sort();
}

const A6 = { width: 288, height: 432 };

describe('POST /api/v1/print-jobs: a small job is built in the request', () => {
  it('one order’s label: 201 ready, a 5-minute link to a one-page 4×6 PDF, the label marked printed', async () => {
    const [orderId] = await labelledOrders(mine.accountId, mine.owner, 1);
    const res = await post({ kind: 'documents', orderIds: [orderId], choice: 'labels' });
    expect(res.status).toBe(201);
    const view = res.body as PrintJobView;
    expect(view).toMatchObject({
      kind: 'documents',
      state: 'ready',
      format: 'pdf',
      pageCount: 1,
      progress: { done: 1, total: 1 },
      skipped: [],
    });
    expect(view.fileName).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(Date.parse(view.expiresAt!) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(await pdfPages(view)).toEqual([A6]);
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    expect(order.printState).toMatchObject({
      labelPrinted: true,
      packingSlipPrinted: false,
      printDate: view.createdAt,
    });
    expect(order.shipments[0].printed?.labelPrintedAt).toBe(view.createdAt);
    expect((await get(view.jobId)).body).toMatchObject({ state: 'ready', fileName: view.fileName, pageCount: 1 });
  });

  it('ZPL labels: one .zpl file with each label, marked printed', async () => {
    const ids = await labelledOrders(mine.accountId, mine.owner, 2);
    const res = await post({ kind: 'documents', orderIds: ids, choice: 'labels', format: 'zpl' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'ready', format: 'zpl', pageCount: 2 });
    expect(res.body.fileName).toMatch(/^labels-.*\.zpl$/);
    const zpl = new TextDecoder().decode(await download(res.body));
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    for (const o of await dynamoOrderStore.getMany(mine.accountId, ids)) expect(o.printState.labelPrinted).toBe(true);
  });

  it('the pick list is a PDF even when ZPL was chosen, and prints nothing on the orders', async () => {
    const ids = [...(await labelledOrders(mine.accountId, mine.owner, 1)), await unlabelledOrder()];
    const before = await versions(mine.accountId, ids);
    const res = await post({ kind: 'documents', orderIds: ids, choice: 'pickSlips', format: 'zpl' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'ready', format: 'pdf', skipped: [] });
    expect(res.body.fileName).toMatch(/^pick-list-.*\.pdf$/);
    expect((await pdfPages(res.body)).length).toBeGreaterThanOrEqual(1);
    expect(await versions(mine.accountId, ids)).toEqual(before);
  });

  it('manifest: the labelled orders on 288×432 pages named by the ship date; unlabelled ones named; nothing marked', async () => {
    const labelled = await labelledOrders(mine.accountId, mine.owner, 2);
    const bare = await unlabelledOrder();
    const before = await versions(mine.accountId, labelled);
    const res = await post({ kind: 'manifest', orderIds: [...labelled, bare] });
    expect(res.status).toBe(201);
    const shipDate = (await dynamoOrderStore.get(mine.accountId, labelled[0]))!.shipments[0].billOfLading as {
      shipDate: string;
    };
    expect(res.body).toMatchObject({ kind: 'manifest', state: 'ready', fileName: `manifest-${shipDate.shipDate}.pdf` });
    expect(res.body.skipped).toEqual([expect.objectContaining({ orderId: bare, reason: NO_LABEL_YET })]);
    const sizes = await pdfPages(res.body);
    for (const s of sizes) expect(s).toEqual(MANIFEST_PAGE_SIZE);
    expect(await versions(mine.accountId, labelled)).toEqual(before);
  });

  it('one order’s PDF is order-<number>.pdf', async () => {
    const id = await unlabelledOrder();
    const order = (await dynamoOrderStore.get(mine.accountId, id))!;
    const res = await post({ kind: 'orders', orderIds: [id] });
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe(`order-${order.orderNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`);
    expect((await pdfPages(res.body)).length).toBeGreaterThanOrEqual(1);
  });

  it('nothing to print (labels of orders without one) answers 400 with the reason on orderIds', async () => {
    const res = await post({ kind: 'documents', orderIds: [await unlabelledOrder()], choice: 'labels' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.orderIds).toContain(NO_LABEL_YET);
  });

  it('hostile bodies answer 400 with field messages', async () => {
    for (const body of [
      {},
      { kind: 'documents', orderIds: [], choice: 'labels' },
      { kind: 'documents', orderIds: ['a'], choice: 'everything' },
      { kind: 'documents', orderIds: Array.from({ length: 501 }, (_, i) => `o${i}`), choice: 'labels' },
      { kind: 'manifest', orderIds: ['x'.repeat(5_000)] },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('ValidationError');
    }
  });

  it('accounts §6: printing needs view_print_orders', async () => {
    const member = await addTestMember(mine.accountId, { view_print_orders: false });
    const res = await post(
      { kind: 'orders', orderIds: [await unlabelledOrder()] },
      { accountId: mine.accountId, owner: member },
    );
    expect(res.status).toBe(403);
  });
});

describe('through the print-documents worker', () => {
  it('the queue refusing the job answers 503 with a message to try again (never a bare 500), and nothing waits on the queue', async () => {
    const labelled = await labelledOrders(mine.accountId, mine.owner, 3);
    process.env.PRINT_DOCUMENTS_QUEUE_URL = `${queueUrl}-missing`;
    try {
      const res = await post({ kind: 'documents', orderIds: labelled, choice: 'all' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'ServiceUnavailable', message: PRINT_QUEUE_BUSY });
    } finally {
      process.env.PRINT_DOCUMENTS_QUEUE_URL = queueUrl;
    }
    expect(await receiveEvent(sqsClient, queueUrl)).toMatchObject({ Records: [] });
  });

  it('10 orders with labels + packing slips: 202 queued, then ready with every page; others skipped and named', async () => {
    const labelled = await labelledOrders(mine.accountId, mine.owner, 10);
    const bare = await unlabelledOrder();
    const [their] = await labelledOrders(theirs.accountId, theirs.owner, 1);
    const theirBefore = (await dynamoOrderStore.get(theirs.accountId, their))!;

    const res = await post({ kind: 'documents', orderIds: [...labelled, bare, their], choice: 'all' });
    expect(res.status).toBe(202);
    const queued = res.body as PrintJobView;
    expect(queued).toMatchObject({ state: 'queued', progress: { done: 0, total: 21 } });
    expect(queued.url).toBeUndefined();
    expect(queued.skipped).toEqual([
      expect.objectContaining({ orderId: bare, reason: NO_LABEL_YET }),
      { orderId: their, orderNumber: '', reason: ORDER_NOT_FOUND },
    ]);
    expect((await get(queued.jobId)).body).toMatchObject({ state: 'queued' });

    expect(await runWorker()).toEqual({ batchItemFailures: [] });
    const ready = (await get(queued.jobId)).body as PrintJobView;
    expect(ready).toMatchObject({ state: 'ready', progress: { done: 21, total: 21 }, pageCount: 21 });
    expect(ready.fileName).toMatch(/^labels-and-packing-slips-.*\.pdf$/);
    const sizes = await pdfPages(ready);
    expect(sizes).toHaveLength(21);
    for (const s of sizes) expect(s).toEqual(A6);

    // orders §4: the printed and fulfillment filters return exactly what was printed.
    const sorted = [...labelled].sort();
    expect(await queryIds({ printed: ['labelAndPackingSlipPrinted'] })).toEqual(sorted);
    expect(await queryIds({ printed: ['labelPrinted'] })).toEqual(sorted);
    expect(await queryIds({ printed: ['packingSlipPrinted'] })).toEqual([...labelled, bare].sort());
    expect(await queryIds({ printed: ['NoLabelPrinted'] })).toEqual([bare]);
    expect(await queryIds({ fulfillment: ['printed'] })).toEqual(sorted);
    expect(await queryIds({ fulfillment: ['notPrinted'] })).toEqual([bare]);
    const row = toGridRow((await dynamoOrderStore.get(mine.accountId, labelled[0]))!);
    expect(row.printDate).toBe(queued.createdAt);

    // Their order was neither printed nor marked.
    expect(await dynamoOrderStore.get(theirs.accountId, their)).toEqual(theirBefore);
  }, 60_000);

  it('progress is written while building (throttled), and a redelivered message rebuilds nothing', async () => {
    const labelled = await labelledOrders(mine.accountId, mine.owner, 3);
    const res = await post({ kind: 'documents', orderIds: labelled, choice: 'all' });
    expect(res.status).toBe(202);
    const event = await receiveEvent(sqsClient, queueUrl);
    const message = JSON.parse(event.Records[0].body);

    const progress: number[] = [];
    let ms = 0;
    const build = makeBuildPrintJob({
      jobs: {
        ...dynamoPrintJobStore,
        async progress(accountId, jobId, done) {
          progress.push(done);
          await dynamoPrintJobStore.progress(accountId, jobId, done);
          expect((await dynamoPrintJobStore.get(accountId, jobId))?.done).toBe(done);
        },
      },
      printFile: makePrintFile({
        orders: dynamoOrderStore,
        accounts: dynamoAccountStore,
        files: testDocuments(),
        renderer: {
          units: printDocumentUnits,
          // Reports every document, as a slow renderer would; the clock moves a second each time.
          async render(input, onProgress) {
            const doc = await renderPrintDocument(input);
            for (let done = 1; done <= printDocumentUnits(input); done++) {
              ms += 1_000;
              await onProgress?.(done);
            }
            return doc;
          },
        },
      }),
      clock: () => ms,
    });
    expect(await build.build(message)).toBe('ready');
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    const after = await versions(mine.accountId, labelled);

    // The same message again, through the real worker: already ready, nothing rebuilt or written.
    const job = await dynamoPrintJobStore.get(mine.accountId, message.jobId);
    expect(await build.build(message)).toBe('already');
    expect(await buildPrintJobWorker(redelivered(event, 2), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect(await dynamoPrintJobStore.get(mine.accountId, message.jobId)).toEqual(job);
    expect(await versions(mine.accountId, labelled)).toEqual(after);
  });

  it('a worker that fails midway (S3 put throws once) is retried and ends ready, printed state written once', async () => {
    const labelled = await labelledOrders(mine.accountId, mine.owner, 3);
    const before = await versions(mine.accountId, labelled);
    const res = await post({ kind: 'documents', orderIds: labelled, choice: 'labels' });
    expect(res.status).toBe(202);
    const event = await receiveEvent(sqsClient, queueUrl);

    const real = testDocuments();
    let puts = 0;
    const flaky: LabelFiles = {
      ...real,
      async put(key, body, type) {
        if (puts++ === 0) throw new Error('S3 is unavailable');
        await real.put(key, body, type);
      },
    };
    const worker = makeBuildPrintJobWorker(
      makeBuildPrintJob({
        jobs: dynamoPrintJobStore,
        printFile: makePrintFile({
          orders: dynamoOrderStore,
          accounts: dynamoAccountStore,
          files: flaky,
          renderer: { units: printDocumentUnits, render: renderPrintDocument },
        }),
      }),
    );
    const first = (await worker(event, lambdaContext)) as SQSBatchResponse;
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: event.Records[0].messageId }]);
    expect((await get(res.body.jobId)).body.state).toBe('building');
    expect(await versions(mine.accountId, labelled)).toEqual(before);

    expect(await worker(redelivered(event, 2), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect((await get(res.body.jobId)).body).toMatchObject({ state: 'ready', pageCount: 3 });
    expect(await versions(mine.accountId, labelled)).toEqual(before.map((v) => v! + 1));
    expect(await worker(redelivered(event, 3), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect(await versions(mine.accountId, labelled)).toEqual(before.map((v) => v! + 1));
  });

  it('a failure on the last delivery ends the job failed with the merchant’s message (not retried)', async () => {
    const labelled = await labelledOrders(mine.accountId, mine.owner, 3);
    const res = await post({ kind: 'documents', orderIds: labelled, choice: 'labels' });
    const event = await receiveEvent(sqsClient, queueUrl);
    const real = testDocuments();
    const broken: LabelFiles = {
      ...real,
      async put() {
        throw new Error('S3 is unavailable');
      },
    };
    const worker = makeBuildPrintJobWorker(
      makeBuildPrintJob({
        jobs: dynamoPrintJobStore,
        printFile: makePrintFile({
          orders: dynamoOrderStore,
          accounts: dynamoAccountStore,
          files: broken,
          renderer: { units: printDocumentUnits, render: renderPrintDocument },
        }),
      }),
    );
    const maxReceives = QUEUES.find((q) => q.name === 'print-documents')!.maxReceiveCount;
    expect(((await worker(event, lambdaContext)) as SQSBatchResponse).batchItemFailures).toHaveLength(1);
    expect(await worker(redelivered(event, maxReceives), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect((await get(res.body.jobId)).body).toMatchObject({ state: 'failed', message: PRINT_JOB_FAILED });
    expect((await get(res.body.jobId)).body.url).toBeUndefined();
  });
});

describe('tenancy: another account’s job or orders', () => {
  it('GET of their job answers 404 and never its data', async () => {
    const id = await unlabelledOrder(theirs);
    const theirs201 = await post({ kind: 'orders', orderIds: [id] }, theirs);
    expect(theirs201.status).toBe(201);
    const res = await get(theirs201.body.jobId);
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain(theirs201.body.fileName);
  });

  it('their orderIds are skipped as not found: never printed, never marked', async () => {
    const [their] = await labelledOrders(theirs.accountId, theirs.owner, 1);
    const theirOrder = (await dynamoOrderStore.get(theirs.accountId, their))!;
    const [own] = await labelledOrders(mine.accountId, mine.owner, 1);
    const res = await post({ kind: 'documents', orderIds: [own, their], choice: 'labels' });
    expect(res.status).toBe(201);
    expect(res.body.skipped).toEqual([{ orderId: their, orderNumber: '', reason: ORDER_NOT_FOUND }]);
    expect(res.body.pageCount).toBe(1);
    expect(JSON.stringify(res.body)).not.toContain(theirOrder.orderNumber);
    expect(await dynamoOrderStore.get(theirs.accountId, their)).toEqual(theirOrder);

    const only = await post({ kind: 'documents', orderIds: [their], choice: 'packingSlips' });
    expect(only.status).toBe(400);
    expect(only.body.fieldErrors.orderIds).toContain(ORDER_NOT_FOUND);
    expect(await dynamoOrderStore.get(theirs.accountId, their)).toEqual(theirOrder);
  });
});

describe('a label’s ship date', () => {
  it('the bought label keeps the purchase’s ship date; the grid’s ship date column shows it', async () => {
    const [id] = await labelledOrders(mine.accountId, mine.owner, 1);
    const order = (await dynamoOrderStore.get(mine.accountId, id))!;
    const bill = order.shipments[0].billOfLading as { shipDate?: string };
    expect(bill.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(toGridRow(order).shipDate).toBe(bill.shipDate);
  });
});
