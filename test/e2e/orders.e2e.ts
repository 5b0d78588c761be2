import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ORDER_ISSUES, ORDER_ISSUES_HEADING } from '#domain/orders/order-submit.rules';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { screenshot, openPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const ORDER_NUMBER = `E2E-${RUN}`;
const FILTER_NAME = `E2E filter ${RUN}`;
const BATCH = `B-${RUN}`;
const IMPORT_ROWS = 500;
/** Today as MM/DD/YYYY (orders §9): never inside "Last Month", whatever day the suite runs. */
const TODAY = new Date().toISOString().replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1');
/** Sheet rows (header = 1) made bad on purpose, with the field and message each must report. */
const BAD_ROWS: Record<number, { field: string; message: string; patch: Record<string, string> }> = {
  7: { field: 'zip', message: MESSAGES.invalidZip, patch: { Zip: 'ABCDE' } },
  250: { field: 'quantity', message: MESSAGES.quantityPositive, patch: { Qty: '0' } },
  499: { field: 'state', message: MESSAGES.invalidState, patch: { State: 'ZZ' } },
};

/** A 500-row order sheet: one line per order, three rows broken as BAD_ROWS says. */
function importCsv(): string {
  const header = [
    'Order Number',
    'Order Date',
    'SKU',
    'Product Title',
    'Qty',
    'Price',
    'Weight',
    'Recipient Name',
    'Address',
    'City',
    'State',
    'Zip',
    'Country',
    'Batch Number',
  ];
  const lines = [header.join(',')];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const sheetRow = i + 2;
    const row: Record<string, string> = {
      'Order Number': `IMP-${RUN}-${String(i).padStart(3, '0')}`,
      'Order Date': TODAY,
      SKU: `SKU-${i % 7}`,
      'Product Title': `Smoked salmon ${i % 7}`,
      Qty: String(1 + (i % 3)),
      Price: '24.50',
      Weight: '1.25',
      'Recipient Name': `Customer ${i}`,
      Address: `${100 + i} Congress Ave`,
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      Country: 'US',
      'Batch Number': BATCH,
      ...(BAD_ROWS[sheetRow]?.patch ?? {}),
    };
    lines.push(header.map((h) => row[h]).join(','));
  }
  return `${lines.join('\n')}\n`;
}

