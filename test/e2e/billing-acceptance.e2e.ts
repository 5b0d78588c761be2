import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BANK_ACCOUNT_NOT_READY_MESSAGE } from '#domain/errors/error-messages.constants';
import { launchBrowser, screenshot, signedInPage } from './browser';
import { addFunds, balanceCents, openFirstInvoicePdf } from './billing-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const emailInboxUrl = inject('emailInboxUrl');

/** The temporary password of an invitation, from the local SES inbox (cognito-local's delivery lands there). */
async function temporaryPasswordFor(email: string): Promise<string> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const { emails } = (await (await fetch(new URL('store', emailInboxUrl))).json()) as { emails: unknown[] };
    const mine = emails.map((e) => JSON.stringify(e)).filter((e) => e.includes(email));
    const code = mine
      .map((e) => /Your Shipdeck code is (\S+?)\. /.exec(e)?.[1])
      .filter(Boolean)
      .pop();
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No invitation for ${email} in the inbox`);
}

/**
 * Issue 14 acceptance: add funds by card and by ACH (with verification), see the balance and the
 * invoice list change, filter invoices, open an invoice PDF; upgrade and cancel a plan with a
 * reason; invite a packer, restrict their permissions, sign in as them and see the guarded screens hide.
 */
describe('issue 14: billing, plans and team, end to end', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const dialog = () => page.getByRole('dialog');
  const packerEmail = `packer-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds funds by card and by ACH after verifying the bank', async () => {
    await page.goto(`${appUrl}/billing/payment-methods`);
    await page.getByRole('heading', { name: 'Add funds' }).waitFor();
    await page.getByText('Visa •••• 4242').first().waitFor();
    const start = await balanceCents(page);
    await addFunds(page, /Visa •••• 4242/, '30');
    await page.getByText('$30.00 added to your balance.').waitFor();
    await expect.poll(() => balanceCents(page)).toBe(start + 3000);

    await page.getByRole('button', { name: 'Add bank account' }).click();
    for (const [label, value] of [
      ['Account holder', 'Hill Country Smokehouse'],
      ['Routing number', '110000000'],
      ['Account number', '000123456781'],
    ])
      await dialog().getByLabel(label, { exact: true }).fill(value);
    await dialog().getByRole('button', { name: 'Save bank account' }).click();
    const verify = async () => {
      await page.getByRole('button', { name: /Actions for .* 6781/ }).click();
      await page.getByRole('menuitem', { name: 'Verify bank account' }).click();
      await dialog().getByLabel('First deposit (cents)').fill('32');
      await dialog().getByLabel('Second deposit (cents)').fill('45');
      await dialog().getByRole('button', { name: 'Verify' }).click();
    };
    await verify();
    await dialog().getByText(BANK_ACCOUNT_NOT_READY_MESSAGE).waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(10_500);
    await verify();
    await page.getByText('Bank account verified.').waitFor();
    await addFunds(page, /6781/, '50');
    await page.getByText('Pending (bank debit settling)').first().waitFor();
    await expect.poll(() => balanceCents(page), { timeout: 60_000, interval: 1_000 }).toBe(start + 8000);
    await screenshot(page, 'acceptance-14-01-funds');
  });

  it('shows the deposits in the invoice list, filters them and opens one as a PDF', async () => {
    await page.goto(`${appUrl}/billing`);
    await expect.poll(() => page.getByText('Loading invoices').count()).toBe(0);
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.textContent(), { timeout: 20_000 }).toContain('Funds added from');
    const filter = page.getByPlaceholder('Filter invoices');
    await filter.click();
    await filter.fill('Invoice type = Account refill');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () =>
        (await page.locator('tbody tr td:nth-child(3)').allTextContents()).every((t) => t === 'Account refill'),
      )
      .toBe(true);
    expect((await openFirstInvoicePdf(page)).head).toBe('%PDF-');
    await screenshot(page, 'acceptance-14-02-invoices');
  });

  it('upgrades the plan, then cancels it with a reason (and resumes it for the other tests)', async () => {
    await page.goto(`${appUrl}/billing/plans`);
    await page.getByRole('button', { name: 'Choose Enterprise' }).click();
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You are on the Enterprise plan.').waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog().getByRole('radio', { name: 'I am closing my business' }).check();
    await dialog().getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Canceled: label purchase is blocked').waitFor();
    await screenshot(page, 'acceptance-14-03-canceled');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByText('Subscription resumed.').waitFor();
    // Back on the seeded Scale plan, so later files see the demo account's own limits (e.g. 3 stores).
    await page.getByRole('button', { name: 'Choose Scale' }).click();
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You are on the Scale plan.').waitFor();
  });

  it('invites a packer and restricts their permissions', async () => {
    await page.goto(`${appUrl}/settings/team`);
    await page.getByRole('button', { name: 'Invite member' }).click();
    await dialog().getByLabel('Email', { exact: true }).fill(packerEmail);
    await dialog().getByLabel('Name', { exact: true }).fill('Pat Packer');
    await dialog().getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${packerEmail}.`).waitFor();
    await page.getByRole('button', { name: `Actions for ${packerEmail}` }).click();
    await page.getByRole('menuitem', { name: 'Edit permissions' }).click();
    await dialog().getByRole('checkbox', { name: 'Purchase orders' }).uncheck();
    await dialog().getByRole('button', { name: 'Save permissions' }).click();
    await page.getByText('Permissions saved.').waitFor();
    await expect
      .poll(() => page.locator('tr', { hasText: packerEmail }).textContent())
      .toContain('2 of 25 permissions');
    await screenshot(page, 'acceptance-14-04-team');
    expect(pageErrors).toEqual([]);
  });

  it('the packer signs in with the invitation, sets a password and sees the guarded screens hide', async () => {
    const temporary = await temporaryPasswordFor(packerEmail);
    const packerBrowser = await launchBrowser();
    try {
      const packer = await (await packerBrowser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
      packer.setDefaultTimeout(20_000);
      await packer.goto(`${appUrl}/sign-in`);
      await packer.getByLabel('Email', { exact: true }).fill(packerEmail);
      await packer.getByLabel('Password', { exact: true }).fill(temporary);
      await packer.getByRole('button', { name: 'Sign in', exact: true }).click();
      await packer.getByLabel('New password', { exact: true }).fill('packer-password-1');
      await packer.getByLabel('Confirm password', { exact: true }).fill('packer-password-1');
      await packer.getByRole('button', { name: 'Save password' }).click();
      await packer.waitForURL('**/orders');
      const nav = packer.getByRole('navigation');
      await nav.getByRole('link', { name: 'Billing' }).click();
      await packer.getByText('Your team permissions do not include viewing billing activity.').waitFor();
      expect(await nav.getByRole('link', { name: 'Overview' }).count()).toBe(0);
      await packer.goto(`${appUrl}/settings/team`);
      await packer.getByText('Your team permissions do not include managing users.').waitFor();
      await packer.goto(`${appUrl}/warehouses`);
      await packer.getByRole('heading', { name: 'Warehouses', level: 1 }).waitFor();
      expect(await packer.getByRole('button', { name: 'Create warehouse' }).count()).toBe(0);
      await screenshot(packer, 'acceptance-14-05-packer');
    } finally {
      await packerBrowser.close();
    }
  });

  it('the owner removes the packer from the team', async () => {
    await page.goto(`${appUrl}/settings/team`);
    await page.getByRole('button', { name: `Actions for ${packerEmail}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from team' }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${packerEmail} was removed from the team.`).waitFor();
    expect(await page.locator('tr', { hasText: packerEmail }).count()).toBe(0);
  });
});
