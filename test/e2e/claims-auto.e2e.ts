import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SANDBOX_LOST_ADDRESS_LINE } from '#domain/carriers/sandbox-tracking.rules';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';
import { waitForListedClaim, waitForShipmentStatus } from './claim-steps';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Automatic opening end to end: a label whose recipient asks the sandbox to lose the parcel (second address
 * line LOST) is tracked to the carrier's lost scan, and the claims sweep (every minute locally) opens a draft
 * claim prefilled from the label and the order.
 */
describe('Claims: the sandbox marks a parcel lost; a prefilled draft claim appears', () => {
  let browser: Browser;
  let page: Page;
  let orderId: string;
  let label: { trackingCode: string; carrier: string };
  const orderNumber = `LOST-${RUN}`;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    const body = orderBody(orderNumber);
    const created = await api(page, 'POST', '/api/v1/orders', {
      ...body,
      shippingAddress: { ...body.shippingAddress, address2: SANDBOX_LOST_ADDRESS_LINE },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orderId = created.body.order.id;
    const shipmentId = created.body.order.shipments[0].id;
    const rated = await api(page, 'POST', '/api/v1/orders/rates', { orderIds: [orderId], rule: { kind: 'cheapest' } });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const bought = await api(page, 'POST', '/api/v1/labels/purchases', { shipments: [{ orderId, shipmentId }] });
    expect(bought.status, JSON.stringify(bought.body)).toBe(202);
    // A plain loop: expect.poll belongs to tests, and this runs in beforeAll.
    let batch = bought.body;
    for (const deadline = Date.now() + 120_000; batch.pending > 0 && Date.now() < deadline;) {
      await sleep(1_000);
      batch = (await api(page, 'GET', `/api/v1/labels/purchases/${batch.batchId}`)).body;
    }
    expect(batch.purchased, JSON.stringify(batch.items)).toBe(1);
    const shipment = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0];
    // The carrier of the rate the label was bought at (createdShipment.selected_rate).
    label = { trackingCode: shipment.label.trackingCode, carrier: shipment.createdShipment.selected_rate.carrier };
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `claims-auto-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(
        () => {},
      );
  });

  it('tracking reports the parcel lost', async () => {
    // The e2e sandbox runs 6,000× real time: pickup, the first hub and the lost scan come within a minute or two.
    await waitForShipmentStatus(page, orderId, 'failure', 180_000);
  }, 200_000);

  it('the sweep opens a draft claim, listed with its file-by day and prefilled from the label', async () => {
    // The claims sweep runs every minute locally: reload the Claims page until its draft is listed.
    const row = await waitForListedClaim(page, appUrl, orderNumber, 240_000);
    await expect.poll(() => row.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await row.innerText()).toContain('Draft');
    await screenshot(page, 'claims-auto-01-list');

    await row.getByRole('link', { name: orderNumber }).click();
    await page.getByText('Opened automatically: the carrier reported the package lost').first().waitFor();
    await page.getByRole('button', { name: 'Edit and submit', exact: true }).click();
    await page.waitForURL(/\/claims\/[^/]+\/edit$/);

    // Prefilled (accounts §3): the label's tracking number, carrier and ship date, the loss date tracking gave.
    expect(await page.getByLabel('Tracking number (BOL)').inputValue()).toBe(label.trackingCode);
    expect(await page.getByLabel('Carrier', { exact: true }).inputValue()).toBe(label.carrier);
    expect(await page.getByLabel('Ship date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.getByLabel('Loss date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The recipient block, folded, names the order's recipient.
    await page.getByText('Maria Lopez, Boston, MA').first().waitFor();
    await screenshot(page, 'claims-auto-02-draft');
  }, 300_000);
});
