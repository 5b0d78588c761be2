import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * A visitor prices a 12×10×8 in, 3 lb parcel from Austin to New York on the public calculator (accounts §3
 * Rate estimate), passing the local human check, and waits for the quotes; returns the quote rows.
 */
export async function priceParcel(page: Page) {
  await page.getByLabel('From ZIP').fill('78701');
  await page.getByLabel('To ZIP or postal code').fill('10001');
  await page.getByLabel('Length').fill('12');
  await page.getByLabel('Width').fill('10');
  await page.getByLabel('Height').fill('8');
  await page.getByLabel('Weight', { exact: true }).fill('3');
  // The human check (accounts §4): the local stand-in of the widget.
  await page.getByLabel('I am human').check();
  await page.getByRole('button', { name: 'Compare rates' }).click();
  const rows = page.locator('.calculator-table tbody tr');
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(3);
  return rows;
}
