import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot } from './browser';

const appUrl = inject('appUrl');
const VIEWPORT_ACCEPTING_LOCAL_CERTIFICATE = { viewport: { width: 1366, height: 900 }, ignoreHTTPSErrors: true };

/**
 * accounts §4: sign-up and sign-in with Google through the user pool's hosted UI. Locally the hosted
 * UI stand-in serves https with a self-signed certificate (aws-amplify calls it over https only), so
 * the browser context accepts it as a developer does once; the provider is the local Google issuer.
 */
describe('accounts §4 Authentication: social sign-in', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const email = `social-${Date.now()}@e2e.example`;

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors, VIEWPORT_ACCEPTING_LOCAL_CERTIFICATE));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the three providers on sign-in', async () => {
    await page.goto(`${appUrl}/sign-in`);
    for (const provider of ['Google', 'LinkedIn', 'Microsoft'])
      await page.getByRole('button', { name: `Continue with ${provider}` }).waitFor();
    await screenshot(page, 'social-sign-in-page');
  });

  it('a visitor signs up with Google from a partner link, creates the account and lands in onboarding', async () => {
    await page.goto(`${appUrl}/sign-up?ref=cold-chain-partners`);
    await page.getByRole('heading', { name: 'Create your Shipdeck login' }).waitFor();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    await screenshot(page, 'social-sign-in-provider');
    await page.getByLabel('Another email').fill(email);
    await page.getByLabel('Name (optional)').fill('Sam Social');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('heading', { name: 'Create your merchant account' }).waitFor();
    await expect.poll(() => page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Sam Social');
    expect(await page.getByLabel('Referral partner - optional').inputValue()).toBe('cold-chain-partners');
    await page.getByLabel('Company name', { exact: true }).fill('Social Foods');
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0142');
    await screenshot(page, 'social-sign-in-create-account');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL('**/onboarding-wizard');
    expect(pageErrors).toEqual([]);
  });

  it('the returning federated user signs in with Google and lands in the app', async () => {
    const returning = await browser.newContext(VIEWPORT_ACCEPTING_LOCAL_CERTIFICATE);
    const second = await returning.newPage();
    second.setDefaultTimeout(20_000);
    await second.goto(`${appUrl}/sign-in`);
    await second.getByRole('button', { name: 'Continue with Google' }).click();
    await second.getByLabel('Another email').fill(email);
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    // Still no order and onboarding not finished (accounts §2): the app opens the wizard again.
    await second.waitForURL('**/onboarding-wizard');
    await returning.close();
  });
});
