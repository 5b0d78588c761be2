import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CLAIM_SETTINGS_FORM_MESSAGES } from '#domain/forms/claim-form.schema';
import { MESSAGES } from '#domain/validation/messages';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const SAVED = 'Claim settings saved.';
/** Unique per run so a leftover of an aborted run cannot satisfy an assertion. */
const PROFILE = `Frozen seafood ${Date.now().toString(36)}`;

/**
 * Issue 25 (accounts §2 settings screens, §3 claim settings, §5 profile rules): the merchant opens Claim settings
 * from the Settings navigation, adds a profile and a recipient of a claim status, sees the spec's messages for
 * what is missing, saves, finds both kept after a reload, and is asked before leaving unsaved changes.
 */
describe('claim settings: profiles and who is told of each claim status', () => {
  let browser: Browser;
  let page: Page;
  let before: { settings: unknown; version: number };
  const pageErrors: string[] = [];
  const save = () => page.getByRole('button', { name: 'Save settings', exact: true }).click();
  const email = () => page.getByRole('textbox', { name: 'Paid recipient 1 email', exact: true });

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    before = (await api(page, 'GET', '/api/v1/claim-settings')).body;
  });

  afterAll(async () => {
    // Leave the demo account's claim settings as they were for the other browser tests.
    if (page && before) {
      const now = (await api(page, 'GET', '/api/v1/claim-settings')).body;
      await api(page, 'PUT', '/api/v1/claim-settings', { settings: before.settings, version: now.version });
    }
    await browser?.close();
  });

  it('opens Claim settings from the Settings navigation', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('navigation').getByRole('link', { name: 'Claim settings' }).click();
    await page.waitForURL('**/settings/claims');
    await page.getByRole('heading', { name: 'Claim settings', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Claim profiles' }).waitFor();
    await page.getByRole('heading', { name: 'Status notifications' }).waitFor();
    await screenshot(page, 'claim-settings-01-page');
  });

  it('accounts §5: a profile without its descriptions and a recipient without a valid email are refused', async () => {
    await page.getByRole('button', { name: 'Add profile', exact: true }).click();
    await page.getByLabel('Profile name', { exact: true }).last().fill(PROFILE);
    await page.getByText('You have unsaved changes.').waitFor();
    const paid = page.getByText('Paid', { exact: true }).locator('xpath=ancestor::*[.//button][1]');
    await paid.getByRole('button', { name: 'Add recipient' }).click();
    await email().fill('ops-at-example');
    await save();
    await page.getByText(MESSAGES.required, { exact: true }).first().waitFor();
    expect(await page.getByText(MESSAGES.required, { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await page.getByText(MESSAGES.invalidEmail, { exact: true }).waitFor();
    expect(await page.getByText(SAVED).count()).toBe(0);
    await screenshot(page, 'claim-settings-02-errors');
  });

  it('accounts §5: two profiles of one name are refused', async () => {
    await page.getByRole('button', { name: 'Add profile', exact: true }).click();
    await page.getByLabel('Profile name', { exact: true }).last().fill(PROFILE.toUpperCase());
    await page.getByText(CLAIM_SETTINGS_FORM_MESSAGES.duplicateProfile, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Remove profile ${PROFILE.toUpperCase()}`, exact: true }).click();
    await expect.poll(() => page.getByText(CLAIM_SETTINGS_FORM_MESSAGES.duplicateProfile).count()).toBe(0);
  });

  it('saves a complete profile and recipient, and keeps them after a reload', async () => {
    await page.getByLabel('Merchandise description', { exact: true }).last().fill('Frozen salmon fillets');
    await page.getByLabel('Damage description', { exact: true }).last().fill('Thawed on arrival');
    await email().fill('ops@example.com');
    await expect.poll(() => page.getByText(MESSAGES.invalidEmail, { exact: true }).count()).toBe(0);
    await save();
    await page.getByText(SAVED).waitFor();
    await expect.poll(() => page.getByText('You have unsaved changes.').count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Claim settings', level: 1 }).waitFor();
    await page.getByRole('heading', { name: PROFILE }).waitFor();
    expect(await email().inputValue()).toBe('ops@example.com');
    const saved = (await api(page, 'GET', '/api/v1/claim-settings')).body;
    expect(saved.settings.notifications.paid).toEqual([{ label: '', value: 'ops@example.com' }]);
    expect(saved.settings.profiles.map((p: { profileName: string }) => p.profileName)).toContain(PROFILE);
    await screenshot(page, 'claim-settings-03-saved');
  });

  it('accounts §2: leaving with unsaved changes asks first; Stay keeps them, Reset drops them', async () => {
    await email().fill('billing@example.com');
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Claims', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave page with unsaved changes?' });
    await prompt.waitFor();
    await screenshot(page, 'claim-settings-04-leave-prompt');
    await prompt.getByRole('button', { name: 'Stay', exact: true }).click();
    expect(page.url()).toMatch(/\/settings\/claims$/);
    expect(await email().inputValue()).toBe('billing@example.com');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await email().inputValue()).toBe('ops@example.com');
    await expect.poll(() => page.getByText('You have unsaved changes.').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('a claim filed with the profile starts from its descriptions', async () => {
    const created = await api(page, 'POST', '/api/v1/orders', orderBody(`CLAIMPROF-${Date.now().toString(36)}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`${appUrl}/orders/${created.body.order.id}`);
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'File a claim', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('contents damaged', { exact: true }).click();
    await dialog.getByRole('button', { name: /^Profile/ }).click();
    await dialog.getByRole('option', { name: PROFILE }).click();
    await screenshot(page, 'claim-settings-05-file-with-profile');
    await dialog.getByRole('button', { name: 'Create draft', exact: true }).click();
    await page.waitForURL(/\/claims\/[^/]+\/edit$/);
    await page.getByRole('heading', { name: 'Draft claim', level: 1 }).waitFor();
    expect(await page.getByLabel('Merchandise description').inputValue()).toBe('Frozen salmon fillets');
    expect(await page.getByLabel('Damage description').inputValue()).toBe('Thawed on arrival');
  }, 180_000);
});
