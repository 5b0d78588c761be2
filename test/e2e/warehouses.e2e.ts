import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '#domain/validation/messages';
import { screenshot, openPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so a leftover row from an aborted run cannot satisfy an assertion. */
const NAME = `E2E Cold Room ${Date.now().toString(36)}`;
const RENAMED = `${NAME} B`;

describe('issue 2 acceptance: sign in, then create, fix, edit and delete a warehouse', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('accounts §6: signs in with the seeded login and lands in the app shell', async () => {
    await page.goto(appUrl);
    await page.waitForURL('**/sign-in');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await screenshot(page, '01-sign-in');

    await page.getByLabel('Email', { exact: true }).fill(login.email);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL('**/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('navigation').getByRole('link', { name: 'Warehouses' }).isVisible())
      .toBe(true);
    await screenshot(page, '02-home-orders');
  });

  it('issue 2 §7: opens Warehouses from the side navigation and shows the table', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Warehouses' }).click();
    await page.waitForURL('**/warehouses');
    await page.getByRole('heading', { name: 'Warehouses', level: 1 }).waitFor();
    // The sticky header renders a second <table>; the first is the data table.
    await page.locator('table').first().waitFor();
    await expect.poll(() => page.getByText('Loading warehouses').count()).toBe(0);
    await screenshot(page, '03-warehouses-table');
  });

  it('orders §5: a bad zip shows the spec message Invalid Zip, and the fixed form saves', async () => {
    await page.getByRole('button', { name: 'Create warehouse', exact: true }).click();
    await page.waitForURL('**/warehouses/create');
    await page.getByRole('heading', { name: 'Create warehouse', level: 1 }).waitFor();
    const form = page.locator('form');

    await form.getByLabel('Name', { exact: true }).fill(NAME);
    await form.getByLabel('Phone', { exact: true }).fill('512-555-0100');
    await form.getByLabel('Street', { exact: true }).fill('100 Congress Ave');
    await form.getByLabel('City', { exact: true }).fill('Austin');
    await form.getByLabel('State', { exact: true }).click();
    await page.getByRole('option', { name: 'Texas (TX)' }).click();
    await form.getByLabel('Zip code', { exact: true }).fill('7870');
    await page.getByRole('button', { name: 'Create warehouse', exact: true }).click();

    await page.getByText(MESSAGES.invalidZip, { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/warehouses\/create$/);
    await screenshot(page, '04-create-invalid-zip');

    await form.getByLabel('Zip code', { exact: true }).fill('78701');
    await expect.poll(() => page.getByText(MESSAGES.invalidZip, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create warehouse', exact: true }).click();

    await page.waitForURL('**/warehouses');
    await page.getByText(`Warehouse ${NAME} created.`).waitFor();
    await page.getByRole('link', { name: NAME, exact: true }).waitFor();
    await screenshot(page, '05-warehouse-created');
  });

  it('orders §3: edits the warehouse and the table shows the change', async () => {
    await page.getByRole('checkbox', { name: `Select warehouse ${NAME}` }).check();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/warehouses/*/edit');
    await page.getByRole('heading', { name: `Edit ${NAME}`, level: 1 }).waitFor();
    const form = page.locator('form');
    await expect.poll(() => form.getByLabel('Name', { exact: true }).inputValue()).toBe(NAME);
    expect(await form.getByLabel('Zip code', { exact: true }).inputValue()).toBe('78701');
    await screenshot(page, '06-edit-form');

    await form.getByLabel('Name', { exact: true }).fill(RENAMED);
    await form.getByLabel('Notes for the carrier - optional', { exact: true }).fill('Ring the bell at dock 2.');

    // Orders §4 form-change prompt: shown while values differ, and leaving asks first.
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Warehouses' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Leave page with unsaved changes?' });
    await leave.waitFor();
    await screenshot(page, '06b-unsaved-changes-prompt');
    await leave.getByRole('button', { name: 'Stay', exact: true }).click();
    expect(page.url()).toMatch(/\/edit$/);
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();

    await page.waitForURL('**/warehouses');
    await page.getByText(`Warehouse ${RENAMED} saved.`).waitFor();
    await page.getByRole('link', { name: RENAMED, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: NAME, exact: true }).count()).toBe(0);
    await screenshot(page, '07-warehouse-edited');
  });

  it('orders §3: Set as default moves the Default badge to the selected warehouse', async () => {
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    const previousDefault =
      (await page
        .getByRole('row')
        .filter({ has: page.getByText('Default', { exact: true }) })
        .getByRole('link')
        .first()
        .textContent()) ?? '';
    expect(previousDefault).not.toBe('');

    await page.getByRole('checkbox', { name: `Select warehouse ${RENAMED}` }).check();
    await page.getByRole('button', { name: 'Set as default', exact: true }).click();
    await page.getByText(`${RENAMED} is now the default warehouse.`).waitFor();
    await row(RENAMED).getByText('Default', { exact: true }).waitFor();
    expect(await row(previousDefault).getByText('Default', { exact: true }).count()).toBe(0);
    await screenshot(page, '07b-set-as-default');

    // Hand the default back so the delete below removes an ordinary warehouse.
    await page.getByRole('checkbox', { name: `Select warehouse ${previousDefault}` }).check();
    await page.getByRole('button', { name: 'Set as default', exact: true }).click();
    await row(previousDefault).getByText('Default', { exact: true }).waitFor();
  });

  it('deletes the warehouse after confirming in a modal', async () => {
    await page.getByRole('checkbox', { name: `Select warehouse ${RENAMED}` }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(RENAMED).waitFor();
    await screenshot(page, '08-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await page.getByText(`Warehouse ${RENAMED} deleted.`).waitFor();
    await page.getByRole('link', { name: RENAMED, exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, '09-warehouse-deleted');
  });

  it('signs out from the user menu', async () => {
    await page.getByRole('button', { name: login.email }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
