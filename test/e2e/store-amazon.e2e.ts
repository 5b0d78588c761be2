import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';
import { freeStorePlaces } from './store-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const storeSimulatorUrl = inject('storeSimulatorUrl');

interface SimSeller {
  orders: { AmazonOrderId: string; OrderStatus: string }[];
}

/**
 * Amazon (the marketplace kind): the merchant authorizes Shipdeck on the simulated Seller Central
 * (Login with Amazon's website workflow, back on /amazon/token) and the poll schedule brings the
 * seller's orders, with their buyer address, into the grid.
 */
describe('Amazon: connect by Login with Amazon, orders polled into the grid', () => {
  let browser: Browser;
  let page: Page;
  let sellerId = '';
  let storeId = '';
  let orderId = '';
  let amazonOrderId = '';
  const seller = async (): Promise<SimSeller> =>
    (await (await fetch(`${storeSimulatorUrl}/amazon/_sim/sellers/${sellerId}`)).json()) as SimSeller;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    await freeStorePlaces(page);
  }, 60_000);

  afterAll(async () => {
    // The seller's place in the plan's store limit goes back to the other tests.
    if (storeId && page) await api(page, 'DELETE', `/api/v1/stores/${storeId}`).catch(() => undefined);
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `store-amazon-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  it('connects the seller through Seller Central’s consent page', async () => {
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('button', { name: 'Connect store', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.getByText('Amazon (marketplace)', { exact: true }).click();
    await screenshot(page, 'store-amazon-01-connect');
    await dialog.getByRole('button', { name: 'Continue to Amazon' }).click();

    await page.waitForURL((url) => url.href.startsWith(storeSimulatorUrl), { timeout: 30_000 });
    const consent = new URL(page.url());
    expect(consent.pathname).toBe('/amazon/sellercentral/apps/authorize/consent');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${appUrl}/amazon/token`);
    await page.getByRole('heading', { name: 'Authorize Shipdeck' }).waitFor();
    await screenshot(page, 'store-amazon-02-consent');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${appUrl}/settings/stores`), { timeout: 30_000 });
    await page.getByText(/^Amazon store a[a-z0-9]+ connected\.$/).waitFor();
    const stores = (await api(page, 'GET', '/api/v1/stores')).body.stores as {
      storeId: string;
      platform: string;
      shop: string;
      status: string;
      connectedAt: string;
    }[];
    const amazon = stores
      .filter((s) => s.platform === 'amazon' && s.status === 'connected')
      .sort((a, b) => b.connectedAt.localeCompare(a.connectedAt))[0]!;
    storeId = amazon.storeId;
    sellerId = amazon.shop.toUpperCase();
    await page
      .getByRole('cell', { name: `Amazon seller ${sellerId}` })
      .first()
      .waitFor();
    await screenshot(page, 'store-amazon-03-connected');
  });

  it('the seller’s orders arrive in the grid by the poll schedule', async () => {
    const { orders } = await seller();
    expect(orders.length).toBeGreaterThanOrEqual(3);
    amazonOrderId = orders[0]!.AmazonOrderId;
    await expect
      .poll(
        async () => {
          const rows = (
            await api(page, 'POST', '/api/v1/orders/query', {
              filters: { text: [{ field: 'orderNumber', operator: 'equals', value: amazonOrderId }] },
              pageSize: 100,
            })
          ).body.items as { id: string }[];
          for (const row of rows) {
            const found = (await api(page, 'GET', `/api/v1/orders/${row.id}`)).body.order;
            if (found.storeOrder?.platform === 'amazon' && found.storeId === storeId) orderId = found.id;
          }
          return orderId;
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .not.toBe('');
    const stored = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order;
    expect(stored.source).toBe('amazon');
    expect(stored.shippingAddress.name).not.toBe('');

    await page.goto(`${appUrl}/orders`);
    const filter = page.getByPlaceholder(/^Filter orders by/);
    await filter.fill(`Order number = ${amazonOrderId}`);
    await page.waitForTimeout(300);
    await filter.press('Enter');
    await page.getByRole('link', { name: amazonOrderId }).first().waitFor();
    await screenshot(page, 'store-amazon-04-grid');
  });
});
