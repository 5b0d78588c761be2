import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_TRACKING_SUBDOMAIN, LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE_NAME } from '#infra/local/local-config';
import { DEMO_ACCOUNT_ID } from '#infra/local/seed/demo-data.seed';
import { screenshot, openPage } from './browser';

const appUrl = inject('appUrl');
const emulators = inject('emulators');
const CODE = `E2e${Date.now().toString(36).slice(-7)}`.slice(0, 10);

/** A link as the tracking email's link maker writes it, straight into the stack's table. */
async function seedLink(trackingCode: string) {
  process.env.TABLE_NAME ??= LOCAL_TABLE_NAME;
  process.env.AWS_REGION ??= LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID ??= LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_CREDENTIALS.secretAccessKey;
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= emulators.dynamodb;
  const { dynamoShortLinkStore } = await import('#functions/short-links/adapters/dynamodb.short-link-store');
  const created = await dynamoShortLinkStore.create({
    code: CODE,
    accountId: DEMO_ACCOUNT_ID,
    subDomain: DEMO_TRACKING_SUBDOMAIN,
    trackingCode,
    createdAt: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + 86_400,
  });
  expect(created).toBe('created');
}

/**
 * The shortlink page (accounts §2): a tracking email's short link opens the shipment on the merchant's
 * tracking page; an unknown code says the link is gone instead of going anywhere.
 */
describe('short links open the tracking page', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await seedLink('1Z999AA10123456784');
    ({ browser, page } = await openPage());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("/s/<code> lands on the merchant's tracking page with the tracking number", async () => {
    await page.goto(`${appUrl}/s/${CODE}`);
    await page.waitForURL(`**/track/1Z999AA10123456784`);
    expect(new URL(page.url()).hostname).toBe(`${DEMO_TRACKING_SUBDOMAIN}.localhost`);
    // The merchant's branded page, looking the number up (its title is set once its branding loaded).
    await expect.poll(() => page.title(), { timeout: 20_000 }).toContain('Track your order');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'short-link-tracking-page');
  });

  it('an unknown code says the link has expired or does not exist', async () => {
    await page.goto(`${appUrl}/s/ZZZZZZZZZZ`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('This link has expired or does not exist');
    await screenshot(page, 'short-link-missing');
  });
});
