import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The page header's "Balance $1,234.56", as cents. */
export async function balanceCents(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^Balance \$/)
      .first()
      .textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** Billing › Payment methods' Add funds: the method whose label matches, the amount as typed. */
export async function addFunds(page: Page, method: RegExp, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay with' }).click();
  await page.getByRole('option', { name: method }).first().click();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Add funds', exact: true }).click();
}

/** Opens the first invoice's PDF from the invoice list and returns its first bytes' text. */
export async function openFirstInvoicePdf(page: Page): Promise<{ contentType: string | null; head: string }> {
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: /View PDF of invoice/ })
    .first()
    .click();
  const pdf = await popup;
  const res = await fetch(pdf.url());
  const head = new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5));
  await pdf.close();
  return { contentType: res.headers.get('content-type'), head };
}

/** Billing › Overview's balance figure, in cents (once it has loaded). */
export async function billingBalanceCents(page: Page): Promise<number> {
  const figure = page.getByTestId('balance-total');
  await expect.poll(() => figure.textContent()).toMatch(/^-?\$[\d,]+\.\d\d$/);
  return Math.round(Number(((await figure.textContent()) ?? '').replace(/[^0-9.-]/g, '')) * 100);
}