describe('issue 4 acceptance: orders grid, editor, import and export in the browser', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  /** Data rows only: each has its order-number link (the empty state has none). */
  const tableRows = () => page.locator('tbody tr').filter({ has: page.locator('a[href^="/orders/"]') });
  const waitForGrid = async () => {
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Loading orders').count(), { timeout: 20_000 }).toBe(0);
  };
  const addFilterToken = async (text: string) => {
    const input = page.getByPlaceholder(/^Filter orders by/);
    await input.click();
    await input.fill(text);
    // Let the suggestions settle so Enter takes the typed token, not a highlighted suggestion.
    await page.waitForTimeout(300);
    await input.press('Enter');
  };

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors, {
      viewport: { width: 1440, height: 960 },
      acceptDownloads: true,
    }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  // A failed step leaves a picture of where it stopped.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `orders-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => undefined,
      );
  });

  it('orders §2: signs in and lands on the orders grid', async () => {
    await page.goto(`${appUrl}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(login.email);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/orders');
    await waitForGrid();
    await screenshot(page, 'orders-01-grid');
  });

  it('orders §5: the editor shows the notice with the spec lines first, then saves the fixed order', async () => {
    // The header's button (an empty grid shows a second one).
    await page.getByRole('button', { name: 'Create order', exact: true }).first().click();
    await page.waitForURL('**/orders/new');
    await page.getByRole('heading', { name: 'Create order', level: 1 }).waitFor();
    await page.locator('form').getByRole('button', { name: 'Create order', exact: true }).click();

    await page.getByText(ORDER_ISSUES_HEADING, { exact: true }).waitFor();
    const lines = (await page.getByRole('list', { name: 'Issues' }).getByRole('listitem').allTextContents()).map((l) =>
      l.trim(),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        ORDER_ISSUES.orderNumberRequired,
        ORDER_ISSUES.recipientInvalid,
        ORDER_ISSUES.productInvalid,
        ORDER_ISSUES.boxRequired,
        ORDER_ISSUES.parcelWeight,
      ]),
    );
    expect(page.url()).toMatch(/\/orders\/new$/);
    await screenshot(page, 'orders-02-editor-notice');

    const form = page.locator('form');
    await form.getByLabel('Order number', { exact: true }).fill(ORDER_NUMBER);
    await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Address', { exact: true }).fill('100 Congress Ave');
    await form.getByLabel('City', { exact: true }).fill('Austin');
    await form.getByLabel('State', { exact: true }).click();
    await page.getByRole('option', { name: 'Texas (TX)' }).click();
    await form.getByLabel('Zip code', { exact: true }).fill('78701');

    // Products come from the search endpoint (first page of 20, more on scroll).
    await form.getByRole('button', { name: /Add product to shipment 1/ }).click();
    const firstProduct = page.getByRole('option').first();
    await firstProduct.waitFor();
    await firstProduct.click();
    await form.getByRole('button', { name: /Box of shipment 1/ }).click();
    await page.getByRole('option').first().click();
    await expect
      .poll(async () => Number((await page.getByTestId('shipment-1-weight').textContent())?.split(' ')[0]))
      .toBeGreaterThan(0);

    // issue 5: "Pack for me" picks the box among the flagged ones and draws the packing layer by layer.
    await form.getByRole('button', { name: 'Pack for me', exact: true }).click();
    await page.getByText(/^Packed into 1 box\./).waitFor();
    await page.getByTestId('packing-layer').first().waitFor();
    expect(await page.getByTestId('packing-layer').count()).toBeGreaterThan(0);
    await screenshot(page, 'orders-03a-packed-for-me');

    // orders §7: the address check keeps or replaces the address; the score shows divided by 10 with its band.
    await form.getByRole('button', { name: 'Validate address', exact: true }).click();
    await page
      .getByText(/^Address (validated and updated|kept as entered)/)
      .first()
      .waitFor();
    expect(await form.getByLabel('City', { exact: true }).inputValue()).toMatch(/austin/i);
    await form.getByRole('button', { name: 'Confidence score', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('confidence-score').textContent())
      .toMatch(/^Confidence score \d+(\.\d+)?( · band [\d.-]+)? · .+ Risk$/);
    await screenshot(page, 'orders-03-editor-filled');

    await form.getByRole('button', { name: 'Create order', exact: true }).click();
    await page.waitForURL(/\/orders\/(?!new)[^/]+$/);
    await page.getByText(`Order ${ORDER_NUMBER} created.`).waitFor();
    await page.getByRole('heading', { name: `Edit order ${ORDER_NUMBER}`, level: 1 }).waitFor();
    await page.getByText(`Order ${ORDER_NUMBER} created`, { exact: true }).waitFor();
    await screenshot(page, 'orders-04-order-saved-with-activity');
  });

  it('orders §2, §5: filters the grid and saves the filter; a duplicate name is refused', async () => {
    await page.goto(`${appUrl}/orders`);
    await waitForGrid();
    await addFilterToken(`Order number = ${ORDER_NUMBER}`);
    await expect.poll(() => tableRows().count()).toBe(1);
    await tableRows().first().getByRole('link', { name: ORDER_NUMBER }).waitFor();
    await screenshot(page, 'orders-05-filtered');

    await page.getByRole('button', { name: 'Save filter', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Save filter' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(MESSAGES.required).waitFor();
    await dialog.getByLabel('Filter name').fill(FILTER_NAME);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Filter ${FILTER_NAME} saved.`).waitFor();

    await page.getByRole('button', { name: 'Save filter', exact: true }).click();
    await dialog.getByLabel('Filter name').fill(FILTER_NAME);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(OUR_MESSAGES.duplicateFilterName).waitFor();
    await screenshot(page, 'orders-06-duplicate-filter-name');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Cleared, then applied again from the saved list.
    await page.getByRole('button', { name: 'Reset filters', exact: true }).click();
    await expect.poll(() => tableRows().count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: /Saved filter/ }).click();
    await page.getByRole('option', { name: FILTER_NAME }).click();
    await expect.poll(() => tableRows().count()).toBe(1);
    await screenshot(page, 'orders-07-saved-filter-applied');
    await page.getByRole('button', { name: 'Reset filters', exact: true }).click();
  });

  it('orders §2: visible columns and page size are kept after a reload', async () => {
    await page.getByRole('button', { name: 'Preferences', exact: true }).click();
    const prefs = page.getByRole('dialog').filter({ hasText: 'Page size' });
    await prefs.getByText('50 orders', { exact: true }).click();
    // The column toggles carry no accessible name: find them by their row's label.
    const toggle = (label: string) =>
      prefs
        .locator('li')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('input[type="checkbox"]');
    await toggle('Zip code').check();
    await toggle('Warehouse').uncheck();
    await screenshot(page, 'orders-08-preferences');
    await prefs.getByRole('button', { name: 'Confirm', exact: true }).click();

    const headers = () => page.locator('table').first().locator('thead th').allTextContents();
    await expect.poll(async () => (await headers()).some((h) => h.includes('Zip code'))).toBe(true);

    await page.reload();
    await waitForGrid();
    const after = await headers();
    expect(after.some((h) => h.includes('Zip code'))).toBe(true);
    expect(after.some((h) => h.trim().startsWith('Warehouse'))).toBe(false);
    await page.getByRole('button', { name: 'Preferences', exact: true }).click();
    expect(await page.getByRole('dialog').getByRole('radio', { name: '50 orders' }).isChecked()).toBe(true);
    await screenshot(page, 'orders-09-preferences-after-reload');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).first().click();
  });

  it('orders §7: an XLSX workbook is read from its first sheet, strings trimmed, with a mapped preview', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Orders');
    first.addRow(['Order Number', 'Qty', 'SKU', 'Zip']);
    first.addRow([`  XL-${RUN}  `, 2, ' SKU-1 ', '78701']);
    first.addRow([`XL-${RUN}-B`, 1, 'SKU-2', 'ABCDE']);
    workbook.addWorksheet('Notes').addRow(['Not an order sheet', 'at all']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/orders/import');
    await page.locator('input[type="file"]').setInputFiles({
      name: `orders-${RUN}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByText('2 rows and 4 columns read.').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const preview = page.locator('table').filter({ hasText: 'Check' }).first();
    await preview.getByRole('cell', { name: `XL-${RUN}`, exact: true }).waitFor();
    await preview.getByRole('cell', { name: 'SKU-1', exact: true }).waitFor();
    // The preview runs the import's own row checks before anything is sent.
    await preview.getByText(`zip: ${MESSAGES.invalidZip}`).waitFor();
    await screenshot(page, 'orders-09b-xlsx-preview');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL('**/orders');
    await waitForGrid();
  });

  it('issue 4 §5: imports a 500-row CSV and reports the 3 bad rows by row and field', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/orders/import');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `orders-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(importCsv()) });
    await page.getByText(`${IMPORT_ROWS} rows and 14 columns read.`).waitFor();
    await screenshot(page, 'orders-10-import-upload');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Column mapping' }).waitFor();
    // Auto-suggested from the headers: "Qty" → Quantity, "Address" → Address 1.
    await page.getByRole('heading', { name: /Preview/ }).waitFor();
    await screenshot(page, 'orders-11-import-mapping');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('button', { name: 'Start import', exact: true }).click();
    await page.getByText('Import finished', { exact: true }).first().waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('import-failed').textContent()).toBe(String(Object.keys(BAD_ROWS).length));
    // One order per row; an order whose only row is bad never starts, so the donut counts the 497 others.
    await page.getByRole('application', { name: 'Orders in this file by outcome' }).waitFor();
    expect(
      await page.getByText(String(IMPORT_ROWS - Object.keys(BAD_ROWS).length), { exact: true }).count(),
    ).toBeGreaterThan(0);
    const errorTable = page.locator('table').filter({ hasText: 'Message' }).first();
    const rows = (await errorTable.locator('tbody tr').allTextContents()).map((t) => t.trim());
    for (const [row, bad] of Object.entries(BAD_ROWS)) {
      expect(
        rows.some((r) => r.startsWith(`${row}${bad.field}`) && r.includes(bad.message)),
        `row ${row} ${bad.field}`,
      ).toBe(true);
    }
    await screenshot(page, 'orders-12-import-results');
    await page.getByRole('button', { name: 'View orders', exact: true }).click();
    await page.waitForURL('**/orders');
    await waitForGrid();
  });

  it('orders §5: bulk actions on the selection report their results; bulk edit needs a field', async () => {
    // 000…009 less 005, the bad-zip row that was not imported.
    await addFilterToken(`Order number ^ IMP-${RUN}-00`);
    await expect.poll(() => tableRows().count()).toBe(9);
    await page.getByRole('checkbox', { name: `Select order IMP-${RUN}-000` }).check();
    await page.getByRole('checkbox', { name: `Select order IMP-${RUN}-001` }).check();

    await page.getByRole('button', { name: 'Bulk actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add tags', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Add tags' });
    await dialog.getByPlaceholder('e.g. frozen').fill('frozen');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('2 orders tagged.').waitFor();
    await expect.poll(() => tableRows().filter({ hasText: 'frozen' }).count()).toBe(2);

    await page.getByRole('checkbox', { name: `Select order IMP-${RUN}-002` }).check();
    await page.getByRole('button', { name: 'Bulk actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Bulk edit', exact: true }).click();
    const edit = page.getByRole('dialog').filter({ hasText: 'Bulk edit' });
    await edit.getByRole('button', { name: 'Apply', exact: true }).click();
    await edit.getByText(OUR_MESSAGES.atLeastOne('field')).waitFor();
    await screenshot(page, 'orders-13a-bulk-edit-needs-a-field');
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('button', { name: 'Bulk actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Archive', exact: true }).click();
    await page.getByText('1 order archived.').waitFor();
    await expect.poll(() => tableRows().count()).toBe(8);
    await page
      .getByRole('radio', { name: 'Archived' })
      .or(page.getByRole('button', { name: 'Archived', exact: true }))
      .first()
      .click();
    await expect.poll(() => tableRows().count()).toBe(1);
    await screenshot(page, 'orders-13b-archived-view');
    await page.getByRole('button', { name: 'Reset filters', exact: true }).click();
  });

  it('orders §2, §9: the date presets filter by order date; no match shows its own state', async () => {
    await addFilterToken(`Batch = ${BATCH}`);
    await expect.poll(() => tableRows().count()).toBeGreaterThan(1);
    const lastMonth = page
      .getByRole('radio', { name: 'Last Month' })
      .or(page.getByText('Last Month', { exact: true }))
      .first();
    // The property filter's suggestions may still be open: the first click can only close them.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        await page.getByText('Any date', { exact: true }).click();
        return lastMonth.isVisible();
      })
      .toBe(true);
    // The import dated every order today; last month (merchant timezone) holds none of them.
    await lastMonth.click();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('No matches', { exact: true }).waitFor();
    await screenshot(page, 'orders-13c-date-preset-no-match');
    await page.getByRole('button', { name: 'Reset filters', exact: true }).click();
    await expect.poll(() => tableRows().count()).toBeGreaterThan(1);
  });

  it('issue 4 §5: exports the filtered view as CSV', async () => {
    await addFilterToken(`Batch = ${BATCH}`);
    await expect.poll(() => tableRows().count()).toBe(50);
    await screenshot(page, 'orders-13-export-filtered');

    // orders §2 server-side pages: forward through the next cursor, back through the kept one.
    const firstOnPage = () => tableRows().first().getByRole('link').textContent();
    const pageOne = await firstOnPage();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(firstOnPage).not.toBe(pageOne);
    expect(await tableRows().count()).toBe(50);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(firstOnPage).toBe(pageOne);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export view', exact: true }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    // One archived by the bulk step leaves the active view.
    expect(lines).toHaveLength(IMPORT_ROWS - Object.keys(BAD_ROWS).length - 1 + 1);
    expect(lines.slice(1).every((l) => l.includes(BATCH))).toBe(true);
    expect(csv).toContain(`IMP-${RUN}-000`);
    expect(csv).not.toContain(ORDER_NUMBER + ',');
    expect(pageErrors).toEqual([]);
  });
});
