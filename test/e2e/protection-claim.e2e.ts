import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_TRACKING_SUBDOMAIN } from '#infra/local/local-config';
import { api, orderBody } from './app-api';
import { launchBrowser, screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');
const emailInboxUrl = inject('emailInboxUrl');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const ORDER_NUMBER = `PROTECT-${Date.now().toString(36).toUpperCase()}`;
/** Unique per run too: the inbox keeps every run's emails. */
const SHOPPER_EMAIL = `maria-${Date.now().toString(36)}@example.com`;
/** Chromium resolves every *.localhost name to loopback: the demo shop's page on the app's own port. */
const trackingOrigin = appUrl.replace('//localhost', `//${DEMO_TRACKING_SUBDOMAIN}.localhost`);
/** The first bytes of a JPEG (JFIF): what the confirm's sniffer reads. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);

async function reshippedEmailTo(email: string): Promise<string> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const { emails } = (await (await fetch(new URL('store', emailInboxUrl))).json()) as { emails: unknown[] };
    const mine = emails.map((e) => JSON.stringify(e)).find((e) => e.includes(email) && e.includes(ORDER_NUMBER));
    if (mine) return mine;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`No reshipped email for ${email} in the inbox`);
}

/**
 * Issue 25 acceptance (order protection): a shopper files a protection claim with a photo on the demo shop's
 * tracking page; the merchant resolves it as reship on the order, which then shows Reshipped with the
 * replacement shipment, and the shopper gets the reshipped email.
 */
describe('order protection: a shopper files on the tracking page, the merchant reships', () => {
  let browser: Browser;
  let page: Page;
  let shopper: BrowserContext;
  let shopperPage: Page;
  let orderId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    const body = orderBody(ORDER_NUMBER);
    const created = await api(page, 'POST', '/api/v1/orders', {
      ...body,
      shippingAddress: { ...body.shippingAddress, email: SHOPPER_EMAIL },
      // orders §3: with order protection, the full coverage must exceed the order value.
      shipments: body.shipments.map((s) => ({
        ...s,
        options: { ...s.options, carrierInsuranceAmountActive: true, carrierInsuranceAmount: 100 },
      })),
      hasShipfareProtection: true,
      orderValue: 89,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orderId = created.body.order.id;
    // The reshipped email is off until the merchant turns it on (accounts §3 templates).
    const template = await api(page, 'GET', '/api/v1/notification-templates/reshipped');
    const on = await api(page, 'PUT', '/api/v1/notification-templates/reshipped', { ...template.body, isActive: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const shopperBrowser = await launchBrowser();
    shopper = await shopperBrowser.newContext({ viewport: { width: 1280, height: 900 } });
    shopper.setDefaultTimeout(20_000);
    shopperPage = await shopper.newPage();
    shopperPage.on('pageerror', (error) => pageErrors.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await shopper?.browser()?.close();
    await browser?.close();
  });

  it('a wrong email answers the one "not found" sentence and shows nothing of the order', async () => {
    await shopperPage.goto(`${trackingOrigin}/protection-claim`);
    await shopperPage.getByRole('heading', { name: 'File an order protection claim' }).waitFor();
    await shopperPage.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@else.example');
    await shopperPage.getByRole('textbox', { name: 'Order number', exact: true }).fill(ORDER_NUMBER);
    await shopperPage.getByRole('button', { name: 'Reason' }).click();
    await shopperPage.getByRole('option', { name: 'Contents damaged' }).click();
    await shopperPage.getByRole('textbox', { name: 'What happened', exact: true }).fill('The box arrived thawed.');
    await shopperPage.getByRole('button', { name: 'Submit claim' }).click();
    await shopperPage
      .getByText('We could not find a protected order with that email and order number. Check both and try again.', {
        exact: true,
      })
      .waitFor();
    expect(await shopperPage.locator('main').innerText()).not.toContain('Maria');
  });

  it('the shopper files with the right email, sees the receipt and adds a photo', async () => {
    await shopperPage.getByRole('textbox', { name: 'Email', exact: true }).fill(SHOPPER_EMAIL);
    await shopperPage.getByRole('button', { name: 'Submit claim' }).click();
    const receipt = shopperPage.getByTestId('protection-claim-receipt');
    await receipt.getByText('Thank you, Maria.', { exact: false }).waitFor();
    await receipt.getByText(ORDER_NUMBER).waitFor();
    await receipt
      .locator('input[type="file"]')
      .setInputFiles({ name: 'thawed-box.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await receipt.getByText('thawed-box.jpg added').waitFor({ timeout: 30_000 });
    await screenshot(shopperPage, 'protection-claim-01-filed');
    expect(pageErrors).toEqual([]);
  });

  it("the merchant finds the shopper's claim on the Claims page under Source: Shopper protection, with its decision", async () => {
    // Every default column fits a 1366 × 768 screen beside the navigation.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${appUrl}/claims`);
    const table = page.getByRole('table', { name: 'Claims' });
    await table.waitFor();
    await page.getByRole('button', { name: /Filter claims by source/ }).click();
    await page.getByRole('option', { name: 'Shopper protection', exact: true }).click();
    const row = table.locator('tr', { has: page.getByText(ORDER_NUMBER, { exact: true }) });
    await row.getByText('Shopper protection', { exact: true }).waitFor();
    await row.getByText('Awaiting decision', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('contents damaged');
    // Only shoppers' claims are listed under this source.
    for (const source of await table.locator('tbody tr td:nth-child(3)').allInnerTexts())
      expect(source).toBe('Shopper protection');
    const fileBy = table.getByRole('columnheader', { name: 'File by' });
    const box = await fileBy.boundingBox();
    expect(box, 'the File by column is laid out').not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    // Nothing in the row is cut off: each cell's content fits its width (lines wrap instead).
    const clipped = await row.evaluate((tr) =>
      [...tr.querySelectorAll('td *, th *')]
        .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(clipped).toEqual([]);
    await row.getByRole('radio').check();
    await page.getByRole('button', { name: 'Reship', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Refund', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Deny', exact: true }).waitFor();
    await screenshot(page, 'protection-claim-02-claims-list');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('the merchant sees the claim on the order and reships it: the order shows Reshipped with a new shipment', async () => {
    await page.goto(`${appUrl}/orders/${orderId}`);
    const panel = page.getByTestId('order-protection-claims');
    await panel.getByText('Contents damaged').waitFor();
    await panel.getByText('The box arrived thawed.').waitFor();
    await panel.getByText('1 photo', { exact: false }).waitFor();
    await screenshot(page, 'protection-claim-03-order-with-claim');
    await panel.getByRole('button', { name: 'Reship', exact: true }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('A new shipment with the same items is added to the order', { exact: false }).waitFor();
    await modal.getByRole('button', { name: 'Reship', exact: true }).click();
    await page.getByText('Claim resolved: a replacement shipment was added to the order.').waitFor();
    await panel.getByText('Resolved: Reship').waitFor();
    await page.getByText('Status: Reshipped').waitFor();
    const order = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body;
    expect(order.row.status).toBe('Reshipped');
    expect(order.order.shipments).toHaveLength(2);
    expect(order.order.shipments[1].products.map((p: { sku: string }) => p.sku)).toEqual(['BRISKET-5']);
    await screenshot(page, 'protection-claim-04-reshipped');
  });

  it('the shopper gets the reshipped email', async () => {
    const email = await reshippedEmailTo(SHOPPER_EMAIL);
    expect(email).toContain('We are sending your order');
  });
});
