import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, openPage } from './browser';
import { confirmThroughCognito, signUpElsewhere } from './cognito-steps';

const appUrl = inject('appUrl');
const EMAIL = `e2e-${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Coldchain7x';
const COMPANY = 'E2E Frozen Foods';
const REQUIRED = 'This field is required';

/** The messages a field's control points at (Cloudscape links error and constraint texts through aria-describedby). */
async function describedBy(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' | '),
  );
}

describe('issue 2 §5: sign up, confirm, sign in, create the merchant account', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('accounts §5 Signup: missing name, phone and heardFrom and mismatched passwords are refused, each at its field', async () => {
    await page.goto(`${appUrl}/sign-up`);
    await page.getByRole('heading', { name: 'Create your Shipdeck login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Company name', { exact: true }).fill(COMPANY);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    expect(await page.getByText(REQUIRED, { exact: true }).count()).toBe(3);
    for (const label of ['Your name', 'Phone']) expect(await describedBy(page, label)).toContain(REQUIRED);
    expect(await describedBy(page, 'Confirm password')).toContain('Passwords do not match');
    await screenshot(page, 'sign-up-01-required-and-mismatch');
  });

  it('accounts §5 Signup: a phone that matches no phone format is refused with the format text', async () => {
    await page.getByLabel('Phone', { exact: true }).fill('55');
    await page.getByText('xxx-xxx-xxxx or x-xxx-xxx-xxxx or UK phone format', { exact: true }).waitFor();
  });

  it('accounts §3 Signup: with every field answered, signs up and is asked for the emailed code', async () => {
    await page.getByLabel('Your name', { exact: true }).fill('Rosa Diaz');
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0142');
    await page.getByLabel('How did you hear about us?').click();
    await page.getByRole('option', { name: 'Store app marketplace' }).click();
    await page.getByLabel('Referral partner - optional').fill('Cold Chain Partners');
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    expect(await page.getByText(REQUIRED, { exact: true }).count()).toBe(0);
    await screenshot(page, 'sign-up-02-filled');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL('**/confirm-sign-up?email=*');
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL);
    await screenshot(page, 'sign-up-03-confirm-code');
  });

  it('after confirmation and a reload, signs in and creates the merchant account named on sign-up', async () => {
    await confirmThroughCognito(EMAIL);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByRole('heading', { name: 'Create your merchant account' }).waitFor();
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe(COMPANY);
    // The other answers were kept from sign-up, so this step does not ask them again.
    expect(await page.getByLabel('Your name', { exact: true }).count()).toBe(0);
    await screenshot(page, 'sign-up-04-create-account-prefilled');

    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('navigation').getByText(COMPANY).waitFor();
    // accounts §2: the new account has no order and has not completed onboarding, so it lands in the wizard.
    await page.waitForURL('**/onboarding-wizard');
    await page.getByRole('heading', { name: 'Company', level: 1 }).waitFor();
    await screenshot(page, 'sign-up-05-new-account-onboarding');
  });

  it('a new account starts with no warehouses (empty state)', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Warehouses' }).click();
    await page.getByText('No warehouses', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Create warehouse' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'sign-up-06-warehouses-empty');
  });

  it('accounts §3, §5 Signup: signed up elsewhere, the account step asks name, phone and heardFrom itself', async () => {
    const email = `e2e-elsewhere-${Date.now().toString(36)}@example.com`;
    await signUpElsewhere(email, PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(20_000);
    const fresh = await context.newPage();
    fresh.on('pageerror', (error) => pageErrors.push(error.message));
    await fresh.goto(`${appUrl}/sign-in`);
    await fresh.getByLabel('Email', { exact: true }).fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();

    await fresh.getByRole('heading', { name: 'Create your merchant account' }).waitFor();
    expect(await fresh.getByLabel('Company name', { exact: true }).inputValue()).toBe('');
    await fresh.getByLabel('Company name', { exact: true }).fill('Elsewhere Seafood');
    await fresh.getByRole('button', { name: 'Create account', exact: true }).click();
    await fresh.getByText(REQUIRED, { exact: true }).first().waitFor();
    expect(await fresh.getByText(REQUIRED, { exact: true }).count()).toBe(3);
    for (const label of ['Your name', 'Phone']) expect(await describedBy(fresh, label)).toContain(REQUIRED);
    await screenshot(fresh, 'sign-up-07-account-step-asks-again');

    await fresh.getByLabel('Your name', { exact: true }).fill('Sam Lee');
    await fresh.getByLabel('Phone', { exact: true }).fill('1-512-555-0199');
    await fresh.getByLabel('How did you hear about us?').click();
    await fresh.getByRole('option', { name: 'Search engine' }).click();
    await fresh.getByRole('button', { name: 'Create account', exact: true }).click();
    await fresh.getByRole('navigation').getByText('Elsewhere Seafood').waitFor();
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
