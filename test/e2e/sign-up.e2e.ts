import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfigSchema } from '../../shared/api/runtime-config';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_PORTS } from '../../infra/local/local-config';
import { launchBrowser, screenshot } from './browser';

const appUrl = inject('appUrl');
const EMAIL = `e2e-${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Coldchain7x';
const COMPANY = 'E2E Frozen Foods';

/**
 * Stands in for the user's inbox: cognito-local only logs the code, so the test confirms the
 * new user with an admin call straight to the emulator (the app origin's shim refuses admin calls).
 */
async function confirmThroughCognito(email: string): Promise<void> {
  const config = runtimeConfigSchema.parse(await (await fetch(`${appUrl}/runtime-config.json`)).json());
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: `http://${LOCAL_HOST}:${LOCAL_PORTS.cognito}`,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    // The pool signs in by email, so the Cognito username is a generated id.
    const { Users = [] } = await client.send(new ListUsersCommand({ UserPoolId: config.userPoolId, Filter: `email = "${email}"` }));
    const username = Users.find((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value === email))?.Username;
    expect(username, `no Cognito user for ${email}`).toBeTruthy();
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: username }));
  } finally {
    client.destroy();
  }
}

describe('issue 2 §5: sign up, confirm, sign in, create the merchant account', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('accounts §5 Signup: mismatched passwords are refused in the form', async () => {
    await page.goto(`${appUrl}/sign-up`);
    await page.getByRole('heading', { name: 'Create your Shipdeck login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    await screenshot(page, 'sign-up-01-passwords-do-not-match');
  });

  it('signs up and is asked for the emailed code', async () => {
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL('**/confirm-sign-up?email=*');
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL);
    await screenshot(page, 'sign-up-02-confirm-code');
  });

  it('after confirmation, signs in and creates the merchant account', async () => {
    await confirmThroughCognito(EMAIL);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByRole('heading', { name: 'Create your merchant account' }).waitFor();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByText('This field is required', { exact: true }).waitFor();
    await screenshot(page, 'sign-up-03-create-account-required');

    await page.getByLabel('Company name', { exact: true }).fill(COMPANY);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('navigation').getByText(COMPANY).waitFor();
    await screenshot(page, 'sign-up-04-new-account-home');
  });

  it('a new account starts with no warehouses (empty state)', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Warehouses' }).click();
    await page.getByText('No warehouses', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Create warehouse' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'sign-up-05-warehouses-empty');
    expect(pageErrors).toEqual([]);
  });
});
