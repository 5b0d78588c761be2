import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FeatureFlags } from '#domain/plans/feature-flags.rules';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE_NAME } from '#infra/local/local-config';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const SCHEDULE = '/api/v1/settings/shipping-schedule';
const ORDERS_PREFERENCE = `/api/v1/preferences/${encodeURIComponent('table:orders')}`;
const ORDER_NUMBER = `SCHED-${randomUUID().slice(0, 6)}`;
/** A Friday, 16:00 Central: after a 14:00 cutoff, and no holiday on the Monday after. */
const FRIDAY_4PM_CENTRAL = '2026-11-20T16:00:00-06:00';

/**
 * Issue 27, shipping schedule: the demo owner (given the shippingSchedule feature, as Shipdeck staff would, and
 * given back their own flags afterwards) sets Mon–Fri with a 14:00 cutoff on Settings › Shipping schedule; an
 * order that arrived on a Friday at 16:00 shows Monday's ship date in the orders grid.
 */
describe('shipping schedule: a Friday-after-cutoff order ships Monday', () => {
  let browser: Browser;
  let page: Page;
  let setFeatures: (features: FeatureFlags) => Promise<void>;
  let before: { features: FeatureFlags; schedule: unknown; ordersPreference: unknown };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: inject('emulators').dynamodb,
      TABLE_NAME: LOCAL_TABLE_NAME,
    });
    // Imported after the environment names the local table.
    const { setMembershipFeatures } = await import('#functions/accounts/adapters/dynamodb.membership-store');
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const me = (await api(page, 'GET', '/api/v1/me')).body;
    const { accountId, features } = me.memberships[0] as { accountId: string; features?: FeatureFlags };
    setFeatures = (f) => setMembershipFeatures(accountId, me.userId, f);
    before = {
      features: features ?? {},
      schedule: (await api(page, 'GET', SCHEDULE)).body.schedule,
      ordersPreference: (await api(page, 'GET', ORDERS_PREFERENCE)).body?.value,
    };
    await setFeatures({ ...before.features, shippingSchedule: true });
  });

  afterAll(async () => {
    // Leave the demo owner as the other browser tests expect: their flags, schedule and grid columns.
    if (page && before) {
      const now = (await api(page, 'GET', SCHEDULE)).body;
      await api(page, 'PUT', SCHEDULE, { ...(before.schedule as object), version: now.version });
      if (before.ordersPreference !== undefined && before.ordersPreference !== null)
        await api(page, 'PUT', ORDERS_PREFERENCE, { value: before.ordersPreference });
      await setFeatures(before.features);
    }
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `schedule-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => undefined,
      );
  });

  it('sets Mon–Fri with a 14:00 cutoff on Settings › Shipping schedule', async () => {
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('navigation').getByRole('link', { name: 'Shipping schedule' }).click();
    await page.waitForURL('**/settings/shipping-schedule');
    await page.getByRole('heading', { name: 'Shipping schedule', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Lead time per weekday' }).waitFor();

    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      // Cloudscape names each box by its own label, then the field's ("Sunday Ship days").
      const box = page.getByRole('checkbox', { name: new RegExp(`^${day} `) });
      if ((await box.isChecked()) !== !['Sunday', 'Saturday'].includes(day)) await box.click();
    }
    const cutoff = page.getByRole('textbox', { name: 'Cutoff time' });
    await cutoff.fill('14:00');
    await page.getByRole('button', { name: /^Time zone/ }).click();
    await page.getByRole('option', { name: /America\/Chicago/ }).click();
    await page.getByRole('button', { name: 'Save settings', exact: true }).first().click();
    await page.getByText('Shipping schedule saved.', { exact: true }).waitFor();
    const saved = (await api(page, 'GET', SCHEDULE)).body.schedule;
    expect(saved).toMatchObject({
      shipDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      cutoffTime: '14:00',
      timezone: 'America/Chicago',
    });
    await screenshot(page, 'schedule-01-saved');
  });

  it('an order that arrived Friday 16:00 shows Monday as its ship date in the grid', async () => {
    const created = await api(page, 'POST', '/api/v1/orders', {
      ...orderBody(ORDER_NUMBER),
      orderDate: FRIDAY_4PM_CENTRAL,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).first().click();
    await page.waitForURL('**/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Preferences', exact: true }).click();
    const prefs = page.getByRole('dialog').filter({ hasText: 'Page size' });
    await prefs
      .locator('li')
      .filter({ has: page.getByText('Ship date', { exact: true }) })
      .locator('input[type="checkbox"]')
      .check();
    await prefs.getByRole('button', { name: 'Confirm', exact: true }).click();

    const input = page.getByPlaceholder(/^Filter orders by/);
    await input.click();
    await input.fill(`Order number = ${ORDER_NUMBER}`);
    await page.waitForTimeout(300);
    await input.press('Enter');
    const row = page.locator('tbody tr').filter({ hasText: ORDER_NUMBER });
    await row.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => row.first().textContent(), { timeout: 20_000 }).toContain('11/23/2026');
    await screenshot(page, 'schedule-02-grid-monday');
    expect(pageErrors).toEqual([]);
  });

  it('keeps a time zone per warehouse where the cutoff is edited', async () => {
    const { items } = (await api(page, 'GET', '/api/v1/warehouses')).body as { items: { id: string; name: string }[] };
    const warehouse = items[0];
    expect(warehouse).toBeDefined();
    // The first test walks the navigation; this one opens the page where it left the grid.
    await page.goto(`${appUrl}/settings/shipping-schedule`);
    await page.getByRole('heading', { name: 'Shipping schedule', level: 1 }).waitFor();
    // The select is named by its form fields (the group's label, then the warehouse's) and the option shown.
    const zone = page
      .getByRole('button', { name: new RegExp(warehouse!.name) })
      .filter({ hasText: 'Same as the schedule' })
      .first();
    await expect.poll(() => zone.textContent()).toContain('Same as the schedule');
    await zone.click();
    await page.getByRole('option', { name: /America\/Los_Angeles/ }).click();
    await page.getByRole('button', { name: 'Save settings', exact: true }).first().click();
    await page.getByText('Shipping schedule saved.', { exact: true }).waitFor();
    const saved = (await api(page, 'GET', SCHEDULE)).body.schedule;
    expect(saved.warehouseTimezones).toMatchObject({ [warehouse!.id]: 'America/Los_Angeles' });
    await screenshot(page, 'schedule-03-warehouse-time-zone');
    expect(pageErrors).toEqual([]);
  });
});
