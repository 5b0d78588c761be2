import { LB_PER_KG } from '#domain/units/units.rules';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const SAVED = 'Account settings saved.';

/**
 * accounts §3 account settings become the defaults of new shipments (orders §3 shipment options)
 * and the starting units of new products; orders §9 weight math counts the default dry ice.
 * The seeded stack is shared with the other browser tests: the settings are put back at the end.
 */
describe('accounts §3: the account settings are the defaults of a new order in the editor', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const toggle = (name: string) => page.getByRole('checkbox', { name, exact: true });
  const form = () => page.locator('form');
  /** The default 5 lb of dry ice as the editor shows it with kg as the account's weight unit (orders §9: 1 kg = 2.2046 lb). */
  const DRY_ICE_KG = 5 / LB_PER_KG;
  /** A shipment option checkbox of the editor (its name also carries the "Options" field label). */
  const option = (name: string) => form().getByRole('checkbox', { name: `${name} Options`, exact: true });
  const weightOf = async (n: number) => {
    const text = (await page.getByTestId(`shipment-${n}-weight`).textContent()) ?? '';
    const [value, unit] = text.trim().split(/\s+/);
    return { value: Number(value), unit };
  };

  async function openSettings() {
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    await toggle('Add dry ice to new shipments').waitFor({ state: 'attached' });
  }

  /** A Cloudscape Select: the option already selected is named differently, so it is only chosen when it changes. */
  async function chooseUnit(label: string, unit: string) {
    const trigger = page.getByLabel(label, { exact: true });
    if ((await trigger.textContent())?.trim() === unit) return;
    await trigger.click();
    await page.getByRole('option', { name: unit, exact: true }).click();
    await expect.poll(async () => (await trigger.textContent())?.trim()).toBe(unit);
  }

  async function saveSettings() {
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await page.getByText(SAVED).first().waitFor();
  }

  /** Dry ice and delivery confirmation off, lb: as seeded. */
  async function restoreSettings() {
    await openSettings();
    await toggle('Add dry ice to new shipments').uncheck();
    await toggle('Delivery confirmation').uncheck();
    await chooseUnit('Weight units', 'lb');
    if (await page.getByRole('button', { name: 'Save settings', exact: true }).isEnabled()) await saveSettings();
  }

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    // Put the seeded settings back even when a step above failed.
    try {
      if (page && (await toggle('Add dry ice to new shipments').count()) === 0) await restoreSettings();
      else if (
        page &&
        ((await toggle('Add dry ice to new shipments').isChecked()) ||
          (await toggle('Delivery confirmation').isChecked()))
      )
        await restoreSettings();
    } finally {
      await browser?.close();
    }
  });

  it('accounts §3: turns on "Add dry ice to new shipments" (5 lb), delivery confirmation and kg as weight units, and saves', async () => {
    await openSettings();
    expect(await toggle('Add dry ice to new shipments').isChecked()).toBe(false);
    await toggle('Add dry ice to new shipments').check();
    await page.getByLabel('Dry ice weight', { exact: true }).fill('5');
    await chooseUnit('Dry ice units', 'lb');
    await toggle('Delivery confirmation').check();
    await chooseUnit('Weight units', 'kg');
    await saveSettings();
    await screenshot(page, 'settings-defaults-01-saved');
  });

  it('orders §3: Create order starts its shipment with dry ice on (5 lb) and delivery confirmation; orders §9 weight counts the 5 lb', async () => {
    await page.goto(`${appUrl}/orders/new`);
    await page.getByRole('heading', { name: 'Create order', level: 1 }).waitFor();
    await page.getByTestId('shipment-1-weight').waitFor();
    expect(await option('Dry ice').isChecked()).toBe(true);
    expect(await page.getByLabel('Dry ice weight', { exact: true }).inputValue()).toBe('5');
    expect(await form().getByRole('button', { name: 'Options Dry ice unit lb', exact: true }).count()).toBe(1);
    expect(await option('Delivery confirmation').isChecked()).toBe(true);
    // An empty shipment weighs its dry ice alone, shown in the account's weight unit (kg).
    expect(await weightOf(1)).toEqual({ value: expect.closeTo(DRY_ICE_KG, 3), unit: 'kg' });

    // With a product and a box, turning the dry ice off takes exactly 5 lb away (orders §9).
    await form()
      .getByRole('button', { name: /Add product to shipment 1/ })
      .click();
    await page.getByRole('option').first().click();
    await form()
      .getByRole('button', { name: /Box of shipment 1/ })
      .click();
    await page.getByRole('option').first().click();
    await expect.poll(async () => (await weightOf(1)).value).toBeGreaterThan(DRY_ICE_KG);
    const withDryIce = (await weightOf(1)).value;
    await screenshot(page, 'settings-defaults-02-new-order-dry-ice');
    await option('Dry ice').uncheck();
    await expect.poll(async () => (await weightOf(1)).value).toBeCloseTo(withDryIce - DRY_ICE_KG, 3);
    await option('Dry ice').check();
    expect(await page.getByLabel('Dry ice weight', { exact: true }).inputValue()).toBe('5');
    await expect.poll(async () => (await weightOf(1)).value).toBeCloseTo(withDryIce, 3);
  });

  it('orders §3: "Add shipment" starts the second shipment with the same defaults', async () => {
    await page.getByRole('button', { name: 'Add shipment', exact: true }).click();
    await page.getByTestId('shipment-2-weight').waitFor();
    expect(await option('Dry ice').nth(1).isChecked()).toBe(true);
    expect(await option('Delivery confirmation').nth(1).isChecked()).toBe(true);
    expect(await weightOf(2)).toEqual({ value: expect.closeTo(DRY_ICE_KG, 3), unit: 'kg' });
    await page.getByTestId('shipment-2-weight').scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-defaults-03-added-shipment');
  });

  it('accounts §3 defaultWeightUnits: a new product starts in kg', async () => {
    // Leaving the unsaved order asks first (orders §4 form-change prompt): accept.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${appUrl}/products/create`);
    await page.getByRole('heading', { name: 'Create product', level: 1 }).waitFor();
    await page.getByLabel('Weight unit', { exact: true }).waitFor();
    expect(await page.getByLabel('Weight unit', { exact: true }).textContent()).toContain('kg');
    expect(await page.getByLabel('Length unit', { exact: true }).textContent()).toContain('in');
    await screenshot(page, 'settings-defaults-04-new-product-kg');
  });

  it('restores the seeded settings (dry ice and delivery confirmation off, lb); a new order then starts without dry ice', async () => {
    await restoreSettings();
    await page.reload();
    await toggle('Add dry ice to new shipments').waitFor({ state: 'attached' });
    expect(await toggle('Add dry ice to new shipments').isChecked()).toBe(false);
    expect(await toggle('Delivery confirmation').isChecked()).toBe(false);
    await page.goto(`${appUrl}/orders/new`);
    await page.getByTestId('shipment-1-weight').waitFor();
    expect(await option('Dry ice').isChecked()).toBe(false);
    expect(await weightOf(1)).toEqual({ value: 0, unit: 'lb' });
    expect(pageErrors).toEqual([]);
  });
});
