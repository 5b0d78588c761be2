import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '#domain/validation/messages';
import { DEMO_TRACKING_SUBDOMAIN } from '#infra/local/local-config';
import { api, orderBody } from './app-api';
import { launchBrowser, screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const ORDER_NUMBER = `TRACK-${Date.now().toString(36).toUpperCase()}`;
const NEW_HEADER = '#1d4f91';
const RECIPIENT_EMAIL = 'maria@example.com';
const NO_MATCH = 'We could not find a shipment matching these details. Check them and try again.';
/** Chromium resolves every *.localhost name to loopback: the demo shop's page on the app's own port. */
const trackingOrigin = appUrl.replace('//localhost', `//${DEMO_TRACKING_SUBDOMAIN}.localhost`);

/** One order to Boston, rated (cheapest) and its label bought through the API, as the grid does. */
async function labelledOrder(page: Page): Promise<{ trackingCode: string }> {
  const created = await api(page, 'POST', '/api/v1/orders', orderBody(ORDER_NUMBER));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body.order;
  const rated = await api(page, 'POST', '/api/v1/orders/rates', { orderIds: [order.id], rule: { kind: 'cheapest' } });
  expect(rated.status, JSON.stringify(rated.body)).toBe(200);
  const bought = await api(page, 'POST', '/api/v1/labels/purchases', {
    shipments: [{ orderId: order.id, shipmentId: order.shipments[0].id }],
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(202);
  let batch = bought.body;
  for (const deadline = Date.now() + 120_000; batch.pending > 0 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    batch = (await api(page, 'GET', `/api/v1/labels/purchases/${batch.batchId}`)).body;
  }
  expect(batch.purchased, JSON.stringify(batch.items)).toBe(1);
  return { trackingCode: batch.items[0].trackingCode };
}

describe('the branded tracking page: Settings › Tracking page, then the public page on the shop subdomain', () => {
  let browser: Browser;
  let page: Page;
  let shopper: BrowserContext;
  let trackingPage: Page;
  let trackingCode: string;
  const pageErrors: string[] = [];
  const field = (p: Page, name: string) => p.getByLabel(name, { exact: true });
  // The look-up-by control also renders a (hidden) select named after its choice: the inputs by role.
  const input = (name: string) => trackingPage.getByRole('textbox', { name, exact: true });
  const previewHeaderColor = () =>
    page
      .getByTestId('tracking-page-preview')
      .getByTestId('tracking-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    ({ trackingCode } = await labelledOrder(page));
    // The shopper: a browser of their own, never signed in to the app.
    const shopperBrowser = await launchBrowser();
    shopper = await shopperBrowser.newContext({ viewport: { width: 1280, height: 900 } });
    shopper.setDefaultTimeout(20_000);
    trackingPage = await shopper.newPage();
    trackingPage.on('pageerror', (error) => pageErrors.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await shopper?.browser()?.close();
    await browser?.close();
  });

  it('opens Settings › Tracking page: the seeded subdomain, its public address and the live preview', async () => {
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Orders' }) });
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');
    await nav.getByRole('link', { name: 'Tracking page', exact: true }).click();
    await page.waitForURL('**/settings/tracking-page');
    await page.getByRole('heading', { name: 'Tracking page', level: 1 }).waitFor();
    expect(await field(page, 'Subdomain').inputValue()).toBe(DEMO_TRACKING_SUBDOMAIN);
    await page.getByTestId('tracking-page-address').getByText(`${trackingOrigin}/track`).waitFor();
    const open = page.getByRole('link', { name: /Open tracking page/ });
    expect(await open.getAttribute('href')).toBe(`${trackingOrigin}/track`);
    await page
      .getByTestId('tracking-page-preview')
      .getByText('Hi Maria, here is order 1001', { exact: false })
      .waitFor();
    await screenshot(page, 'tracking-page-01-settings');
  });

  it(`accounts §5: '${MESSAGES.invalidSubdomain}' at the field; the preview follows the header colour; saved`, async () => {
    await field(page, 'Subdomain').fill('www.shop');
    await page.getByRole('button', { name: 'Save tracking page', exact: true }).click();
    await page.getByText(MESSAGES.invalidSubdomain, { exact: true }).waitFor();
    await field(page, 'Subdomain').fill(DEMO_TRACKING_SUBDOMAIN);
    await field(page, 'Header colour').fill(NEW_HEADER);
    await expect.poll(previewHeaderColor).toBe('rgb(29, 79, 145)');
    await page.getByRole('button', { name: 'Save tracking page', exact: true }).click();
    await page.getByText('Tracking page saved.').waitFor();
    const saved = await api(page, 'GET', '/api/v1/settings/tracking-page');
    expect(saved.body).toMatchObject({ subDomain: DEMO_TRACKING_SUBDOMAIN, colors: { header: NEW_HEADER } });
    await screenshot(page, 'tracking-page-02-saved');
  });

  it('the shop subdomain serves the branded page, outside the app and its sign-in', async () => {
    await trackingPage.goto(`${trackingOrigin}/track`);
    const header = trackingPage.getByTestId('tracking-header');
    await header.getByText('Hill Country Smokehouse').waitFor();
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 79, 145)');
    await trackingPage.getByRole('heading', { name: 'Track your order' }).waitFor();
    await trackingPage.getByTestId('tracking-faq').getByText('How is my order kept cold?').waitFor();
    await trackingPage.getByTestId('tracking-upsell').getByText('Texas BBQ rub').waitFor();
    await trackingPage.getByTestId('tracking-contact').getByText('help@hillcountry.example').waitFor();
    expect(trackingPage.url()).toBe(`${trackingOrigin}/track`);
    expect(await trackingPage.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await screenshot(trackingPage, 'tracking-page-03-public');
  });

  it('by tracking number: the journey, and no personal data (no name, no items, no order number)', async () => {
    await input('Tracking number').fill(trackingCode);
    await trackingPage.getByRole('button', { name: 'Track', exact: true }).click();
    const shipment = trackingPage.getByTestId('tracking-shipment');
    await shipment.getByText(trackingCode, { exact: true }).waitFor();
    await shipment.getByTestId('shipment-progress').waitFor();
    await shipment.getByTestId('tracking-timeline').waitFor();
    const text = await trackingPage.locator('main').innerText();
    for (const personal of ['Maria', 'Lopez', 'Cambridge', ORDER_NUMBER, 'Smoked brisket', RECIPIENT_EMAIL])
      expect(text).not.toContain(personal);
    expect(await trackingPage.getByTestId('tracking-items').count()).toBe(0);
    await screenshot(trackingPage, 'tracking-page-04-by-tracking-number');
  });

  it('a demo shipment the carrier has scanned: the progress bar past "Label created" and the timeline, newest first', async () => {
    // The sandbox carrier scans the seeded labels within minutes of the start.
    let scanned = '';
    await expect
      .poll(
        async () => {
          const rows = (
            await api(page, 'POST', '/api/v1/orders/query', {
              filters: { statuses: ['delivered', 'out_for_delivery', 'in_transit'] },
              pageSize: 20,
            })
          ).body.items as { tracking: string }[];
          scanned = rows.map((r) => r.tracking.split(', ')[0]).find(Boolean) ?? '';
          return scanned;
        },
        { timeout: 240_000, interval: 5_000 },
      )
      .not.toBe('');
    await input('Tracking number').fill(scanned);
    await trackingPage.getByRole('button', { name: 'Track', exact: true }).click();
    const shipment = trackingPage.getByTestId('tracking-shipment');
    await shipment.getByText(scanned, { exact: true }).waitFor();
    const progress = shipment.getByTestId('shipment-progress');
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(1);
    expect(
      await shipment.getByRole('list', { name: 'Tracking history' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await screenshot(trackingPage, 'tracking-page-04b-journey');
  }, 300_000);

  it(`accounts §5: email and order required when no tracking number is given ('${MESSAGES.required}')`, async () => {
    await trackingPage.getByText('Email and order number', { exact: true }).click();
    await trackingPage.getByRole('button', { name: 'Track', exact: true }).click();
    await expect.poll(() => trackingPage.getByText(MESSAGES.required, { exact: true }).count()).toBe(2);
  });

  it('a wrong email finds nothing, the same answer as an unknown order', async () => {
    await input('Email').fill('someone@else.example');
    await input('Order number').fill(ORDER_NUMBER);
    await trackingPage.getByRole('button', { name: 'Track', exact: true }).click();
    await trackingPage.getByText(NO_MATCH, { exact: true }).waitFor();
    expect(await trackingPage.getByTestId('tracking-shipment').count()).toBe(0);
  });

  it('by email and order number: the greeting, destination and the items', async () => {
    await input('Email').fill(RECIPIENT_EMAIL.toUpperCase());
    await input('Order number').fill(ORDER_NUMBER);
    await trackingPage.getByRole('button', { name: 'Track', exact: true }).click();
    await trackingPage
      .getByTestId('tracking-greeting')
      .getByText(`Hi Maria, here is order ${ORDER_NUMBER}`, { exact: false })
      .waitFor();
    expect(await trackingPage.getByTestId('tracking-greeting').innerText()).toContain('Boston, MA');
    await trackingPage.getByTestId('tracking-items').getByText('Smoked brisket 5 lb × 1').waitFor();
    expect(await trackingPage.locator('main').innerText()).not.toContain('Lopez');
    await screenshot(trackingPage, 'tracking-page-05-by-email-and-order');
  });

  it('/track/<tracking number> looks the number up at once; the fallback path serves the same page', async () => {
    await trackingPage.goto(`${trackingOrigin}/track/${encodeURIComponent(trackingCode)}`);
    await trackingPage.getByTestId('tracking-shipment').getByText(trackingCode, { exact: true }).waitFor();
    await trackingPage.goto(`${appUrl}/tracking-page?subdomain=${DEMO_TRACKING_SUBDOMAIN}&tracking=${trackingCode}`);
    await trackingPage.getByTestId('tracking-shipment').getByText(trackingCode, { exact: true }).waitFor();
    await trackingPage.goto(`http://no-such-shop.localhost:${new URL(appUrl).port}/track`);
    await trackingPage.getByText('Tracking page not found').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
