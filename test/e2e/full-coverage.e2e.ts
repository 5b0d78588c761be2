import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();

describe('Full coverage: bought with the label in the order page, its premium on the invoice', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `coverage-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  it('declares $300, rates with the $2.85 premium line, buys the label and the invoice shows the premium', async () => {
    const base = orderBody(`COVER-${RUN}`);
    const body = {
      ...base,
      shipments: [
        {
          ...base.shipments[0]!,
          options: { ...base.shipments[0]!.options, carrierInsuranceAmountActive: true, carrierInsuranceAmount: 300 },
        },
      ],
    };
    const created = await api(page, 'POST', '/api/v1/orders', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.order;

    await page.goto(`${appUrl}/orders/${order.id}`);
    await page.getByRole('checkbox', { name: 'Full coverage' }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: 'Full coverage' }).first().isChecked()).toBe(true);
    await page.getByText('Premium $2.85, charged with the label').waitFor();

    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    await page.getByText('Cheapest', { exact: true }).first().waitFor();
    const rated = (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order.shipments[0];
    for (const quote of rated.allRates)
      expect(quote.charges).toContainEqual({ kind: 'insurance', label: 'Full coverage', amountCents: 285 });
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'coverage-01-bought');

    const bought = (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order.shipments[0];
    expect(bought.billOfLading.coverage).toMatchObject({ declaredCents: 30_000, premiumCents: 285 });

    await page.goto(`${appUrl}/billing`);
    const row = page.locator('tr', { has: page.getByText(`COVER-${RUN}`, { exact: true }) }).first();
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('$2.85');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'coverage-02-invoice');
  }, 180_000);
});
