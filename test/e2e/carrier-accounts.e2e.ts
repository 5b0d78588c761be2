import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');
const RUN = Date.now().toString(36).toUpperCase();
const DESCRIPTION = `Austin UPS ${RUN}`;

/** Removes what this file connected, so the other files' rate shops see Shipdeck's rates only. */
async function removeOwnAccounts(page: Page) {
  const view = (await api(page, 'GET', '/api/v1/carrier-accounts')).body as {
    accounts: { carrierAccountId: string; description: string }[];
  };
  for (const a of view.accounts ?? [])
    if (a.description === DESCRIPTION) await api(page, 'DELETE', `/api/v1/carrier-accounts/${a.carrierAccountId}`);
}

describe('accounts §3, §5: Settings › Carrier accounts and own-account rates', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const dialog = () => page.getByRole('dialog');
  const fill = (label: string, value: string) => dialog().getByLabel(label, { exact: true }).fill(value);

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    if (page) await removeOwnAccounts(page).catch(() => {});
    await browser?.close();
  });

  it('opens from the spec’s path on the merchant’s own accounts', async () => {
    await page.goto(`${appUrl}/preset/carrier-accounts`);
    await page.getByRole('heading', { name: 'Carrier accounts', level: 1 }).waitFor();
    expect(page.url()).toContain('/settings/carrier-accounts?filter=custom');
    await page.getByRole('button', { name: 'All carriers' }).click();
    await page.getByText('Shipdeck rates').first().waitFor();
    await page.getByRole('button', { name: 'Your accounts' }).click();
    await screenshot(page, 'carrier-accounts-01-page');
  });

  it('checks the carrier’s forms, shows the carrier’s refusal on its field, then connects a UPS account', async () => {
    await page.getByRole('button', { name: 'Connect account' }).click();
    await dialog().getByRole('button', { name: 'FedEx' }).click();
    await dialog().getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog().getByText('This field is required').count()).toBeGreaterThan(8);
    await screenshot(page, 'carrier-accounts-02-fedex-required');

    await dialog().getByRole('button', { name: 'UPS' }).click();
    await fill('Description', DESCRIPTION);
    await fill('Account number', 'A10000');
    await fill('User name', 'hillcountry');
    await fill('User account number', 'A10000');
    await fill('Client ID', 'ups-client-7f3a');
    await fill('Client secret', 'ups-secret-abcdefghijklmnop');
    await dialog().getByRole('button', { name: 'Connect' }).click();
    await dialog().getByText('The carrier does not know this account number. Check it and try again.').waitFor();
    await screenshot(page, 'carrier-accounts-03-refused');

    await fill('Account number', 'A1B2C3');
    await dialog().getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Carrier account connected. Its rates now appear when you get rates.').waitFor();
    await page.getByRole('cell', { name: DESCRIPTION, exact: true }).waitFor();
    await screenshot(page, 'carrier-accounts-04-connected');
  });

  it('rates the order on the own account beside Shipdeck’s, the wallet paying only the label fee', async () => {
    const created = await api(page, 'POST', '/api/v1/orders', orderBody(`OWN-${RUN}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`${appUrl}/orders/${created.body.order.id}`);
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    await page.getByText(`Your account: ${DESCRIPTION}`).first().waitFor();
    await page
      .getByText(/^\$0\.\d\d label fee from your balance$/)
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^Choose UPS .* on Austin UPS/ }).count())
      .toBeGreaterThan(0);
    await screenshot(page, 'carrier-accounts-05-rates');
  });

  it('removes the account', async () => {
    await page.goto(`${appUrl}/settings/carrier-accounts?filter=custom`);
    await page.getByRole('button', { name: `Remove ${DESCRIPTION}` }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Carrier account removed.').waitFor();
    await page.getByText('No carrier accounts of your own').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
