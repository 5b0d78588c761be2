import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const member = inject('memberLogin');

describe('orders §6: the permission guard hides warehouse editing from a member without edit_warehouses', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, member));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists warehouses without create, edit, delete or selection', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Warehouses' }).click();
    await page.getByRole('heading', { name: 'Warehouses', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Loading warehouses').count()).toBe(0);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    for (const name of ['Create warehouse', 'Edit', 'Delete', 'Set as default']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'permissions-01-member-read-only');
  });

  it('shows the fallback on the create page instead of the form', async () => {
    await page.goto(`${appUrl}/warehouses/create`);
    await page.getByText('Your team permissions do not include editing warehouses.').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    await screenshot(page, 'permissions-02-member-create-fallback');
  });
});
