import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_KEY_INVALID } from '#domain/api-keys/api-key.rules';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { PUBLIC_OPENAPI_PATH, PUBLIC_ORDER_EXAMPLE, PUBLIC_ORDERS_PATH } from '#api/public-orders';
import { addFilterToken } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');
const memberLogin = inject('memberLogin');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const KEY_NAME = `E2E storefront ${RUN}`;
const ORDER_NUMBER = `API-${RUN}`;

/** The public API as a merchant's own store calls it: no session, only the key header. */
async function pushOrder(page: Page, key: string, body: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([path, header, k, b]) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { [header]: k, 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [PUBLIC_ORDERS_PATH, CUSTOM_STORE_API_KEY_HEADER, key, body] as const,
  );
}

describe('Settings › API: create a key, push an order with it, revoke it', () => {
  let browser: Browser;
  let page: Page;
  let secret = '';
  const pageErrors: string[] = [];
  const keyRow = () => page.locator('tbody tr').filter({ hasText: KEY_NAME });

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('accounts §6: the owner opens Settings › API from the side navigation', async () => {
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL('**/settings/api');
    await page.getByRole('heading', { name: 'API', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Loading API keys').count(), { timeout: 20_000 }).toBe(0);
    // The curl example names this very origin and the documented example order.
    const curl = await page.getByTestId('curl-example').innerText();
    expect(curl).toContain(`${new URL(appUrl).origin}${PUBLIC_ORDERS_PATH}`);
    expect(curl).toContain(CUSTOM_STORE_API_KEY_HEADER);
    expect(await page.getByTestId('openapi-link').getAttribute('href')).toBe(
      `${new URL(appUrl).origin}${PUBLIC_OPENAPI_PATH}`,
    );
    await screenshot(page, 'api-keys-01-page');
  });

  it('creates a key: the secret is shown once, copied with the button, then never again', async () => {
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('API key name').fill(KEY_NAME);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    const shown = page.getByRole('dialog').filter({ hasText: 'Copy the key now' });
    await shown.getByText('This is the only time the key is shown.', { exact: false }).waitFor();
    secret = (await shown.getByTestId('api-key-secret').innerText()).trim();
    expect(secret).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy API key' }).click();
    await shown.getByText('API key copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'api-keys-02-secret-shown-once');

    await shown.getByRole('button', { name: 'Done' }).click();
    await keyRow().waitFor();
    expect(await keyRow().innerText()).toContain(secret.slice(0, 12));
    expect(await keyRow().innerText()).toContain('Active');
    expect(await page.locator('body').innerText()).not.toContain(secret);
    await screenshot(page, 'api-keys-03-listed');
  });

  it('orders §1 custom kind: the key creates an order (201, then 200 on replay) that the grid shows', async () => {
    const body = { ...PUBLIC_ORDER_EXAMPLE, orderNumber: ORDER_NUMBER };
    const made = await pushOrder(page, secret, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.order).toMatchObject({ orderNumber: ORDER_NUMBER, source: 'custom' });
    const replay = await pushOrder(page, secret, body);
    expect(replay.status).toBe(200);
    expect(replay.body.order.id).toBe(made.body.order.id);

    await page.goto(`${appUrl}/orders`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Loading orders').count(), { timeout: 20_000 }).toBe(0);
    await addFilterToken(page, `Order number = ${ORDER_NUMBER}`);
    const rows = page.locator('tbody tr').filter({ has: page.locator('a[href^="/orders/"]') });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await rows.first().getByRole('link', { name: ORDER_NUMBER }).waitFor();
    await screenshot(page, 'api-keys-04-order-in-grid');
  });

  it('revokes the key after a confirmation; the same call is then refused with 401', async () => {
    await page.goto(`${appUrl}/settings/api`);
    await keyRow().waitFor();
    expect(await keyRow().innerText()).not.toContain('Never'); // last used is recorded
    await keyRow()
      .getByRole('button', { name: `Revoke ${KEY_NAME}` })
      .click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Revoke API key' });
    await confirm.getByText('this cannot be undone', { exact: false }).waitFor();
    await screenshot(page, 'api-keys-05-revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText(`API key ${KEY_NAME} revoked`, { exact: false }).waitFor();
    await expect.poll(() => keyRow().innerText(), { timeout: 20_000 }).toContain('Revoked');
    await screenshot(page, 'api-keys-06-revoked');

    const refused = await pushOrder(page, secret, { ...PUBLIC_ORDER_EXAMPLE, orderNumber: `${ORDER_NUMBER}-2` });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(API_KEY_INVALID);
  });

  it('serves the OpenAPI document publicly', async () => {
    const doc = await page.evaluate(async (path) => (await fetch(path)).json(), PUBLIC_OPENAPI_PATH);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain(PUBLIC_ORDERS_PATH);
    expect(pageErrors).toEqual([]);
  });

  it('accounts §6: a member without access_api sees no API page', async () => {
    const member = await signedInPage(appUrl, memberLogin);
    try {
      await member.page.goto(`${appUrl}/settings`);
      const nav = member.page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Tracking page' }).waitFor();
      expect(await nav.getByRole('link', { name: 'API', exact: true }).count()).toBe(0);
      await member.page.goto(`${appUrl}/settings/api`);
      await member.page.getByText('Your team permissions do not include API access.').waitFor();
      expect(await member.page.getByRole('button', { name: 'Create API key' }).count()).toBe(0);
      await screenshot(member.page, 'api-keys-07-member-not-allowed');
    } finally {
      await member.browser.close();
    }
  });
});
