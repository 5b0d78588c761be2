import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();

/**
 * Issue 27 (orders §3 rate shop): an order of Frozen load type is rated by the parcel carriers and, beside
 * them, by the LTL carriers; its rate shop lists the reefer carriers' offers, and "Book freight" opens the
 * kept quote's booking page with the offer the merchant picked.
 */
describe('order rate shop: LTL offers for a Frozen order', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `ltl-rates-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  it('Get rates shows the parcel quotes and the LTL offers; Book freight opens the booking page with that offer', async () => {
    const created = await api(page, 'POST', '/api/v1/orders', { ...orderBody(`LTL-${RUN}`), loadType: 'Frozen' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.order;

    await page.goto(`${appUrl}/orders/${order.id}`);
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    await page.getByText('Cheapest', { exact: true }).first().waitFor();
    const ltl = page.getByRole('table').filter({ hasText: 'KCFX' });
    await ltl.waitFor();
    // Frozen needs reefer equipment: three of the four sandbox LTL carriers offer it.
    await expect.poll(() => ltl.getByRole('button', { name: /^Book freight / }).count()).toBe(3);
    for (const scac of ['SMFL', 'HXLT', 'KCFX']) await ltl.getByText(scac, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'LTL freight', level: 2 }).waitFor();
    await page.getByText('Prairie Transport: no reefer equipment for Frozen loads').waitFor();
    await ltl.scrollIntoViewIfNeeded();
    await screenshot(page, 'ltl-rates-01-offers');

    await ltl.getByRole('button', { name: 'Book freight Keystone Cold Freight', exact: true }).click();
    await page.waitForURL(/\/freight\/quotes\/[^/?]+\?offer=KCFX-/);
    await page.getByRole('heading', { name: 'Book freight', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Keystone Cold Freight', level: 2 }).waitFor();
    await page.getByText('Frozen', { exact: false }).first().waitFor();
    // The quote kept by the rate shop is the order's.
    const quoteId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const kept = await api(page, 'GET', `/api/v1/freight/quotes/${encodeURIComponent(quoteId)}`);
    expect(kept.body).toMatchObject({ orderId: order.id, request: { loadType: 'Frozen' } });
    await screenshot(page, 'ltl-rates-02-booking-page');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
