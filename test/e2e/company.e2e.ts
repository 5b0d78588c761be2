import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** A 2×2 red PNG: a real image the browser shows and pdf-lib embeds. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4ISd3Qk6OAUIBAB8mBBG4glMAAAAAAElFTkSuQmCC',
  'base64',
);

describe('accounts §3, §5: Settings › Company profile and logo', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    // The other files' packing slips stay as the seed left them.
    if (page) await api(page, 'DELETE', '/api/v1/company/logo').catch(() => {});
    await browser?.close();
  });

  it('checks the four fields with the spec’s messages and saves them', async () => {
    await page.goto(`${appUrl}/settings/company`);
    await page.getByRole('heading', { name: 'Company profile', level: 1 }).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Hill Country Smokehouse');
    await page.getByLabel('Company email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Company phone', { exact: true }).fill('512-555-0100');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid email').count()).toBeGreaterThan(0);
    await page.getByLabel('Company email', { exact: true }).fill('hello@hillcountry.example');
    await page.getByLabel('Website', { exact: true }).fill('https://hillcountry.example');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Company profile saved.').waitFor();
    const saved = (await api(page, 'GET', '/api/v1/company')).body;
    expect(saved).toMatchObject({ companyEmail: 'hello@hillcountry.example', saved: true });
    await screenshot(page, 'company-01-saved');
  });

  it('refuses a file that is not an image, then uploads a PNG logo and shows it', async () => {
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('The logo must be a PNG or JPEG image.').waitFor();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo saved. It now heads your packing slips and tracking page.').waitFor();
    const img = page.getByRole('img', { name: 'Company logo' });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);
    await screenshot(page, 'company-02-logo');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByText('Logo removed.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
