import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const storedIdTokens = (page: Page) =>
  page.evaluate(
    () =>
      Object.keys(window.localStorage).filter(
        (key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken'),
      ).length,
  );

describe('orders §7 / accounts §7: a TokenExpiredError answer logs the user out', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('clears the session and returns to sign in with a notice', async () => {
    expect(await storedIdTokens(page)).toBe(1);
    // The server's answer to an expired token, forced here instead of waiting an hour.
    await page.route('**/api/v1/warehouses', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'TokenExpiredError', message: 'jwt expired' }),
      }),
    );
    await page.getByRole('navigation').getByRole('link', { name: 'Warehouses' }).click();

    await page.waitForURL('**/sign-in');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await storedIdTokens(page)).toBe(0);
    await screenshot(page, 'session-01-ended');

    await page.unroute('**/api/v1/warehouses');
    await page.goto(`${appUrl}/warehouses`);
    await page.waitForURL('**/sign-in');
  });
});
