import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOPIFY_SHOP_MESSAGE } from '#domain/stores/store-connect.schema';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION, LOCAL_TABLE_NAME } from '#infra/local/local-config';
import { DEMO_ACCOUNT_ID } from '#infra/local/seed/demo-data.seed';
import { api } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const emulators = inject('emulators');
const login = inject('login');
const member = inject('memberLogin');
const RUN = Date.now().toString(36);

/**
 * A connected store written straight into the stack's table, as the connect route leaves one
 * (POST /api/v1/stores/connect is built on another branch): a WooCommerce store with an event.
 */
async function seedConnectedStore(name: string) {
  process.env.TABLE_NAME ??= LOCAL_TABLE_NAME;
  process.env.AWS_REGION ??= LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID ??= LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_CREDENTIALS.secretAccessKey;
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= emulators.dynamodb;
  const { dynamoStoreConnections } = await import('#functions/stores/adapters/dynamodb.store-connections');
  const store = await dynamoStoreConnections.connect(
    DEMO_ACCOUNT_ID,
    {
      platform: 'woocommerce',
      shop: `https://e2e-${RUN}.example.com`,
      name,
      scopes: ['read_write'],
      apiBaseUrl: `http://${LOCAL_HOST}:1`,
      credentials: { accessToken: '', consumerKey: 'ck_e2e', consumerSecret: 'cs_e2e', webhookSecret: 'wh' },
      at: new Date().toISOString(),
    },
    () => `e2e-${RUN}`,
  );
  await dynamoStoreConnections.recordEvent(DEMO_ACCOUNT_ID, store.storeId, {
    at: new Date().toISOString(),
    topic: 'order.created',
  });
  return store;
}

const STORE_NAME = `E2E Woo ${RUN}`;

