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
const SHOP = `acceptance-${RUN}.myshopify.com`;

interface SimFulfillment {
  orderId: string;
  trackingInfo: { number: string; company: string; url?: string };
}

const simulator = (path: string, init?: RequestInit) => fetch(`${storeSimulatorUrl}/shopify/${SHOP}${path}`, init);

/**
 * Stores acceptance (issue 13): a merchant connects a (simulated) Shopify store through the real
 * OAuth redirect — the app's authorize URL, the shop's install page, the signed callback on
 * /shopify/token — then an order placed in the shop arrives by signed webhook in the grid, a label
 * is bought for it, and the shop records the fulfillment with the label's tracking (auto-fulfil).
 */
describe('Stores acceptance: connect Shopify by OAuth, its order arrives, a label goes back as a fulfillment', () => {
  let browser: Browser;
  let page: Page;
  let orderId = '';
  let trackingCode = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await freeStorePlaces(page);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `stores-acceptance-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  it('connects the shop through the OAuth redirect and its install page', async () => {
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('button', { name: 'Connect store', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.getByText('Shopify', { exact: true }).click();
    await dialog.getByLabel('Shop domain').fill(SHOP);
    await screenshot(page, 'stores-acceptance-01-connect');
    await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();

    // The shop's own page (the simulator's origin), reached by the app's authorize redirect.
    await page.waitForURL((url) => url.href.startsWith(storeSimulatorUrl), { timeout: 30_000 });
    const authorize = new URL(page.url());
    expect(authorize.pathname).toBe(`/shopify/${SHOP}/admin/oauth/authorize`);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${appUrl}/shopify/token`);
    await page.getByRole('heading', { name: 'Install Shipdeck' }).waitFor();
    await screenshot(page, 'stores-acceptance-02-install-page');
    await page.getByRole('button', { name: 'Install app' }).click();

    // Back on the app's origin: /shopify/token posts the signed query, then the Stores page says so.
    await page.waitForURL((url) => url.href.startsWith(`${appUrl}/settings/stores`), { timeout: 30_000 });
    await page.getByText(`Shopify store ${SHOP} connected`).waitFor();
    await page.getByRole('cell', { name: SHOP }).first().waitFor();
    await screenshot(page, 'stores-acceptance-03-connected');

    const stores = (await api(page, 'GET', '/api/v1/stores')).body.stores as { shop: string; status: string }[];
    expect(stores.find((s) => s.shop === SHOP)?.status).toBe('connected');
    // Connecting subscribed the app to the shop's order webhooks.
    const subscribed = (await (await simulator('/_sim/webhooks')).json()) as { webhooks: { topic: string }[] };
    expect(subscribed.webhooks.map((w) => w.topic)).toContain('orders/create');
  });

  it('an order placed in the shop arrives in the grid by signed webhook', async () => {
    const placed = await simulator('/_sim/orders', { method: 'POST' });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: number; name: string } };

    // The webhook is verified, queued and applied by the store-events worker: poll until it lands.
    await expect
      .poll(
        async () => {
          const rows = (
            await api(page, 'POST', '/api/v1/orders/query', {
              filters: { text: [{ field: 'orderNumber', operator: 'equals', value: order.name }] },
              pageSize: 100,
            })
          ).body.items as { id: string }[];
          for (const row of rows) {
            const found = (await api(page, 'GET', `/api/v1/orders/${row.id}`)).body.order;
            if (found.storeOrder?.shop === SHOP) orderId = found.id;
          }
          return orderId;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .not.toBe('');
    const stored = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order;
    expect(stored.source).toBe('shopify');
    expect(stored.storeOrder.platformOrderId).toBe(String(order.id));

    await page.goto(`${appUrl}/orders`);
    const filter = page.getByPlaceholder(/^Filter orders by/);
    await filter.fill(`Order number = ${order.name}`);
    await page.waitForTimeout(300);
    await filter.press('Enter');
    await page.getByRole('link', { name: order.name }).first().waitFor();
    await screenshot(page, 'stores-acceptance-04-grid');
  });

  it('buys a label for it, and the shop records the fulfillment with its tracking', async () => {
    await page.goto(`${appUrl}/orders/${orderId}`);
    await page.getByRole('link', { name: /View in Shopify/ }).waitFor();
    // A store order arrives with its lines, not a box (the demo does not pack imports): the merchant
    // packs it, saves, then rates it.
    await page.getByRole('button', { name: 'Pack for me', exact: true }).click();
    await page.getByText(/^Packed into 1 box\./).waitFor();
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await page.getByText(/^Order .+ saved\.$/).waitFor();
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    await page.getByText('Cheapest', { exact: true }).first().waitFor({ timeout: 30_000 });
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    trackingCode = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0].label.trackingCode;
    expect(trackingCode).toBeTruthy();

    // Auto-fulfil (on for Shopify): the store-fulfillments worker pushes the tracking to the shop.
    let recorded: SimFulfillment[] = [];
    await expect
      .poll(
        async () => {
          recorded = ((await (await simulator('/_sim/fulfillments')).json()) as { fulfillments: SimFulfillment[] })
            .fulfillments;
          return recorded.map((f) => f.trackingInfo.number);
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toContain(trackingCode);
    expect(recorded.filter((f) => f.trackingInfo.number === trackingCode)).toHaveLength(1);

    await expect
      .poll(async () => (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.fulfillmentState, {
        timeout: 30_000,
      })
      .toBe('fulfilled');
    await page.reload();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor();
    await screenshot(page, 'stores-acceptance-05-fulfilled');
    expect(pageErrors).toEqual([]);
  });
});
