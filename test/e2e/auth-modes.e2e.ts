import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, openPage } from './browser';

const appUrl = inject('appUrl');
const emailInboxUrl = inject('emailInboxUrl');
const login = inject('login');
const HUMAN_CHECK_REFUSED = 'We could not confirm you are human. Please complete the check again.';

interface InboxMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

/** The newest sign-in link mailed to `email` in the local SES inbox (aws-ses-v2-local's store). */
async function newestSignInLink(email: string, after: number): Promise<string | undefined> {
  const { emails } = (await (await fetch(new URL('store', emailInboxUrl))).json()) as { emails: InboxMail[] };
  const mails = emails.filter((m) => m.destination.to.includes(email) && m.subject === 'Your Shipdeck sign-in link');
  if (mails.length <= after) return undefined;
  return /(https?:\/\/\S+\/magic-link#\S+)/.exec(mails.at(-1)!.body.text ?? '')?.[1];
}

/** The newest Cognito code mailed to `email` (the local runtime puts each in the inbox). */
async function newestCode(email: string): Promise<string | undefined> {
  const { emails } = (await (await fetch(new URL('store', emailInboxUrl))).json()) as { emails: InboxMail[] };
  const mail = emails.filter((m) => m.destination.to.includes(email) && m.subject === 'Your Shipdeck code').at(-1);
  return /code is (\S+?)\./.exec(mail?.body.text ?? '')?.[1];
}

async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 75; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${what} in the local inbox`);
}

async function linksMailedTo(email: string): Promise<number> {
  const { emails } = (await (await fetch(new URL('store', emailInboxUrl))).json()) as { emails: InboxMail[] };
  return emails.filter((m) => m.destination.to.includes(email) && m.subject === 'Your Shipdeck sign-in link').length;
}

describe('accounts §4 Authentication: magic-link sign-in', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the sign-in page offers an emailed link beside the password', async () => {
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    await screenshot(page, 'auth-modes-sign-in');
  });

  let link: string;

  it('asking for a link puts it in the inbox, and the link signs in to the orders page', async () => {
    const before = await linksMailedTo(login.email);
    await page.getByLabel('Email', { exact: true }).fill(login.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(login.email);
    await page.locator('form').getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('Check your email').waitFor();
    await screenshot(page, 'auth-modes-link-sent');

    let found: string | undefined;
    for (let i = 0; i < 50 && !found; i++) {
      found = await newestSignInLink(login.email, before);
      if (!found) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found, 'a sign-in link in the local inbox').toBeDefined();
    link = found!;
    expect(new URL(link).origin).toBe(new URL(appUrl).origin);

    await page.goto(link);
    await page.waitForURL('**/orders');
    expect(new URL(page.url()).hash).toBe('');
    await screenshot(page, 'auth-modes-signed-in-by-link');
  });

  it('the same link a second time is refused with a clear message', async () => {
    const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const second = await other.newPage();
      await second.goto(link);
      await second.getByText('This sign-in link has expired or was already used.').waitFor();
      expect(new URL(second.url()).pathname).toBe('/magic-link');
      await screenshot(second, 'auth-modes-link-refused');
    } finally {
      await other.close();
    }
    expect(pageErrors).toEqual([]);
  });
});

describe("accounts §3 Signup with an emailed link and a partner's referral", () => {
  const email = `e2e-link-${Date.now().toString(36)}@example.com`;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('?ref= fills in the referral partner; choosing the emailed link hides the password', async () => {
    await page.goto(`${appUrl}/sign-up?ref=cold-chain-partners`);
    await page.getByRole('heading', { name: 'Create your Shipdeck login' }).waitFor();
    expect(await page.getByLabel('Referral partner - optional').inputValue()).toBe('cold-chain-partners');
    await page.getByText('With an emailed link', { exact: true }).click();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Company name', { exact: true }).fill('Link Foods');
    await page.getByLabel('Your name', { exact: true }).fill('Lena Link');
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0199');
    // accounts §4: the human check runs first; the provider's "not validated" stops the sign-up at the widget.
    await page.getByRole('button', { name: 'fail it' }).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText(HUMAN_CHECK_REFUSED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-up');
    await screenshot(page, 'auth-modes-sign-up-human-check-refused');
    await page.getByLabel('I am human').check();
    await screenshot(page, 'auth-modes-sign-up-link');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL('**/confirm-sign-up?email=*');
  });

  it('confirming the code emails the first sign-in link; the link opens the account step with the answers kept', async () => {
    const code = await eventually(() => newestCode(email), 'confirmation code');
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('We emailed you a sign-in link').waitFor();
    const link = await eventually(() => newestSignInLink(email, 0), 'sign-in link');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your merchant account' }).waitFor();
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Link Foods');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    // A new account has no order and has not finished onboarding (accounts §2): it opens in the wizard.
    await page.waitForURL('**/onboarding-wizard');
    expect(pageErrors).toEqual([]);
  });
});
