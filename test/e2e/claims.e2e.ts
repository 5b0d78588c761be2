import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CLAIM_MESSAGES } from '#domain/claims/claim-messages';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
// A 1×1 PNG: the photo of the damage.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('Claims: file a claim from a bought label, attach a photo, submit, see it in the list', () => {
  let browser: Browser;
  let page: Page;
  let orderId: string;
  const orderNumber = `CLAIM-${RUN}`;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    const created = await api(page, 'POST', '/api/v1/orders', orderBody(orderNumber));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orderId = created.body.order.id;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `claims-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  it('buys a label, files a damage claim with a photo and submits it', async () => {
    await page.goto(`${appUrl}/orders/${orderId}`);
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'File a claim', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('contents damaged', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create draft', exact: true }).click();
    await page.waitForURL(/\/claims\/[^/]+\/edit$/);
    await page.getByText(CLAIM_MESSAGES.drafted).first().waitFor();
    await page.getByRole('heading', { name: 'Draft claim', level: 1 }).waitFor();

    // Prefilled from the label (accounts §3): the tracking number and the ship date are there already.
    const bol = page.getByLabel('Tracking number (BOL)');
    const tracking = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0].label.trackingCode;
    expect(await bol.inputValue()).toBe(tracking);
    const shipDate = await page.getByLabel('Ship date').inputValue();
    expect(shipDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.getByLabel('Loss date').fill(shipDate);
    await page.getByLabel('Loss cause').fill('damage_Ext');
    await page.getByLabel('Merchandise amount ($)').fill('25');
    await page.getByLabel('Merchandise description').fill('Two smoked briskets, vacuum sealed');
    await page.getByLabel('Damage description').fill('Box crushed on one corner, contents thawed');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await page.getByText(CLAIM_MESSAGES.drafted).first().waitFor();

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'crushed-box.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Document added.').first().waitFor({ timeout: 30_000 });
    await page.getByRole('table', { name: 'Claim documents' }).getByText('crushed-box.png').waitFor();
    await screenshot(page, 'claims-01-form');

    await page.getByRole('button', { name: 'Submit claim', exact: true }).click();
    await page.getByText(CLAIM_MESSAGES.created).first().waitFor();
    await page.waitForURL(/\/claims\/[^/]+$/);
    await page.getByRole('list', { name: 'Claim history' }).getByText('Claim Received').waitFor();
    await screenshot(page, 'claims-02-detail');

    await page.goto(`${appUrl}/claims`);
    const row = page.locator('tr', { has: page.getByText(orderNumber, { exact: true }) });
    await row.getByText('Claim Received').waitFor();
    await expect.poll(() => row.getByText('contents damaged').count()).toBe(1);
    await screenshot(page, 'claims-03-list');
  }, 240_000);
});