describe('issue 13 §3: Settings › Stores', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await seedConnectedStore(STORE_NAME);
    ({ browser, page } = await signedInPage(appUrl, login));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const storeRow = () => page.getByRole('row').filter({ hasText: STORE_NAME });

  it('opens from the Settings navigation and lists the stores with status, last event and the plan limit', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Stores', exact: true }).click();
    await page.waitForURL('**/settings/stores');
    await page.getByRole('heading', { name: 'Stores', level: 1 }).waitFor();
    await storeRow().waitFor();
    const listed = await api(page, 'GET', '/api/v1/stores');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('cs_e2e');
    const { used, max } = listed.body.limit;
    expect(max).toBe(3); // the demo account is on scale (accounts §9: 3 stores)
    await page.getByText(`Your plan: ${used} of 3 stores.`).waitFor();
    expect(await storeRow().getByText('Connected', { exact: true }).count()).toBe(1);
    expect(await storeRow().getByText('WooCommerce', { exact: true }).count()).toBe(1);
    expect(await storeRow().getByText('order.created').count()).toBe(1);
    await page.getByRole('heading', { name: 'Sync settings' }).waitFor();
    await screenshot(page, 'stores-01-list');
  });

  it('the connect form shows all eleven platforms with honest status, and checks the Shopify domain', async () => {
    await page.getByRole('button', { name: 'Connect store', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await dialog.waitFor();
    const tiles = dialog.getByRole('radio');
    await expect.poll(() => tiles.count()).toBe(11);
    for (const name of ['Shopify', 'Square', 'WooCommerce', 'BigCommerce', 'Custom store']) {
      expect(await dialog.getByRole('radio', { name, exact: true }).isDisabled(), name).toBe(false);
    }
    const amazon = dialog.getByRole('radio', { name: 'Amazon (marketplace)' });
    expect(await amazon.isDisabled()).toBe(false);
    await dialog.getByText(/Not yet: We found no public Freshly merchant API/).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Squarespace', exact: true }).isDisabled()).toBe(true);

    await dialog.getByLabel('Shop domain').fill('smokehouse.example.com');
    await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();
    await dialog.getByText(SHOPIFY_SHOP_MESSAGE).waitFor();
    await screenshot(page, 'stores-02-connect-platforms');

    await dialog.getByText('WooCommerce', { exact: true }).click();
    await dialog.getByLabel('Site URL').waitFor();
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => dialog.getByText('This field is required').count()).toBe(3);
    await screenshot(page, 'stores-03-connect-woocommerce-required');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('sync settings: auto-fulfil and import units save through the account settings', async () => {
    // Auto-fulfil is on unless turned off: WooCommerce is turned off here (Shopify stays on for the acceptance test).
    await page.getByRole('checkbox', { name: 'Auto-fulfil WooCommerce orders' }).uncheck();
    const weight = page.getByRole('button', { name: /Shopify weight units/ });
    await weight.click();
    await page.getByRole('option', { name: 'oz', exact: true }).click();
    await page.getByRole('button', { name: 'Save sync settings' }).click();
    await page.getByText('Store sync settings saved.').waitFor();
    const settings = await api(page, 'GET', '/api/v1/account-settings');
    expect(settings.body.autoFulfill.woocommerce).toBe(false);
    expect(settings.body.autoFulfill.shopify ?? true).toBe(true);
    expect(settings.body.importOptions.shopify.defaultWeightUnits).toBe('oz');
    await screenshot(page, 'stores-04-sync-saved');
  });

  it('disconnects a store after confirming; it stays listed as disconnected and frees its place', async () => {
    const before = (await api(page, 'GET', '/api/v1/stores')).body.limit.used as number;
    await storeRow()
      .getByRole('radio', { name: `Select ${STORE_NAME}` })
      .check();
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Disconnect store' });
    await dialog.getByText(/Orders already imported stay in/).waitFor();
    await screenshot(page, 'stores-05-disconnect-confirm');
    await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await page.getByText(`WooCommerce store ${STORE_NAME} disconnected.`).waitFor();
    await storeRow().getByText('Disconnected', { exact: true }).waitFor();
    await page.getByText(`Your plan: ${before - 1} of 3 stores.`).waitFor();
    await screenshot(page, 'stores-06-disconnected');
  });

  it('shopify/install opens the connect form on the shop Shopify names', async () => {
    await page.goto(`${appUrl}/shopify/install?shop=smokehouse`);
    await page.waitForURL('**/settings/stores?connect=shopify&shop=smokehouse.myshopify.com');
    const dialog = page.getByRole('dialog').filter({ hasText: 'Connect store' });
    await expect.poll(() => dialog.getByLabel('Shop domain').inputValue()).toBe('smokehouse.myshopify.com');
    await screenshot(page, 'stores-07-shopify-install');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  it('the OAuth return shows the refusal with a way back (no answer, and an answer the server refuses)', async () => {
    await page.goto(`${appUrl}/square/token`);
    await page.getByText('Could not connect the Square store').waitFor();
    await page.getByText(/opened without Square’s answer/).waitFor();
    await screenshot(page, 'stores-08-square-return-empty');

    await page.goto(
      `${appUrl}/shopify/token?code=forged&shop=smokehouse.myshopify.com&state=AAAAAA&hmac=00&timestamp=1`,
    );
    await page.getByText('Could not connect the Shopify store').waitFor();
    await screenshot(page, 'stores-09-shopify-return-refused');
    await page.getByRole('button', { name: 'Back to Stores' }).click();
    await page.waitForURL('**/settings/stores');
    await page.getByRole('heading', { name: 'Stores', level: 1 }).waitFor();
  });
});

describe('accounts §6: without edit_integrations the Stores page is read-only', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, member));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the stores without connect, disconnect or selection, and the sync settings read-only', async () => {
    await page.goto(`${appUrl}/settings/stores`);
    await page.getByRole('heading', { name: 'Stores', level: 1 }).waitFor();
    await page.getByText('Your team permissions do not include editing integrations').waitFor();
    await page.getByRole('row').filter({ hasText: STORE_NAME }).waitFor();
    for (const name of ['Connect store', 'Disconnect', 'Save sync settings']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('radio', { name: `Select ${STORE_NAME}` }).count()).toBe(0);
    const refused = await api(page, 'DELETE', `/api/v1/stores/e2e-${RUN}`);
    expect(refused.status).toBe(403);
    await screenshot(page, 'stores-10-member-read-only');
  });
});
