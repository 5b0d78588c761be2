import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ZONE_MESSAGES } from '#domain/zones/zone-messages';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so a leftover of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const NAME = `Massachusetts priority ${RUN}`;

/**
 * Zone mappings (orders §5, accounts §5): the merchant maps the demo order's state (MA) to USPS Priority for manual
 * orders from Settings › Zone mappings, asks "Explain" which mapping a Boston order takes, then gets rates on such an
 * order: the mapped service is preselected (Chosen) and carries the "Zone mapping" badge.
 */
describe('zone mappings: a mapping preselects its service in the rates', () => {
  let browser: Browser;
  let page: Page;
  let order: { id: string };

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    const created = await api(page, 'POST', '/api/v1/orders', orderBody(`ZONE-${RUN}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    order = created.body.order;
  });

  afterAll(async () => {
    // Leave no mapping of this run behind for the other browser tests' rates.
    if (page) {
      const { body } = await api(page, 'GET', '/api/v1/zone-mappings');
      for (const m of (body?.mappings ?? []) as { id: string; name: string }[])
        if (m.name === NAME) await api(page, 'DELETE', `/api/v1/zone-mappings/${m.id}`);
    }
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `zone-mappings-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  it('adds a mapping from Settings › Zone mappings; an incomplete one shows the spec’s messages', async () => {
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('navigation').getByRole('link', { name: 'Zone mappings' }).click();
    await page.waitForURL('**/settings/zone-mappings');
    await page.getByRole('heading', { name: 'Zone mappings', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add mapping', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('At least one zipcode or state is required', { exact: true }).waitFor();
    await dialog.getByText('At least one carrier is required', { exact: true }).waitFor();

    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    // Each list opens from its trigger, is filtered by what the merchant types, and closes by a click on the title.
    const choose = async (label: string, filter: string, option: RegExp, token: string) => {
      await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
      await page.keyboard.type(filter);
      await page.getByRole('option', { name: option }).first().click();
      await dialog.getByRole('heading', { name: 'Add zone mapping' }).click();
      await expect.poll(() => page.getByRole('option').count()).toBe(0);
      await dialog.getByText(token, { exact: true }).first().waitFor();
    };
    await choose('States', 'Massachusetts', /^MA/, 'MA');
    await choose('Carrier', '', /^USPS/, 'USPS');
    await choose('Service', 'Priority Mail', /^USPS Priority Mail USPS$|^USPS Priority Mail$/, 'USPS Priority Mail');
    await choose('Shops', '', /^Manual and CSV orders/, 'Manual and CSV orders');
    await screenshot(page, 'zone-mappings-01-editor');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(ZONE_MESSAGES.mappingSaved).first().waitFor();
    await page.getByRole('cell', { name: NAME, exact: true }).waitFor();
  });

  it('explains which mapping a Boston order from a manual order takes', async () => {
    await page.getByLabel('ZIP code', { exact: true }).fill('02114');
    await page.getByLabel('State', { exact: true }).click();
    await page.keyboard.type('Massachusetts');
    await page.getByRole('option', { name: /^MA/ }).first().click();
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await page.getByText(`${NAME} wins: State MA is one of its states.`, { exact: true }).waitFor();
    await screenshot(page, 'zone-mappings-02-page');
  });

  it('gets rates on a Boston order: USPS Priority is chosen and marked Zone mapping', async () => {
    await page.goto(`${appUrl}/orders/${order.id}`);
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    const row = page.locator('tr', { has: page.getByText('Zone mapping', { exact: true }) });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    await expect.poll(() => row.getByText('Chosen', { exact: true }).count()).toBe(1);
    expect(await row.getByText(/Priority/).count()).toBeGreaterThan(0);
    await page.getByText('USPS Priority Mail, $', { exact: false }).first().waitFor();
    await screenshot(page, 'zone-mappings-03-rates');
  });
});
