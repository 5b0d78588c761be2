import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '#domain/validation/messages';
import { HUMAN_CHECK_NOT_VALIDATED } from '#domain/rate-estimates/rate-estimate.schema';
import { screenshot, openPage } from './browser';
import { priceParcel } from './calculator-steps';

const appUrl = inject('appUrl');

/**
 * Issue 26 acceptance (the rate calculator, accounts §3 Rate estimate, §5): a visitor without an account
 * prices a parcel on the public site and sees every carrier's quote, cheapest first, with the saving against
 * the carrier's retail price; bad input shows the spec's messages.
 */
describe('rate calculator: a visitor prices a parcel without an account', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));
    await page.goto(`${appUrl}/calculator`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("bad input shows the spec's messages and asks no carrier", async () => {
    await page.getByLabel('From ZIP').fill('787');
    await page.getByLabel('To ZIP or postal code').fill('abcde');
    await page.getByLabel('Weight', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Compare rates' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('Please Address Following Issues:');
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(`From ZIP: ${MESSAGES.tooShort}`);
    expect(text).toContain(`To ZIP or postal code: ${MESSAGES.invalidZip}`);
    expect(text).toContain(`Weight: ${MESSAGES.positive}`);
    expect(text).toContain(`Length: ${MESSAGES.required}`);
    await screenshot(page, 'calculator-invalid');
  });

  it('a parcel from Austin to New York shows every quote cheapest first, with the savings highlighted', async () => {
    await priceParcel(page);
    const prices = await page
      .locator('.calculator-table td.calculator-price')
      .allTextContents()
      .then((all) => all.map((p) => Number(p.replace(/[$,]/g, ''))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await page.locator('.calculator-saving').count()).toBeGreaterThan(0);
    expect(await page.getByText(/Save up to \$\d/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Start free' }).last().getAttribute('href')).toBe('/sign-up');
    await screenshot(page, 'calculator-quotes');
    // Its token is spent: the widget asks again for the next quote.
    expect(await page.getByLabel('I am human').isChecked()).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('a human check the provider refuses shows its message beside the widget, and no new quote', async () => {
    await page.getByRole('button', { name: 'fail it' }).click();
    await page.getByRole('button', { name: 'Compare rates' }).click();
    await expect.poll(() => page.getByText(HUMAN_CHECK_NOT_VALIDATED).count()).toBe(1);
    await screenshot(page, 'calculator-human-check');
    expect(pageErrors).toEqual([]);
  });
});
