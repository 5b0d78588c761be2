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
  confirmations: { orderId: string; packageDetail: { carrierCode: string; trackingNumber: string } }[];
}

/**
 * Amazon (the marketplace kind) end to end: the merchant authorizes Shipdeck on the simulated Seller
 * Central (Login with Amazon's website workflow, back on /amazon/token), the poll schedule brings the
 * seller's orders into the grid, a label is bought for one, and Amazon receives the shipment
 * confirmation with its tracking (shown on the simulated seller's page).
 */
describe('Amazon: connect by Login with Amazon, orders polled into the grid, tracking confirmed back', () => {
  let browser: Browser;
  let page: Page;
  let sellerId = '';
  let storeId = '';
  let orderId = '';
  let amazonOrderId = '';
  const pageErrors: string[] = [];
  const seller = async (): Promise<SimSeller> =>
    (await (await fetch(`${storeSimulatorUrl}/amazon/_sim/sellers/${sellerId}`)).json()) as SimSeller;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
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

  it('buys a label, and Amazon receives the shipment confirmation with its tracking', async () => {
    // A marketplace order is not edited (orders §4 action rules): it lands packed from the catalog's SKUs.
    await expect
      .poll(async () => (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments.length, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.goto(`${appUrl}/orders/${orderId}`);
    await page.getByRole('link', { name: /View in Amazon/ }).waitFor();
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    await page.getByText('Cheapest', { exact: true }).first().waitFor({ timeout: 30_000 });
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    const trackingCode: string = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0].label
      .trackingCode;
    expect(trackingCode).toBeTruthy();

    await expect
      .poll(async () => (await seller()).confirmations.map((c) => c.packageDetail.trackingNumber), {
        timeout: 60_000,
        interval: 1_000,
      })
      .toContain(trackingCode);
    const { confirmations, orders } = await seller();
    expect(confirmations.filter((c) => c.packageDetail.trackingNumber === trackingCode)).toMatchObject([
      { orderId: amazonOrderId },
    ]);
    expect(orders.find((o) => o.AmazonOrderId === amazonOrderId)?.OrderStatus).toBe('Shipped');

    await page.goto(`${storeSimulatorUrl}/amazon/seller/${sellerId}`);
    await page.getByRole('cell', { name: trackingCode }).waitFor();
    await screenshot(page, 'store-amazon-05-confirmation-received');
    expect(pageErrors).toEqual([]);
  });
});
