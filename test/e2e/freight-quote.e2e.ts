import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FREIGHT_BOOK_MESSAGES } from '#api/freight-bookings';
import { FREIGHT_MESSAGES } from '#domain/freight/freight-request.rules';
import { MESSAGES } from '#domain/validation/messages';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/**
 * Issue 27 (orders §1 freight quote screen, §3 freight quote and piece, §5 piece checks, §9 accessorial
 * codes): the merchant opens Orders › Freight, is told what a piece is missing, quotes a two-pallet Frozen
 * shipment with lift gate (12) and residential (14) delivery, and sees every reefer carrier's offer with its
 * SCAC, charges, transit and expiry; Book opens the quote's own page.
 */
describe('freight quote: a two-pallet Frozen LTL shipment', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const field = (label: string) => page.getByLabel(label, { exact: true });

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens Freight from the Orders navigation', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Freight', exact: true }).click();
    await page.waitForURL('**/freight');
    await page.getByRole('heading', { name: 'Freight quote', level: 1 }).waitFor();
  });

  it('orders §5: a piece without its commodity or weight, and a non-US destination, are refused by field', async () => {
    await field('Destination ZIP code').fill('M5V 2T6');
    await page.getByRole('button', { name: 'Get quotes', exact: true }).click();
    // The empty origin ZIP and the Canadian destination ZIP are both named.
    await page.getByText(FREIGHT_MESSAGES.zip, { exact: true }).first().waitFor();
    expect(await page.getByText(FREIGHT_MESSAGES.zip, { exact: true }).count()).toBe(2);
    await page.getByText(MESSAGES.required, { exact: true }).first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('quotes two Frozen pallets with lift gate (12) and residential (14)', async () => {
    await field('Origin street').fill('1100 Congress Ave');
    await field('Origin city').fill('Austin');
    await field('Origin state').fill('TX');
    await field('Origin ZIP code').fill('78701');
    await field('Destination street').fill('2500 Victory Ave');
    await field('Destination city').fill('Dallas');
    await field('Destination state').fill('TX');
    await field('Destination ZIP code').fill('75219');
    await field('Contact name').fill('Dock Manager');
    await field('Value of goods ($)').fill('6500');
    await field('Pallets').fill('2');
    await field('Pieces').fill('12');
    await field('Commodity').fill('Frozen seafood');
    await field('Height').fill('50');
    await field('Weight per pallet (lb)').fill('900');
    // The class helper: density from the pallet as measured, by both tables, the one in force applied.
    await page.getByRole('button', { name: 'Calculate class', exact: true }).click();
    await page.getByRole('dialog').getByText('NMFC 13-level density scale').waitFor();
    await page.getByRole('dialog').getByText('Legacy 18-class density scale').waitFor();
    await screenshot(page, 'freight-quote-01-class-helper');
    await page.getByRole('button', { name: /^Use class / }).click();
    await page.getByText('Frozen (−10 to 0 °F)', { exact: true }).click();
    await page.getByText('Lift gate delivery (12)', { exact: true }).click();
    await page.getByText('Residential delivery (14)', { exact: true }).click();
    await page.getByRole('button', { name: 'Get quotes', exact: true }).click();

    const results = page.getByRole('table').first();
    await results.getByText('Keystone Cold Freight').waitFor();
    for (const scac of ['SMFL', 'HXLT', 'KCFX']) await results.getByText(scac, { exact: true }).waitFor();
    await page.getByText('Prairie Transport: no reefer equipment for Frozen loads').waitFor();
    await expect.poll(() => results.getByText(/^23 h \d+ min$/).count()).toBe(3);
    await expect.poll(() => results.getByRole('button', { name: /^Book / }).count()).toBe(3);
    await page.getByText('2 pallets, 1800 lb, 78701 → 75219', { exact: false }).waitFor();
    await screenshot(page, 'freight-quote-02-results');
    expect(pageErrors).toEqual([]);
  });

  it('Book opens the quote’s own page with the offer chosen', async () => {
    await page.getByRole('button', { name: 'Book Keystone Cold Freight', exact: true }).click();
    await page.waitForURL(/\/freight\/quotes\/[^/?]+\?offer=KCFX-/);
    await page.getByRole('heading', { name: 'Book freight', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Keystone Cold Freight', level: 2 }).waitFor();
  });

  it('books the offer once: PRO number, bill of lading and pallet labels, the freight and accessorial charges', async () => {
    // The bill of lading needs both contacts: the route names the missing ones.
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByText(FREIGHT_BOOK_MESSAGES.contactName, { exact: true }).first().waitFor();
    await field('Shipper contact').fill('Dock Manager');
    await field('Shipper phone').fill('512-555-0147');
    await field('Consignee contact').fill('Receiving');
    await field('Consignee phone').fill('214-555-0199');
    await field('Reference (order or PO number)').fill('PO-7731');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByRole('heading', { name: 'Booked with Keystone Cold Freight', level: 2 }).waitFor();
    await page.getByText('PRO number', { exact: true }).waitFor();
    const charges = page.getByRole('table').last();
    await charges.getByText('Freight', { exact: true }).first().waitFor();
    await expect
      .poll(() => charges.getByText('Freight accessorial', { exact: true }).count())
      .toBeGreaterThanOrEqual(2);
    await screenshot(page, 'freight-quote-03-booked');

    const bol = page.getByRole('link', { name: 'Bill of lading' });
    const href = (await bol.getAttribute('href'))!;
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const bolPage = await page.context().newPage();
    await bolPage.goto(href);
    await bolPage.waitForTimeout(1500);
    await screenshot(bolPage, 'freight-quote-04-bill-of-lading');
    await bolPage.close();

    // Reloading the page shows the booking, never a second Book.
    await page.reload();
    await page.getByRole('heading', { name: 'Booked with Keystone Cold Freight', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Book', exact: true }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('Freight lists the booking with its PRO, which opens the booking again', async () => {
    await page.goto(`${appUrl}/freight`);
    const shipments = page.getByRole('table').filter({ hasText: 'Keystone Cold Freight (KCFX)' });
    await shipments.waitFor();
    await shipments
      .getByRole('link', { name: /^\d{10}$/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Booked with Keystone Cold Freight', level: 2 }).waitFor();
  });

  it('the booking shows the PRO’s tracking events (status, time, place), read again while the shipment moves', async () => {
    // The tracking schedule records the carrier's first scan within a run or two; the page picks it up on its own.
    const tracking = page.getByRole('table').filter({ hasText: 'Shipment booked, pickup scheduled' });
    await tracking.waitFor({ timeout: 60_000 });
    await tracking.getByText('Austin, TX', { exact: true }).first().waitFor();
    await screenshot(page, 'freight-quote-06-tracking');
    expect(pageErrors).toEqual([]);
  });

  it('accounts §4: Billing lists the freight accessorial invoices', async () => {
    await page.goto(`${appUrl}/billing`);
    await page.getByText('Freight accessorial').first().waitFor();
    await screenshot(page, 'freight-quote-05-billing');
  });
});
