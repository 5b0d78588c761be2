import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';
import { freeStorePlaces } from './store-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const storeSimulatorUrl = inject('storeSimulatorUrl');

/** Unique per run so a leftover store or order of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36);
const SHIPPO_ACCOUNT = `e2e-${RUN}`;

const shippoSim = (path: string, init?: RequestInit) =>
  fetch(`${storeSimulatorUrl}/shippo/_sim/${SHIPPO_ACCOUNT}${path}`, init);

/**
 * Stores, second pass (browser): a merchant moving over from Shippo pastes the token of the
 * (simulated) Shippo account; its open orders are imported and land in the grid. The Stores page
 * lists GrazeCart, Freshly and Jetti with their reason and a CSV template to download.
 */
describe('Stores: connect Shippo by API token, its orders land in the grid; CSV templates for stores without an API', () => {
  let browser: Browser;
  let page: Page;
  const orderNumbers: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    await freeStorePlaces(page);
    // Other browser tests connect stores of their own; a merchant at the plan's limit disconnects one first.
    const listed = (await api(page, 'GET', '/api/v1/stores')).body;
    const spare = (listed.stores as { storeId: string; shop: string; status: string }[]).filter(
      (s) => s.status !== 'disconnected' && (s.shop.startsWith('e2e-') || s.shop.startsWith('shippo-')),
    );
    for (const store of spare) await api(page, 'DELETE', `/api/v1/stores/${store.storeId}`);
    for (let i = 0; i < 2; i++) {
      const placed = await shippoSim('/orders', { method: 'POST' });
      expect(placed.status).toBe(201);
      const { order } = (await placed.json()) as { order: { order_number: string } };
      orderNumbers.push(order.order_number.replace(/^#/, ''));
    }
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `store-shippo-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  it('connects Shippo with the account’s API token', async () => {
    const { token } = (await (await shippoSim('/token')).json()) as { token: string };
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('button', { name: 'Connect store', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.getByText('Shippo', { exact: true }).click();
    await dialog.getByLabel('API token').fill('not-a-token');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.getByText(/starts with shippo_live_ or shippo_test_/).waitFor();
    await dialog.getByLabel('API token').fill(token);
    await screenshot(page, 'store-shippo-01-connect');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText(/Shippo store Shippo account …\S+ \(test\) connected/).waitFor({ timeout: 30_000 });
    await page
      .getByRole('cell', { name: /Shippo account/ })
      .first()
      .waitFor();
    await screenshot(page, 'store-shippo-02-connected');
  });

  it('the Shippo orders are imported and land in the grid', async () => {
    const found = async () => {
      let landed = 0;
      for (const number of orderNumbers) {
        const rows = (
          await api(page, 'POST', '/api/v1/orders/query', {
            filters: { text: [{ field: 'orderNumber', operator: 'equals', value: number }] },
            pageSize: 100,
          })
        ).body.items as { id: string }[];
        for (const row of rows) {
          const order = (await api(page, 'GET', `/api/v1/orders/${row.id}`)).body.order;
          if (order.storeOrder?.platform === 'shippo') landed++;
        }
      }
      return landed;
    };
    await expect.poll(found, { timeout: 90_000, interval: 1_500 }).toBe(orderNumbers.length);

    await page.goto(`${appUrl}/orders`);
    const filter = page.getByPlaceholder(/^Filter orders by/);
    await filter.fill(`Order number = ${orderNumbers[0]}`);
    await page.waitForTimeout(300);
    await filter.press('Enter');
    await page.getByRole('link', { name: orderNumbers[0]! }).first().waitFor();
    await screenshot(page, 'store-shippo-03-grid');
  });

  it('GrazeCart, Freshly and Jetti are listed with their reason and a CSV template to download', async () => {
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('heading', { name: 'Stores without an API' }).waitFor();
    for (const name of ['GrazeCart', 'Freshly', 'Jetti']) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download the ${name} CSV template` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`shipdeck-${name.toLowerCase()}-orders.csv`);
    }
    await page.getByText(/GrazeCart publishes no public order API/).waitFor();
    await page.getByRole('heading', { name: 'Stores without an API' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'store-shippo-04-csv-templates');
  });
});
