import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { findCarrierService } from '#domain/carriers/carrier-services.constants';
import { sandboxOutcomeOf } from '#domain/carriers/sandbox-tracking.rules';
import { mintTrackingNumber } from '#domain/carriers/tracking-number.rules';
import { idempotencyKeyOf, labelSequenceOf } from '#domain/labels/label-purchase.rules';
import { addFilterToken, api, orderBody } from './app-api';
import { SCREENSHOT_DIR, screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');
const emailInboxUrl = inject('emailInboxUrl');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const RECIPIENT = `track-${RUN.toLowerCase()}@example.com`;
/** The sandbox's seed (functions/carriers/carriers.deps): it decides each tracking code's journey. */
const SANDBOX_SEED = 'shipdeck-sandbox';
/** The e2e clock (global-setup) runs a ground journey in well under a minute; this leaves room for a slow machine. */
const JOURNEY_TIMEOUT_MS = 150_000;

/**
 * On the e2e clock every label bought before (the seed's, other tests') runs its journey at once
 * after the stack starts, and the sandbox's first runs send dozens of webhooks each, seconds apart:
 * a label bought then could be scanned, carried and delivered between two of its webhooks. Once
 * the inbox has taken no email for QUIET_MS, those journeys are over and each run is quick again.
 */
const QUIET_MS = 8_000;
async function sandboxQuiet(): Promise<void> {
  const count = async () =>
    ((await (await fetch(new URL('store', emailInboxUrl))).json()) as { emails: unknown[] }).emails.length;
  let last = await count();
  let quietSince = Date.now();
  for (const deadline = Date.now() + 150_000; Date.now() < deadline && Date.now() - quietSince < QUIET_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await count();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
}

interface TrackedOrder {
  id: string;
  orderNumber: string;
  shipmentId: string;
  trackingCode: string;
}

/**
 * Track and notify acceptance (orders §3, §4; accounts §3 notification templates): a label bought in
 * the demo account moves to In Transit and Delivered on the sandbox's accelerated clock (signed
 * EasyPost webhooks from the sandbox carrier, the tracking-updates and emails workers), and each
 * status's email lands in the local SES inbox. The journey is chosen, not hoped for: the sandbox's
 * outcome is a pure function of the tracking code, which is a pure function of the purchase's
 * idempotency key, so the test rates orders until one's label will be an on-time delivery and checks
 * the bought code is the one foreseen. Editing a template and watching its preview change is
 * templates.e2e.ts ("Settings › Notification templates"), not repeated here.
 */
describe('Track and notify acceptance: a bought label moves to In Transit and Delivered, and each email arrives', () => {
  let browser: Browser;
  let page: Page;
  let order: TrackedOrder;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    await sandboxQuiet();
    const me = (await api(page, 'GET', '/api/v1/me')).body;
    const accountId: string = me.memberships[0].accountId;
    for (let attempt = 0; attempt < 20 && !order; attempt++) {
      const orderNumber = `TRACK-${RUN}-${attempt}`;
      const body = orderBody(orderNumber);
      const created = await api(page, 'POST', '/api/v1/orders', {
        ...body,
        shippingAddress: { ...body.shippingAddress, email: RECIPIENT },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id: string = created.body.order.id;
      const rated = await api(page, 'POST', '/api/v1/orders/rates', { orderIds: [id], rule: { kind: 'cheapest' } });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
      const shipment = (await api(page, 'GET', `/api/v1/orders/${id}`)).body.order.shipments[0];
      const svc = findCarrierService(shipment.preferredRate.carrier, shipment.preferredRate.service);
      expect(svc, JSON.stringify(shipment.preferredRate)).toBeDefined();
      const key = idempotencyKeyOf(accountId, shipment.id, labelSequenceOf(shipment), 1);
      const trackingCode = mintTrackingNumber(svc!.carrier, svc!.service, key, SANDBOX_SEED);
      if (sandboxOutcomeOf(trackingCode, SANDBOX_SEED) === 'on_time')
        order = { id, orderNumber, shipmentId: shipment.id, trackingCode };
    }
    expect(order, 'no order among 20 whose label would be delivered on time').toBeDefined();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `track-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  it('buys the label on the order page: the tracking code is the one whose journey was chosen', async () => {
    await page.goto(`${appUrl}/orders/${order.id}`);
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    await page.getByText(order.trackingCode, { exact: true }).first().waitFor();
    const shipment = (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order.shipments[0];
    expect(shipment.label.trackingCode).toBe(order.trackingCode);
    await screenshot(page, 'track-01-label-bought');
  });

  it(
    'orders §3: the grid shows the order In Transit, then Delivered, as the carrier scans it',
    async () => {
      await page.goto(`${appUrl}/orders`);
      await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
      await addFilterToken(page, `Order number = ${order.orderNumber}`);
      const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: order.orderNumber }) });
      await row.waitFor();
      const statusOf = async () => {
        await page.getByRole('button', { name: 'Refresh orders' }).click();
        await expect.poll(() => page.getByText('Loading orders').count()).toBe(0);
        return (await row.locator('td').allTextContents()).find((t) =>
          /^(Awaiting Shipment|In Transit|Out For Delivery|Delivered)/i.test(t.trim()),
        );
      };
      await expect.poll(statusOf, { timeout: JOURNEY_TIMEOUT_MS, interval: 1_000 }).toMatch(/^In Transit/i);
      await screenshot(page, 'track-02-grid-in-transit');
      await expect.poll(statusOf, { timeout: JOURNEY_TIMEOUT_MS, interval: 1_000 }).toMatch(/^Delivered/i);
      await screenshot(page, 'track-03-grid-delivered');
      const shipment = (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order.shipments[0];
      expect(shipment.shipmentStatus).toBe('delivered');
    },
    JOURNEY_TIMEOUT_MS * 2,
  );

  it('orders §4: the In Transit and Delivered emails are in the local SES inbox, once each, to the recipient', async () => {
    const inbox = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    try {
      await inbox.goto(emailInboxUrl);
      const emailOf = (subject: string): Locator => inbox.locator('.email').filter({ hasText: subject });
      for (const [n, status, subject] of [
        [4, 'in-transit', `Your order ${order.orderNumber} is on its way`],
        [5, 'delivered', `Your order ${order.orderNumber} has been delivered`],
      ] as const) {
        const email = emailOf(subject);
        await expect.poll(() => email.count(), { timeout: 30_000 }).toBe(1);
        await expect.poll(() => email.textContent()).toContain(`To: ${RECIPIENT}`);
        await email.getByRole('button', { name: 'Toggle HTML view' }).click();
        const body = email.locator('iframe').contentFrame().locator('body');
        await body.getByText(order.trackingCode).first().waitFor();
        await email.scrollIntoViewIfNeeded();
        await email.screenshot({ path: join(SCREENSHOT_DIR, `track-0${n}-email-${status}.png`) });
      }
    } finally {
      await inbox.close();
    }
  });
});
