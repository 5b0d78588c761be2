import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';
import { freeStorePlaces } from './store-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const storeSimulatorUrl = inject('storeSimulatorUrl');

/** Unique per run so a leftover store of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36);
const SHOP = `checkout-${RUN}.myshopify.com`;
const SHOP_PREFIX = 'checkout-';

/**
 * Live rates at checkout (orders §2 checkout settings): the merchant turns checkout rates on in
 * Settings › Checkout rates, connects a (simulated) Shopify store, which registers Shipdeck's carrier
 * service, and the shop's checkout asks Shipdeck for the cart's rates and shows them.
 */
describe('Checkout rates: the Shopify simulator’s checkout asks for rates and shows Shipdeck’s', () => {
  let browser: Browser;
  let page: Page;

  const disconnect = async (keep: (shop: string) => boolean) => {
    const listed = (await api(page, 'GET', '/api/v1/stores')).body;
    for (const s of listed.stores as { storeId: string; shop: string; status: string }[]) {
      if (s.status !== 'disconnected' && !keep(s.shop)) await api(page, 'DELETE', `/api/v1/stores/${s.storeId}`);
    }
  };

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    await freeStorePlaces(page);
    // Other browser tests leave stores of their own; one slot of the plan's limit is made free.
    await disconnect((shop) => !shop.startsWith('e2e-') && !shop.startsWith(SHOP_PREFIX));
  }, 60_000);

  afterAll(async () => {
    if (page) await disconnect((shop) => shop !== SHOP).catch(() => {});
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `checkout-rates-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  it('Settings › Checkout rates: turned on with a markup and a fallback rate, refusing a markup past 100%', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Checkout rates', exact: true }).click();
    await page.waitForURL('**/settings/checkout-rates');
    await page.getByRole('heading', { name: 'Checkout rates', level: 1 }).waitFor();

    const toggle = page.getByLabel('Show Shipdeck rates at checkout');
    if (!(await toggle.isChecked())) await toggle.check();
    await page.getByLabel('Markup (%)').fill('150');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Markup value cannot be greater than 100%').waitFor();

    await page.getByLabel('Markup (%)').fill('10');
    await page.getByLabel('Flat amount ($)').fill('1.00');
    const fallbacks = await page.getByLabel('Service name').count();
    if (fallbacks === 0) {
      await page.getByRole('button', { name: 'Add fallback rate' }).click();
      await page.getByLabel('Service name').first().fill('Standard shipping');
      await page.getByLabel('Price ($)').first().fill('12.99');
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Checkout rates saved.').waitFor();
    // The page reloads the saved settings: nothing is left unsaved.
    await page.getByText('You have unsaved changes.').waitFor({ state: 'hidden' });
    await screenshot(page, 'checkout-rates-01-settings');

    const saved = (await api(page, 'GET', '/api/v1/settings/checkout-rates')).body;
    expect(saved).toMatchObject({ active: true, markupPercent: 10, markupFlatCents: 100 });
    expect(saved.fallbackRates.length).toBeGreaterThan(0);
  });

  it('connecting the Shopify store registers the carrier service; the shop’s checkout shows Shipdeck’s rates', async () => {
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('button', { name: 'Connect store', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.getByText('Shopify', { exact: true }).click();
    await dialog.getByLabel('Shop domain').fill(SHOP);
    await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();
    await page.waitForURL((url) => url.href.startsWith(storeSimulatorUrl), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${appUrl}/settings/stores`), { timeout: 30_000 });
    await page.getByText(`Shopify store ${SHOP} connected`).waitFor();

    await page.goto(`${storeSimulatorUrl}/shopify/${SHOP}/_sim/checkout`);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await screenshot(page, 'checkout-rates-02-cart');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const methods = page.getByRole('group', { name: 'Shipping method' });
    await methods.waitFor({ timeout: 30_000 });
    await screenshot(page, 'checkout-rates-03-shipdeck-rates');

    const names = await methods.locator('.rate-name').allTextContents();
    const prices = (await methods.locator('.rate-price').allTextContents()).map((p) => Number(p.replace('$', '')));
    expect(names.length).toBeGreaterThan(1);
    // Live rates (not the fallback), named as Shipdeck names services, every one carrying the $1 flat amount.
    expect(names).not.toContain('Standard shipping');
    expect(names.some((n) => /Ground|Priority/.test(n))).toBe(true);
    expect(prices.every((p) => p > 1)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await methods.getByText('Shipdeck').count()).toBe(names.length);
  });
});
