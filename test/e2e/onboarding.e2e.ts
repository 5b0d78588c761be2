import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, openPage } from './browser';
import { signUpElsewhere } from './cognito-steps';
import {
  choosePreferredService,
  fillFirstWarehouse,
  fillShippingSchedule,
  nextStep,
  preferSpecificServices,
  skipToRatedSampleOrder,
  stepHeading,
  uploadCompanyLogo,
} from './onboarding-steps';

const appUrl = inject('appUrl');
const EMAIL = `e2e-onboarding-${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Coldchain7x';
const REQUIRED = 'This field is required';

const next = nextStep;

describe('accounts §2, §5 Onboarding: a new sign-up is led through the wizard to a rated first order', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await signUpElsewhere(EMAIL, PASSWORD);
    ({ browser, page } = await openPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('accounts §2: a brand-new account (no order, onboarding not complete) is redirected into the wizard', async () => {
    await page.goto(`${appUrl}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Create your merchant account' }).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Wizard Frozen Foods');
    await page.getByLabel('Your name', { exact: true }).fill('Ana Wiz');
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0177');
    await page.getByLabel('How did you hear about us?').click();
    await page.getByRole('option', { name: 'Search engine' }).click();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL('**/onboarding-wizard');
    await stepHeading(page, 'Company');
    // The step starts from the company profile: the account's name until one is saved.
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Wizard Frozen Foods');
    await screenshot(page, 'onboarding-01-company');
  });

  it('accounts §5: company name and logo — the logo is required, then uploaded and checked by its bytes', async () => {
    await next(page);
    await page.getByText(`${REQUIRED}: upload a PNG or JPEG of at most 2 MB below.`).waitFor();
    await uploadCompanyLogo(page);
    await screenshot(page, 'onboarding-02-company-logo');
    await next(page);
    await stepHeading(page, 'First warehouse');
  });

  it('accounts §5: a new warehouse needs street1, city, state, zip, name and phone', async () => {
    await next(page);
    await page.getByText(REQUIRED, { exact: true }).first().waitFor();
    expect(await page.getByText(REQUIRED, { exact: true }).count()).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'onboarding-03-warehouse-required');
    await fillFirstWarehouse(page);
    await next(page);
    await stepHeading(page, 'Shipping schedule');
  });

  it('accounts §5: the shipping schedule needs a timezone', async () => {
    await next(page);
    await page.getByText(REQUIRED, { exact: true }).waitFor();
    await fillShippingSchedule(page);
    await screenshot(page, 'onboarding-04-schedule');
    await next(page);
    await stepHeading(page, 'Preferred services');
  });

  it('accounts §5: preferred services need one selection once the merchant prefers some', async () => {
    await preferSpecificServices(page);
    await next(page);
    await page.getByText('At least one preferred service is required').waitFor();
    await choosePreferredService(page);
    await screenshot(page, 'onboarding-05-services');
    await next(page);
    await stepHeading(page, 'Connect a store');
    await screenshot(page, 'onboarding-06-store');
  });

  it('leaving mid-way and coming back resumes at the first unfinished step', async () => {
    await page.goto(`${appUrl}/orders`);
    await page.waitForURL('**/onboarding-wizard');
    await stepHeading(page, 'Connect a store');
    await screenshot(page, 'onboarding-07-resumed');
  });

  it('store and funds are skipped; the finish creates a sample order and lands on it, rated', async () => {
    const rows = await skipToRatedSampleOrder(page, (name) =>
      screenshot(page, name === 'funds' ? 'onboarding-08-funds' : 'onboarding-09-first-order'),
    );
    expect(rows).toBeGreaterThan(2);
    await screenshot(page, 'onboarding-10-rated-first-order');
  });

  it('accounts §2: with an order, the app no longer redirects into onboarding', async () => {
    await page.goto(`${appUrl}/warehouses`);
    await page.getByRole('heading', { name: 'Warehouses', level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/warehouses');
    expect(pageErrors).toEqual([]);
  });
});
