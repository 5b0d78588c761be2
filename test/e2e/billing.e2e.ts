import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, signedInPage } from './browser';
import { openFirstInvoicePdf } from './billing-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const member = inject('memberLogin');

describe('accounts §2, §4: Billing › Overview shows the balance, its chart and the invoice list', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const rows = () => page.locator('tbody tr');

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the side navigation with the balance figures, the chart and the invoices', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL('**/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    await page.getByRole('heading', { name: 'Balance over time' }).waitFor();
    await expect.poll(() => page.getByText('Loading invoices').count()).toBe(0);
    expect(await rows().count()).toBeGreaterThan(1);
    await screenshot(page, 'billing-01-overview');
  });

  it('filters by invoice type and by the date presets', async () => {
    const filter = page.getByPlaceholder('Filter invoices');
    await filter.click();
    await filter.fill('Invoice type = Account refill');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Loading invoices').count()).toBe(0);
    await expect
      .poll(async () =>
        (await page.locator('tbody tr td:nth-child(3)').allTextContents()).every((t) => t === 'Account refill'),
      )
      .toBe(true);
    expect(await rows().count()).toBeGreaterThan(0);
    await screenshot(page, 'billing-02-filtered');
  });

  it('opens an invoice as a PDF', async () => {
    const pdf = await openFirstInvoicePdf(page);
    expect(pdf.contentType).toContain('pdf');
    expect(pdf.head).toBe('%PDF-');
    expect(pageErrors).toEqual([]);
  });
});

describe('accounts §6: a member without view_billing_activity sees no invoices', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, member));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the permission fallback on Billing', async () => {
    await page.goto(`${appUrl}/billing`);
    await page.getByText('Your team permissions do not include viewing billing activity.').waitFor();
    expect(await page.getByText('Invoices', { exact: true }).count()).toBe(0);
    await screenshot(page, 'billing-03-member-fallback');
  });
});
