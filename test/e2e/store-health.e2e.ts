import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';
import { freeStorePlaces } from './store-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const storeSimulatorUrl = inject('storeSimulatorUrl');

/** Unique per run; `e2e-` so the other store tests free its place when they need one. */
const SHOP = `e2e-health-${Date.now().toString(36)}.myshopify.com`;

interface ListedStore {
  storeId: string;
  shop: string;
  status: string;
  lastError?: string | null;
}

const simulator = (path: string, init?: RequestInit) => fetch(`${storeSimulatorUrl}/shopify/${SHOP}${path}`, init);

/**
 * Connections that stay healthy: a merchant connects a (simulated) Shopify store by OAuth, then uninstalls the
 * Shipdeck app in the shop's admin. Shopify's signed app/uninstalled webhook disconnects the store at once: the
 * Stores page shows it disconnected with the reason, and Reconnect takes the merchant through the install again.
 */
describe('Store health: uninstalling the Shopify app disconnects the store; Reconnect brings it back', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const stores = async () => (await api(page, 'GET', '/api/v1/stores')).body.stores as ListedStore[];
  const mine = async () => (await stores()).find((s) => s.shop === SHOP);

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    await freeStorePlaces(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A merchant at the plan's limit frees a place first: the stores other browser tests left connected.
    for (const store of await stores())
      if (store.status !== 'disconnected' && store.shop.startsWith('e2e-'))
        await api(page, 'DELETE', `/api/v1/stores/${store.storeId}`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `store-health-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  async function installFromModal(confirm: string) {
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.getByRole('button', { name: confirm }).click();
    await page.waitForURL((url) => url.href.startsWith(storeSimulatorUrl), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${appUrl}/settings/stores`), { timeout: 30_000 });
    await page.getByText(`Shopify store ${SHOP} connected`).waitFor();
  }

  it('connects the shop through the OAuth install', async () => {
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('button', { name: 'Connect store', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.getByText('Shopify', { exact: true }).click();
    await dialog.getByLabel('Shop domain').fill(SHOP);
    await installFromModal('Continue to Shopify');
    expect((await mine())?.status).toBe('connected');
  });

  it('Uninstall app in the shop’s admin disconnects the store at once, shown with its reason', async () => {
    await page.goto(`${storeSimulatorUrl}/shopify/${SHOP}/admin/apps`);
    await page.getByRole('heading', { name: 'Installed apps' }).waitFor();
    await screenshot(page, 'store-health-01-shop-apps');
    await page.getByRole('button', { name: 'Uninstall app' }).click();
    await page.getByText('Shipdeck was uninstalled.').waitFor();
    await screenshot(page, 'store-health-02-uninstalled-in-shop');
    const { deliveries } = (await (await simulator('/_sim/webhooks')).json()) as {
      deliveries: { topic: string; status: number | string }[];
    };
    expect(deliveries.filter((d) => d.topic === 'app/uninstalled').map((d) => d.status)).toEqual([200]);

    // The webhook disconnected it before answering: no polling needed (the API is called from the app's origin).
    await page.goto(`${appUrl}/settings/stores`);
    const store = await mine();
    expect(store?.status).toBe('disconnected');
    expect(store?.lastError).toMatch(/^The Shipdeck app was uninstalled from this Shopify store/);

    const row = page.getByRole('row').filter({ hasText: SHOP });
    await row.getByText('Disconnected', { exact: true }).waitFor();
    await row.getByText(/uninstalled from this Shopify store/).waitFor();
    await screenshot(page, 'store-health-03-disconnected');

    // No more orders come in: the shop dropped the app's subscriptions with it.
    expect((await simulator('/_sim/orders', { method: 'POST' })).status).toBe(201);
    const after = (await (await simulator('/_sim/webhooks')).json()) as { webhooks: unknown[] };
    expect(after.webhooks).toEqual([]);
  });

  it('Reconnect opens the connect form on the same shop and the store is connected again', async () => {
    const row = page.getByRole('row').filter({ hasText: SHOP });
    await row.getByRole('radio').click();
    await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await expect.poll(() => dialog.getByLabel('Shop domain').inputValue()).toBe(SHOP);
    await screenshot(page, 'store-health-04-reconnect');
    await installFromModal('Continue to Shopify');
    const store = await mine();
    expect(store?.status).toBe('connected');
    expect(store?.lastError ?? null).toBeNull();
    await page.getByRole('row').filter({ hasText: SHOP }).getByText('Connected', { exact: true }).waitFor();
    await screenshot(page, 'store-health-05-reconnected');
    expect(pageErrors).toEqual([]);
  });
});
