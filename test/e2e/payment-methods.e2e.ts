import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BANK_ACCOUNT_NOT_READY_MESSAGE } from '#domain/errors/error-messages.constants';
import { screenshot, signedInPage } from './browser';
import { addFunds, balanceCents } from './billing-steps';

const appUrl = inject('appUrl');
const login = inject('login');

describe('accounts §3, §5: payment methods and Add funds', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const dialog = () => page.getByRole('dialog');

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) await dialog().getByLabel(label, { exact: true }).fill(value);
  }

  it('opens Billing › Payment methods from the side navigation', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).click();
    await page.goto(`${appUrl}/billing/payment-methods`);
    await page.getByRole('heading', { name: 'Payment methods', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Add funds' }).waitFor();
    await screenshot(page, 'payment-methods-01-page');
  });

  it('adds a card, then adds funds by card: the balance grows at once', async () => {
    await page.getByRole('button', { name: 'Add card' }).click();
    await fill({
      'Name on card': 'Pat Doe',
      'Card number': '4242 4242 4242 4242',
      'Expiry month': '12',
      'Expiry year': '2034',
      'Security code': '123',
    });
    await dialog().getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Card saved.').waitFor();
    await page.getByText('Visa •••• 4242').first().waitFor();
    const before = await balanceCents(page);
    await addFunds(page, /Visa •••• 4242/, '25');
    await page.getByText('$25.00 added to your balance.').waitFor();
    await expect.poll(() => balanceCents(page)).toBe(before + 2500);
    await screenshot(page, 'payment-methods-02-card-funds');
  });

  it('refuses a card deposit under $1 with the spec’s rule', async () => {
    await addFunds(page, /Visa •••• 4242/, '0.5');
    await page.getByText('Amount must be at least $1').waitFor();
  });

  it('adds a bank, is told to wait for the micro-deposits, verifies it and adds funds by ACH', async () => {
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await fill({
      'Account holder': 'Hill Country Smokehouse',
      'Routing number': '110000000',
      'Account number': '000123456789',
    });
    await dialog().getByRole('button', { name: 'Save bank account' }).click();
    await page.getByText('Waiting for verification').waitFor();
    const verify = async () => {
      await page.getByRole('button', { name: /Actions for .* 6789/ }).click();
      await page.getByRole('menuitem', { name: 'Verify bank account' }).click();
      await fill({ 'First deposit (cents)': '32', 'Second deposit (cents)': '45' });
      await dialog().getByRole('button', { name: 'Verify' }).click();
    };
    await verify();
    await dialog().getByText(BANK_ACCOUNT_NOT_READY_MESSAGE).waitFor();
    await screenshot(page, 'payment-methods-03-bank-not-ready');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    // The sandbox's micro-deposits show 10 s after the account was added (npm start).
    await page.waitForTimeout(10_500);
    await verify();
    await page.getByText('Bank account verified.').waitFor();
    const before = await balanceCents(page);
    await addFunds(page, /6789/, '100');
    await page.getByText(/is on its way from your bank/).waitFor();
    await page.getByText('Pending (bank debit settling)').first().waitFor();
    await screenshot(page, 'payment-methods-04-ach-pending');
    // Settles 15 s later; the settle-deposits schedule runs every 10 s locally.
    await expect.poll(() => balanceCents(page), { timeout: 60_000, interval: 1_000 }).toBe(before + 10_000);
    await screenshot(page, 'payment-methods-05-ach-settled');
    expect(pageErrors).toEqual([]);
  });
});
