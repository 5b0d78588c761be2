import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const PROFILES = '/api/v1/international-profiles';
/** Unique per run so a leftover of an aborted run cannot satisfy an assertion. */
const RUN = randomUUID().slice(0, 6);
const PROFILE = `Frozen fish ${RUN}`;
const TORONTO = { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' };
/** Customs typed by hand on the order, which the profile then replaces. */
const HAND_CUSTOMS = {
  contentType: 'gift',
  nonDelivery: 'abandon',
  htsCode: { label: '4202.92 Bags', value: '4202.92', description: 'Bags' },
  quantity: 5,
  countryOfOrigin: 'US',
};

type Profile = { id: string; profileName: string; isDefault: boolean };

/**
 * Issue 27, international profiles (accounts §3 "reusable on shipments"): the merchant creates a profile as the
 * default on Settings › International settings; an order to Toronto sent without customs takes the default's,
 * and in the editor of an order to Toronto with hand-typed customs, choosing the profile fills its customs
 * fields (still editable) with a note naming the profile. The account's profiles are left as they were.
 */
describe('international profiles fill a shipment’s customs', () => {
  let browser: Browser;
  let page: Page;
  let before: Profile[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    before = (await api(page, 'GET', PROFILES)).body.profiles;
  });

  afterAll(async () => {
    if (page) {
      const now: Profile[] = (await api(page, 'GET', PROFILES)).body.profiles;
      const mine = now.find((p) => p.profileName === PROFILE);
      const formerDefault = before.find((p) => p.isDefault);
      if (formerDefault) {
        const { id: _i, updatedAt: _u, ...body } = formerDefault as Profile & { updatedAt: string };
        await api(page, 'PUT', `${PROFILES}/${formerDefault.id}`, { ...body, isDefault: true });
      }
      if (mine) await api(page, 'DELETE', `${PROFILES}/${mine.id}`);
    }
    await browser?.close();
  });

  it('creates a default profile in Settings › International settings', async () => {
    await page.goto(`${appUrl}/settings/international`);
    await page.getByRole('heading', { name: 'International settings', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create profile', exact: true }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Name', { exact: true }).fill(PROFILE);
    await modal.getByLabel('Quantity', { exact: true }).fill('2');
    await modal.getByLabel('Content type', { exact: true }).click();
    await page.getByRole('option', { name: 'merchandise' }).click();
    await modal.getByLabel('Non-delivery', { exact: true }).click();
    await page.getByRole('option', { name: 'Return to sender' }).click();
    // The HTS picker searches the code list as the merchant types (orders §7).
    await modal.getByRole('button', { name: /HTS code/ }).click();
    await page.getByPlaceholder('Search', { exact: true }).fill('0303');
    await page.getByRole('option').filter({ hasText: 'frozen' }).first().click();
    await modal.getByLabel('Country of origin', { exact: true }).fill('NO');
    await modal.getByRole('checkbox', { name: 'Default profile for new international shipments' }).check();
    await screenshot(page, 'international-profiles-01-create');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('cell', { name: PROFILE }).first().waitFor();
    const saved: Profile[] = (await api(page, 'GET', PROFILES)).body.profiles;
    expect(saved.find((p) => p.profileName === PROFILE)?.isDefault).toBe(true);
  });

  it('an order to Toronto sent without customs takes the default profile', async () => {
    const body = orderBody(`INTL-${RUN}-A`);
    const made = await api(page, 'POST', '/api/v1/orders', {
      ...body,
      shippingAddress: { ...body.shippingAddress, ...TORONTO },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.order.shipments[0].internationalSettings).toMatchObject({
      profileName: PROFILE,
      contentType: 'merchandise',
      nonDelivery: 'return',
      quantity: 2,
      countryOfOrigin: 'NO',
    });
  });

  it('in the editor, choosing the profile fills the customs fields and names the profile', async () => {
    const body = orderBody(`INTL-${RUN}-B`);
    const made = await api(page, 'POST', '/api/v1/orders', {
      ...body,
      shippingAddress: { ...body.shippingAddress, ...TORONTO },
      shipments: [{ ...body.shipments[0], internationalSettings: HAND_CUSTOMS }],
    });
    expect(made.status).toBe(201);
    await page.goto(`${appUrl}/orders/${made.body.order.id}`);
    await page.getByRole('heading', { name: 'International settings' }).waitFor();
    const quantity = page.getByLabel('Customs quantity', { exact: true });
    expect(await quantity.inputValue()).toBe('5');
    expect(await page.getByTestId('shipment-1-profile-note').count()).toBe(0);

    await page.getByRole('button', { name: /International profile of shipment 1/ }).click();
    await page.getByRole('option', { name: new RegExp(PROFILE) }).click();
    await page.getByTestId('shipment-1-profile-note').getByText(`Filled from profile ${PROFILE}`).waitFor();
    expect(await quantity.inputValue()).toBe('2');
    expect(await page.getByLabel('Country of origin', { exact: true }).inputValue()).toBe('NO');
    await page.getByText('Return to sender').first().waitFor();
    await page.getByText(/0303/).first().waitFor();
    // The fields stay editable after the profile filled them.
    await quantity.fill('3');
    expect(await quantity.inputValue()).toBe('3');
    await screenshot(page, 'international-profiles-02-editor-filled');

    // The API's box is not in the demo catalog: choose one so the order saves (orders §5 box required).
    await page.getByRole('button', { name: /Box of shipment 1/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect
      .poll(async () => (await api(page, 'GET', `/api/v1/orders/${made.body.order.id}`)).body.order.shipments[0])
      .toMatchObject({ internationalSettings: { profileName: PROFILE, quantity: 3, countryOfOrigin: 'NO' } });
    expect(pageErrors).toEqual([]);
  });
});
