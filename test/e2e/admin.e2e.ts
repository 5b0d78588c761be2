import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE_NAME } from '#infra/local/local-config';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNT_NAME } from '#infra/local/seed/demo-data.seed';
import { api } from './app-api';
import { billingBalanceCents } from './billing-steps';
import { screenshot, signedInPage } from './browser';
import { moveClaimInConsole, openClaimInConsole } from './claim-steps';

const appUrl = inject('appUrl');
const emulators = inject('emulators');
const login = inject('login');
const adminLogin = inject('adminLogin');

/**
 * A claim the demo merchant submitted, written straight into the stack's table as the claim routes
 * leave one (the merchant's claim routes are built on another branch): $120.00 claimed on a shipment
 * declared at $100.00.
 */
async function seedSubmittedClaim() {
  process.env.TABLE_NAME ??= LOCAL_TABLE_NAME;
  process.env.AWS_REGION ??= LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID ??= LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_CREDENTIALS.secretAccessKey;
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= emulators.dynamodb;
  const { storeSubmittedClaim } = await import('#test/support/admin-claims');
  // Filed with the sandbox insurer already: unfiled, the insurer's schedule (every 30 s locally) would file it and
  // move it on before staff open it; filed, its next step waits two minutes, and the staff moves restart that clock.
  return storeSubmittedClaim(DEMO_ACCOUNT_ID, { insurerClaimId: `sbx_clm_e2e_${Date.now()}` });
}

/**
 * Issue 25 §6: a Shipdeck staff member signs in to the admin console, finds a submitted claim in the
 * review queue, moves it through review and approves its payout; the merchant sees the credit on Billing
 * and cannot reach the console's API.
 */
describe('issue 25 §6: the Shipdeck admin console', () => {
  let merchant: { browser: Browser; page: Page };
  let staff: { browser: Browser; page: Page };
  let orderNumber: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    orderNumber = (await seedSubmittedClaim()).orderNumber;
    merchant = await signedInPage(appUrl, login);
    staff = await signedInPage(appUrl, adminLogin, '**/admin/claims');
    staff.page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 120_000);

  afterAll(async () => {
    await merchant?.browser.close();
    await staff?.browser.close();
  });

  it('a merchant’s token is refused by the console’s API, and /admin sends a merchant away', async () => {
    expect((await api(merchant.page, 'GET', '/api/v1/admin/claims')).status).toBe(403);
    await merchant.page.goto(`${appUrl}/admin/claims`);
    await merchant.page.waitForURL('**/orders');
    expect(await merchant.page.getByText('Shipdeck admin').count()).toBe(0);
  });

  it('staff find the submitted claim, move it through review and approve its payout', async () => {
    await merchant.page.goto(`${appUrl}/billing`);
    const before = await billingBalanceCents(merchant.page);

    const page = staff.page;
    await openClaimInConsole(page, appUrl, orderNumber);

    const dialog = () => page.getByRole('dialog');
    for (const status of ['Investigation Pending', 'Submitted for Payment'])
      await moveClaimInConsole(page, status, `E2E: ${status}`);

    await page.getByRole('button', { name: 'Approve payout' }).click();
    await dialog().getByLabel('Amount (USD)').fill('100.01');
    await dialog().getByRole('button', { name: 'Approve payout' }).click();
    await dialog().getByText('The payout cannot exceed $100.00, the amount this claim covers.').waitFor();
    await dialog().getByLabel('Amount (USD)').fill('42.50');
    await screenshot(page, 'admin-approve-payout');
    await dialog().getByRole('button', { name: 'Approve payout' }).click();
    await page.getByText("Payout of $42.50 approved: the merchant's wallet is credited.").waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-claim-paid');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByText('Approved payout').first().waitFor();
    await page.getByRole('cell', { name: adminLogin.email }).first().waitFor();
    await screenshot(page, 'admin-audit-log');

    // The account: found by part of its company name, its summary lists the claim and the staff actions.
    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page.getByLabel('Search text').fill('country smoke');
    await page.getByRole('button', { name: 'Search' }).click();
    const hit = page.getByRole('link', { name: DEMO_ACCOUNT_NAME });
    for (let i = 0; i < 20 && !(await hit.count()); i++) {
      const more = page.getByRole('button', { name: 'Load more' });
      if (await more.isVisible()) await more.click();
      await page.waitForTimeout(500);
    }
    await hit.first().click();
    await page.getByRole('heading', { name: DEMO_ACCOUNT_NAME, level: 1 }).waitFor();
    await page.getByRole('link', { name: orderNumber }).waitFor();
    await page.getByText('Approved payout').first().waitFor();
    await screenshot(page, 'admin-account');

    await merchant.page.reload();
    await expect.poll(() => billingBalanceCents(merchant.page)).toBe(before + 4250);
    await merchant.page.getByRole('cell', { name: `Claim paid: order ${orderNumber}` }).waitFor();
    await screenshot(merchant.page, 'admin-merchant-credit');
    expect(pageErrors).toEqual([]);
  });
});
