import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addFilterToken, api, orderBody, selectOrder } from './app-api';
import { screenshot, signedInPage } from './browser';
import { pdfText, renderPage } from './pdf-steps';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const PREFIX = `PRINT-${RUN}-`;
const LABELLED = 10;
const LETTER = { width: 612, height: 792 };
const FOUR_BY_SIX = { width: 288, height: 432 };

interface TestOrder {
  id: string;
  orderNumber: string;
  shipmentId: string;
}

/** Rated (cheapest) and bought through the API, as the grid's "Get rates" and "Buy labels" do. */
async function buyLabels(page: Page, orders: readonly TestOrder[]): Promise<string[]> {
  const rated = await api(page, 'POST', '/api/v1/orders/rates', {
    orderIds: orders.map((o) => o.id),
    rule: { kind: 'cheapest' },
  });
  expect(rated.status, JSON.stringify(rated.body)).toBe(200);
  const bought = await api(page, 'POST', '/api/v1/labels/purchases', {
    shipments: orders.map(({ id, shipmentId }) => ({ orderId: id, shipmentId })),
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(202);
  // A plain loop: expect.poll belongs to tests, and this runs in beforeAll.
  let batch = bought.body;
  for (const deadline = Date.now() + 120_000; batch.pending > 0 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    batch = (await api(page, 'GET', `/api/v1/labels/purchases/${batch.batchId}`)).body;
  }
  expect(batch.pending).toBe(0);
  expect(batch.purchased, JSON.stringify(batch.items)).toBe(orders.length);
  return batch.items.map((i: { trackingCode: string }) => i.trackingCode);
}

/** As the dialog counts a file's pages. */
const pagesText = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

async function pageSizes(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((p) => {
    const { width, height } = p.getSize();
    return { width: Math.round(width), height: Math.round(height) };
  });
}

describe('Print (issue 11): labels, packing slips, pick list, manifest and ZPL from the grid', () => {
  let browser: Browser;
  let page: Page;
  const labelled: TestOrder[] = [];
  let unlabelled: TestOrder;
  let trackingCodes: string[] = [];

  const dialog = () => page.getByRole('dialog').filter({ hasText: 'Print:' });

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    // A print built in the request opens in a new tab; the test reads the dialog's link instead.
    page.context().on('page', (tab) => void tab.close());
    const created: TestOrder[] = [];
    for (let i = 0; i <= LABELLED; i++) {
      const answer = await api(page, 'POST', '/api/v1/orders', orderBody(`${PREFIX}${String(i).padStart(2, '0')}`));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const o = answer.body.order;
      created.push({ id: o.id, orderNumber: o.orderNumber, shipmentId: o.shipments[0].id });
    }
    labelled.push(...created.slice(0, LABELLED));
    unlabelled = created[LABELLED]!;
    trackingCodes = await buyLabels(page, labelled);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `print-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  /** The grid filtered to this run's orders, all of them selected (10 with labels, 1 without). */
  async function selectThisRun(): Promise<void> {
    await page.goto(`${appUrl}/orders`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await addFilterToken(page, `Order number ^ ${PREFIX}`);
    await expect
      .poll(() => page.getByRole('checkbox', { name: new RegExp(`^Select order ${PREFIX}`) }).count())
      .toBe(LABELLED + 1);
    await expect.poll(() => page.getByText('Loading orders').count()).toBe(0);
    for (const o of [...labelled, unlabelled]) await selectOrder(page, o.orderNumber);
    await page.getByText(`(${LABELLED + 1} selected)`).waitFor();
  }

  /** Waits for the job in the dialog to be ready; its file's link, and its page count as the dialog says. */
  async function readyFile(modal: Locator): Promise<{ url: string; pages: string }> {
    const link = modal.getByRole('link', { name: /^Open file/ });
    await link.waitFor({ timeout: 120_000 });
    const url = (await link.getAttribute('href')) ?? '';
    const pages = (await modal.getByText(/^\d+ pages?$/).textContent()) ?? '';
    return { url, pages };
  }

  async function download(url: string): Promise<{ type: string; bytes: Uint8Array }> {
    const answer = await page.request.get(url);
    expect(answer.status()).toBe(200);
    return { type: answer.headers()['content-type'] ?? '', bytes: new Uint8Array(await answer.body()) };
  }

  /** The print dialog from the grid's "Print": a choice, a size and a format, then its file once ready. */
  async function printDocuments(
    { choice, size, format }: { choice: string; size?: string; format?: 'PDF' | 'ZPL' },
    shot: string,
  ): Promise<{ url: string; pages: string }> {
    await selectThisRun();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const modal = dialog();
    await modal.waitFor();
    await modal.getByText(choice, { exact: true }).click();
    if (format) await modal.getByText(format, { exact: true }).click();
    if (size) await modal.getByText(size, { exact: true }).click();
    await screenshot(page, `${shot}-dialog`);
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    const file = await readyFile(modal);
    await screenshot(page, `${shot}-ready`);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    return file;
  }

  it('prints labels + packing slips on Letter with progress, skipping the order without a label', async () => {
    await selectThisRun();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const modal = dialog();
    await modal.getByText('Labels + Packing Slips', { exact: true }).click();
    await modal.getByText('Letter (8.5x11 in)', { exact: true }).click();
    await modal.getByText(`${LABELLED + 1} orders: Labels + Packing Slips as PDF, Letter (8.5x11 in).`).waitFor();
    await modal.getByText(`1 order without a label will be skipped for labels: ${unlabelled.orderNumber}.`).waitFor();
    await screenshot(page, 'print-01-dialog-letter');
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    // Eleven orders are more than a request builds inline: the worker builds them while the dialog shows progress.
    await modal.getByText(/^\d+ of \d+ documents$/).waitFor({ timeout: 30_000 });
    await page.getByText('generating PDF link').first().waitFor();
    await screenshot(page, 'print-02-progress');
    const { url, pages } = await readyFile(modal);
    await modal.getByText(`${unlabelled.orderNumber}: No label yet`).waitFor();
    // The success message offers the file too (a new tab opened after polling may be blocked) and stays until dismissed.
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByRole('link', { name: /^Open file/ })
      .first()
      .waitFor();
    await screenshot(page, 'print-03-ready-toast');
    // Once the file is announced, 'generating PDF link' is gone.
    expect(await page.getByText('generating PDF link').count()).toBe(0);

    const file = await download(url);
    expect(file.type).toBe('application/pdf');
    const sizes = await pageSizes(file.bytes);
    expect(pagesText(sizes.length)).toBe(pages);
    // Letter: two labels to a sheet, then a packing slip for each order (the one without a label too).
    expect(sizes.length).toBe(LABELLED / 2 + LABELLED + 1);
    expect(sizes.every((s) => s.width === LETTER.width && s.height === LETTER.height)).toBe(true);
    await renderPage(file.bytes, 'print-04-letter-page-1');
    await renderPage(file.bytes, 'print-04-letter-packing-slip', LABELLED / 2 + 1);
    const text = await pdfText(file.bytes);
    for (const o of [...labelled, unlabelled]) expect(text).toContain(o.orderNumber);
  }, 180_000);

  it('prints labels + packing slips on 4x6', async () => {
    const { url, pages } = await printDocuments(
      { choice: 'Labels + Packing Slips', size: 'A6 (4x6 in)' },
      'print-05-a6',
    );
    const file = await download(url);
    const sizes = await pageSizes(file.bytes);
    expect(pagesText(sizes.length)).toBe(pages);
    // 4x6: a label to a page, then a packing slip for each order.
    expect(sizes.length).toBe(LABELLED + LABELLED + 1);
    expect(sizes.every((s) => s.width === FOUR_BY_SIX.width && s.height === FOUR_BY_SIX.height)).toBe(true);
    await renderPage(file.bytes, 'print-06-a6-page-1');
    // The first packing slip, after the labels.
    await renderPage(file.bytes, 'print-06-a6-packing-slip', LABELLED + 1);
  }, 180_000);

  it('prints a pick list, always as a PDF', async () => {
    await selectThisRun();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const modal = dialog();
    await modal.getByText('Pick List', { exact: true }).click();
    await modal.getByText('A pick list is always a PDF.').waitFor();
    expect(await modal.getByRole('radio', { name: /^ZPL/ }).isDisabled()).toBe(true);
    await screenshot(page, 'print-07-pick-list-dialog');
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    const { url } = await readyFile(modal);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    const file = await download(url);
    expect(file.type).toBe('application/pdf');
    expect((await pageSizes(file.bytes)).length).toBeGreaterThanOrEqual(1);
    // Every order's brisket on one list.
    expect(await pdfText(file.bytes)).toContain('BRISKET-5');
    await renderPage(file.bytes, 'print-08-pick-list-page-1');
  }, 180_000);

  it('prints the manifest of the selected labels on 4x6 pages', async () => {
    await selectThisRun();
    await page.getByRole('button', { name: 'More print actions' }).click();
    await page.getByRole('menuitem', { name: 'Manifest', exact: true }).click();
    const modal = dialog();
    const { url } = await readyFile(modal);
    await modal.getByText(`${unlabelled.orderNumber}: No label yet`).waitFor();
    await screenshot(page, 'print-09-manifest-ready');
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    const file = await download(url);
    const sizes = await pageSizes(file.bytes);
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    expect(sizes.every((s) => s.width === FOUR_BY_SIX.width && s.height === FOUR_BY_SIX.height)).toBe(true);
    const text = (await pdfText(file.bytes)).replace(/\s+/g, '');
    for (const code of trackingCodes) expect(text).toContain(code);
    await renderPage(file.bytes, 'print-10-manifest-page-1');
  }, 180_000);

  it('prints ZPL for a thermal printer, 4x6 only', async () => {
    await selectThisRun();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const modal = dialog();
    await modal.getByText('Labels', { exact: true }).click();
    await modal.getByText('ZPL', { exact: true }).click();
    await modal.getByText('ZPL prints 4x6 only, for thermal printers (203 dpi).').waitFor();
    expect(await modal.getByRole('radio', { name: 'Letter (8.5x11 in)' }).isDisabled()).toBe(true);
    await screenshot(page, 'print-11-zpl-dialog');
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    const { url } = await readyFile(modal);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    const file = await download(url);
    const zpl = new TextDecoder().decode(file.bytes).trim();
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    // One label per labelled order.
    expect(zpl.match(/\^XA/g)?.length).toBe(LABELLED);
  }, 180_000);

  it('the Printed filter (labelPrinted) shows the orders whose labels were printed', async () => {
    await page.goto(`${appUrl}/orders`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await addFilterToken(page, `Order number ^ ${PREFIX}`);
    await addFilterToken(page, 'Printed = labelPrinted');
    await expect
      .poll(() => page.getByRole('checkbox', { name: new RegExp(`^Select order ${PREFIX}`) }).count(), {
        timeout: 30_000,
      })
      .toBe(LABELLED);
    for (const o of labelled) await page.getByRole('checkbox', { name: `Select order ${o.orderNumber}` }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Select order ${unlabelled.orderNumber}` }).count()).toBe(0);
    await screenshot(page, 'print-12-printed-filter');

    // The grid's printed and print date columns, as the server now answers them.
    const rows = (
      await api(page, 'POST', '/api/v1/orders/query', {
        filters: { text: [{ field: 'orderNumber', operator: 'startsWith', value: PREFIX }] },
        pageSize: 20,
      })
    ).body.items as { orderNumber: string; printed: string; printDate: string }[];
    expect(rows).toHaveLength(LABELLED + 1);
    for (const row of rows) {
      expect(row.printed, row.orderNumber).toBe(
        row.orderNumber === unlabelled.orderNumber ? 'packingSlipPrinted' : 'labelAndPackingSlipPrinted',
      );
      expect(row.printDate, row.orderNumber).not.toBe('');
    }
  }, 120_000);

  it('prints from the order editor: the dialog for this order, and its order summary PDF', async () => {
    const [order] = labelled;
    await page.goto(`${appUrl}/orders/${order!.id}`);
    await page.getByRole('heading', { name: `Edit order ${order!.orderNumber}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const modal = dialog();
    await modal.getByText('1 order: Labels + Packing Slips as PDF, A6 (4x6 in).').waitFor();
    await modal.getByText('Every selected order is included.').waitFor();
    await screenshot(page, 'print-13-editor-dialog');
    await modal.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('button', { name: 'More print actions' }).click();
    expect(await page.getByRole('menuitem', { name: 'Manifest', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Order summary PDF', exact: true }).click();
    const { url, pages } = await readyFile(modal);
    await screenshot(page, 'print-14-editor-order-pdf');
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    const file = await download(url);
    const sizes = await pageSizes(file.bytes);
    expect(pagesText(sizes.length)).toBe(pages);
    expect(sizes.every((s) => s.width === LETTER.width && s.height === LETTER.height)).toBe(true);
    expect(await pdfText(file.bytes)).toContain(order!.orderNumber);
    await renderPage(file.bytes, 'print-15-order-pdf-page-1');
  }, 120_000);
});
