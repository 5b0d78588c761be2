import type { Page } from 'playwright-core';

/**
 * The onboarding wizard's steps as a merchant fills them (accounts §5 Onboarding), shared by the wizard's own
 * browser test and the front-door chain (calculator → sign-up → onboarding → rated first order).
 */

/** A 1×1 PNG. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();

export async function uploadCompanyLogo(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await page.getByRole('img', { name: 'Company logo' }).waitFor();
}

export async function fillFirstWarehouse(page: Page): Promise<void> {
  await page.getByLabel('Warehouse name', { exact: true }).fill('Austin Kitchen');
  await page.getByLabel('Phone', { exact: true }).fill('512-555-0100');
  await page.getByLabel('Street', { exact: true }).fill('1100 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('State', { exact: true }).click();
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await page.getByLabel('Zip code', { exact: true }).fill('78701');
}

export async function fillShippingSchedule(page: Page): Promise<void> {
  await page.getByLabel('Time zone', { exact: true }).click();
  await page.getByRole('option', { name: /^Eastern/ }).click();
  await page.getByLabel('Saturday', { exact: true }).check();
}

export async function preferSpecificServices(page: Page): Promise<void> {
  await page.getByText('I prefer specific services').click();
}

export async function choosePreferredService(page: Page): Promise<void> {
  await page.getByLabel('Preferred services', { exact: true }).click();
  await page.getByRole('option', { name: /UPS Ground/ }).click();
  await page.keyboard.press('Escape');
}

/** From "Connect a store": skip the store and the funds, then create the sample order and wait for its rates. */
export async function skipToRatedSampleOrder(page: Page, shot?: (name: string) => Promise<void>): Promise<number> {
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await stepHeading(page, 'Add funds');
  await shot?.('funds');
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await stepHeading(page, 'First order');
  await page.getByText('to Austin, TX 78704').waitFor();
  await shot?.('first-order');
  await page.getByRole('button', { name: 'Create a sample order' }).click();
  await page.waitForURL(/\/orders\/[^/]+$/);
  await page.getByRole('heading', { name: 'Rates and labels' }).waitFor();
  await page.getByRole('columnheader', { name: 'Price' }).first().waitFor();
  return page.getByRole('row').count();
}
