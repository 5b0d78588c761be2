import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ORDER_ISSUES, ORDER_ISSUES_HEADING } from '../../shared/domain/orders/order-submit.rules';
import { MESSAGES, OUR_MESSAGES } from '../../shared/domain/validation/messages';
import { launchBrowser, screenshot } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const ORDER_NUMBER = `E2E-${RUN}`;
const FILTER_NAME = `E2E filter ${RUN}`;
const BATCH = `B-${RUN}`;
const IMPORT_ROWS = 500;
/** Sheet rows (header = 1) made bad on purpose, with the field and message each must report. */
const BAD_ROWS: Record<number, { field: string; message: string; patch: Record<string, string> }> = {
  7: { field: 'zip', message: MESSAGES.invalidZip, patch: { Zip: 'ABCDE' } },
  250: { field: 'quantity', message: MESSAGES.quantityPositive, patch: { Qty: '0' } },
  499: { field: 'state', message: MESSAGES.invalidState, patch: { State: 'ZZ' } },
};

/** A 500-row order sheet: one line per order, three rows broken as BAD_ROWS says. */
function importCsv(): string {
  const header = ['Order Number', 'Order Date', 'SKU', 'Product Title', 'Qty', 'Price', 'Weight', 'Recipient Name', 'Address', 'City', 'State', 'Zip', 'Country', 'Batch Number'];
  const lines = [header.join(',')];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const sheetRow = i + 2;
    const row: Record<string, string> = {
      'Order Number': `IMP-${RUN}-${String(i).padStart(3, '0')}`,
      'Order Date': '11/20/2026',
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
  let context: BrowserContext;
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
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 960 }, acceptDownloads: true });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
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
    const lines = (await page.getByRole('list', { name: 'Issues' }).getByRole('listitem').allTextContents()).map((l) => l.trim());
    expect(lines).toEqual(expect.arrayContaining([ORDER_ISSUES.orderNumberRequired, ORDER_ISSUES.recipientInvalid, ORDER_ISSUES.productInvalid, ORDER_ISSUES.boxRequired, ORDER_ISSUES.parcelWeight]));
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
    await expect.poll(async () => Number((await page.getByTestId('shipment-1-weight').textContent())?.split(' ')[0])).toBeGreaterThan(0);
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
    const toggle = (label: string) => prefs.locator('li').filter({ has: page.getByText(label, { exact: true }) }).locator('input[type="checkbox"]');
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

  it('issue 4 §5: imports a 500-row CSV and reports the 3 bad rows by row and field', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/orders/import');
    await page.locator('input[type="file"]').setInputFiles({ name: `orders-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(importCsv()) });
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
    const errorTable = page.locator('table').filter({ hasText: 'Message' }).first();
    const rows = (await errorTable.locator('tbody tr').allTextContents()).map((t) => t.trim());
    for (const [row, bad] of Object.entries(BAD_ROWS)) {
      expect(rows.some((r) => r.startsWith(`${row}${bad.field}`) && r.includes(bad.message)), `row ${row} ${bad.field}`).toBe(true);
    }
    await screenshot(page, 'orders-12-import-results');
  });

  it('issue 4 §5: exports the filtered view as CSV', async () => {
    await page.getByRole('button', { name: 'View orders', exact: true }).click();
    await page.waitForURL('**/orders');
    await waitForGrid();
    await addFilterToken(`Batch = ${BATCH}`);
    await expect.poll(() => tableRows().count()).toBe(50);
    await screenshot(page, 'orders-13-export-filtered');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export view', exact: true }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(IMPORT_ROWS - Object.keys(BAD_ROWS).length + 1);
    expect(lines.slice(1).every((l) => l.includes(BATCH))).toBe(true);
    expect(csv).toContain(`IMP-${RUN}-000`);
    expect(csv).not.toContain(ORDER_NUMBER + ',');
    expect(pageErrors).toEqual([]);
  });
});
