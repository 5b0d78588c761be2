import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { TRACKING_EMAIL_STATUSES } from '#domain/statuses/tracking-email-status.constants';
import {
  TRACKING_EMAIL_STATUS_LABELS,
  defaultNotificationTemplate,
} from '#domain/tracking/notification-template-defaults.rules';
import { MESSAGES } from '#domain/validation/messages';
import { DEMO_ACCOUNT_NAME } from '#infra/local/seed/demo-data.seed';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const DELIVERED = '/api/v1/notification-templates/delivered';
const SEEDED = defaultNotificationTemplate('delivered');
const SAVED = 'Delivered template saved.';
const NEW_SUBJECT = 'Your {companyName} order {orderNumber} has landed';
const NEW_HEADER = '#1d8102';
/** A name that would be bold if the preview took it for markup (accounts §3: merchant text is text). */
const PRODUCT_NAME = 'Crab <b>cakes</b> (6 pack)';
/** Served by the test itself (below), so the preview's image never leaves the machine. */
const PRODUCT_IMAGE = 'https://images.shipdeck.test/crab-cakes.svg';
const CRAB_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#f2c14e"/>' +
  '<circle cx="80" cy="60" r="36" fill="#d9534f"/></svg>';

describe('accounts §3, §5 notification templates: the editor, its live preview and its rules', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const templatePuts: string[] = [];
  const field = (name: string) => page.getByLabel(name, { exact: true });
  const preview = (): FrameLocator => page.frameLocator('[data-testid="template-preview"]');
  const previewHeaderColor = () =>
    preview()
      .getByText(DEMO_ACCOUNT_NAME, { exact: true })
      .evaluate((td) => getComputedStyle(td).backgroundColor)
      .catch(() => '');
  const previewSubject = () => page.getByText(/^Subject: /).textContent();
  const save = () => page.getByRole('button', { name: 'Save template', exact: true }).click();
  const waitForEditor = async () => {
    await page.getByRole('heading', { name: 'Delivered email', level: 1 }).waitFor();
    await field('Subject').waitFor();
  };

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/v1/notification-templates/'))
        templatePuts.push(request.url());
    });
    await page
      .context()
      .route(`${PRODUCT_IMAGE}*`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: CRAB_SVG }),
      );
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens Settings › Notification templates from the side navigation: one row per status', async () => {
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Orders' }) });
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');
    await nav.getByRole('link', { name: 'Notification templates', exact: true }).click();
    await page.waitForURL('**/settings/notification-templates');
    await page.getByRole('heading', { name: 'Notification templates', level: 1 }).waitFor();
    const table = page.getByRole('table');
    for (const status of TRACKING_EMAIL_STATUSES)
      await table.getByRole('link', { name: TRACKING_EMAIL_STATUS_LABELS[status], exact: true }).waitFor();
    expect(TRACKING_EMAIL_STATUSES).toHaveLength(10);
    expect(await table.getByRole('link').count()).toBe(10);
    await page.getByText('(10)', { exact: true }).waitFor();
    await screenshot(page, 'templates-01-list');
  });

  it('opens Delivered: breadcrumbs Settings › Notification templates › Delivered and the preview of the default', async () => {
    await page.getByRole('table').getByRole('link', { name: 'Delivered', exact: true }).click();
    await page.waitForURL('**/settings/notification-templates/delivered');
    await waitForEditor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).first();
    await crumbs.getByRole('link', { name: 'Notification templates', exact: true }).waitFor();
    await expect
      .poll(async () => (await crumbs.innerText()).replace(/\s+/g, ' '))
      .toContain('Settings Notification templates Delivered');
    expect(await field('Subject').inputValue()).toBe(SEEDED.subject);
    await expect.poll(previewSubject).toBe('Subject: Your order #1001 has been delivered');
    await preview().getByText('Delivered', { exact: true }).waitFor();
    await expect.poll(previewHeaderColor).toBe('rgb(0, 0, 0)');
    await screenshot(page, 'templates-02-delivered-default');
  });

  it('the preview follows the subject and the header colour as they are typed', async () => {
    await field('Subject').fill(NEW_SUBJECT);
    await field('Header colour').fill(NEW_HEADER);
    await expect.poll(previewSubject).toBe(`Subject: Your ${DEMO_ACCOUNT_NAME} order #1001 has landed`);
    await expect.poll(previewHeaderColor).toBe('rgb(29, 129, 2)');
    await page.getByText('You have unsaved changes.').waitFor();
    await screenshot(page, 'templates-03-preview-follows');
  });

  it(`accounts §5: an invalid upsell URL shows '${MESSAGES.invalidUrl}' at its field and nothing is saved; <b> stays text`, async () => {
    await page.getByRole('checkbox', { name: 'Show products', exact: true }).check();
    await page.getByRole('button', { name: 'Add product', exact: true }).click();
    await field('Name 1').fill(PRODUCT_NAME);
    expect(pageErrors).toEqual([]);
    await field('Image URL 1').fill(PRODUCT_IMAGE);
    await field('Product URL 1').fill('not a url');
    await field('Price ($) 1').fill('24.50');

    // accounts §3: what a merchant types is text in the email, never markup.
    await preview().getByText(PRODUCT_NAME, { exact: true }).waitFor();
    expect(await preview().locator('b').count()).toBe(0);

    await save();
    await page.getByText(MESSAGES.invalidUrl, { exact: true }).waitFor();
    expect(await field('Product URL 1').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Name 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(await field('Image URL 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.getByText(SAVED).count()).toBe(0);
    expect(templatePuts).toEqual([]);
    const stored = await api(page, 'GET', DELIVERED);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ isDefault: true, subject: SEEDED.subject });
    await screenshot(page, 'templates-04-invalid-url');
  });

  it('fixes the URL, saves, and after a reload the template is kept', async () => {
    await field('Product URL 1').fill('https://shop.acme.test/crab-cakes');
    await expect.poll(() => page.getByText(MESSAGES.invalidUrl, { exact: true }).count()).toBe(0);
    await save();
    await page.getByText(SAVED).waitFor();
    await expect.poll(() => page.getByText('You have unsaved changes.').count()).toBe(0);
    expect(templatePuts).toHaveLength(1);

    await page.reload();
    await waitForEditor();
    expect(await field('Subject').inputValue()).toBe(NEW_SUBJECT);
    expect(await field('Header colour').inputValue()).toBe(NEW_HEADER);
    expect(await page.getByRole('checkbox', { name: 'Show products', exact: true }).isChecked()).toBe(true);
    expect(await field('Name 1').inputValue()).toBe(PRODUCT_NAME);
    expect(await field('Product URL 1').inputValue()).toBe('https://shop.acme.test/crab-cakes');
    expect(await field('Price ($) 1').inputValue()).toBe('24.50');
    await preview().getByText('$24.50', { exact: true }).waitFor();
    await expect.poll(previewHeaderColor).toBe('rgb(29, 129, 2)');
    await preview().getByText(PRODUCT_NAME, { exact: true }).waitFor();
    expect(await preview().locator('b').count()).toBe(0);
    await screenshot(page, 'templates-05-kept-after-reload');

    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .first()
      .getByRole('link', { name: 'Notification templates', exact: true })
      .click();
    await page.waitForURL('**/settings/notification-templates');
    await page.getByRole('table').getByText('Your {companyName} order {orderNumber} has landed').waitFor();
    await screenshot(page, 'templates-06-list-customized');
  });

  it('Reset to default (confirmed) puts the default template in the form and the preview; saving stores it for the other browser tests', async () => {
    await page.getByRole('table').getByRole('link', { name: 'Delivered', exact: true }).click();
    await waitForEditor();
    const putsBefore = templatePuts.length;
    await page.getByRole('button', { name: 'Reset to default', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Reset to the default template?' });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await field('Subject').inputValue()).toBe(NEW_SUBJECT);

    await page.getByRole('button', { name: 'Reset to default', exact: true }).click();
    await screenshot(page, 'templates-07-reset-to-default-confirm');
    await dialog.getByRole('button', { name: 'Reset to default', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await field('Subject').inputValue()).toBe(SEEDED.subject);
    expect(await field('Header colour').inputValue()).toBe(SEEDED.colors!.header);
    expect(await page.getByRole('checkbox', { name: 'Show products', exact: true }).isChecked()).toBe(false);
    await expect.poll(previewSubject).toBe('Subject: Your order #1001 has been delivered');
    await expect.poll(previewHeaderColor).toBe('rgb(0, 0, 0)');
    await page.getByText('You have unsaved changes.').waitFor();
    // Nothing is stored until the merchant saves.
    expect(templatePuts).toHaveLength(putsBefore);
    expect((await api(page, 'GET', DELIVERED)).body.subject).toBe(NEW_SUBJECT);
    await screenshot(page, 'templates-08-reset-to-default-unsaved');

    await save();
    await page.getByText(SAVED).waitFor();
    const stored = await api(page, 'GET', DELIVERED);
    expect(stored.status).toBe(200);
    const { status: _s, version: _v, isDefault: _d, updatedAt: _u, ...template } = stored.body;
    expect(template).toEqual(SEEDED);
    expect(pageErrors).toEqual([]);
  });
});
