import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();

/**
 * An order across town from the demo account's default warehouse (Austin Smokehouse, 78701): inside
 * the sandbox courier's 40-mile van radius, with a recipient phone the courier's check accepts.
 */
function austinOrder(orderNumber: string) {
  const order = orderBody(orderNumber);
  return {
    ...order,
    shippingAddress: {
      ...order.shippingAddress,
      phone: '512-555-0187',
      address1: '2400 S Lamar Blvd',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
    },
  };
}

/**
 * A pickup three days ahead (10:00 in the warehouse's zone), as the editor's "At a time" takes it. The
 * browser tests' sandbox clock runs a simulated hour in 0.6 s, so a courier sent now has the parcel
 * within a second; one collecting in three days stays cancelable for about 40 s, time to cancel it.
 */
function pickupInThreeDays(): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  return `${day}T10:00`;
}

/** Picks `option` in the Cloudscape select labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Get rates, choose the sandbox courier's quote (the rate shop's one table) and Buy label: the dispatch. */
async function buyCourierQuote(page: Page) {
  await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
  const choose = page.getByRole('button', { name: /^Choose Shipdeck Courier / }).first();
  const chosen = page.getByText(/^Chosen rate: .*Shipdeck Courier/);
  // The rate shop may already have preselected the courier (no parcel rate preferred).
  await choose.or(chosen).first().waitFor();
  if (!(await chosen.isVisible())) await choose.click();
  await chosen.waitFor();
  await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
}

/**
 * Issue 27 acceptance (orders §3, §5, §9): a local courier dispatched "now" by van — the editor's Local
 * courier options, one rate table with the courier quote, Buy label dispatches it, the label panel shows
 * the courier with its tracking link, and the status moves on the sandbox clock.
 */
describe('local courier: dispatch now by van and follow the tracking', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `courier-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  it('Local courier by van, now, with a tip: Get rates, choose the courier, Buy label, see the dispatch move', async () => {
    const created = await api(page, 'POST', '/api/v1/orders', austinOrder(`COURIER-${RUN}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.order;

    await page.goto(`${appUrl}/orders/${order.id}`);
    await page.getByText('Local courier', { exact: true }).first().click();
    await page.getByRole('heading', { name: 'Local courier options', level: 2 }).waitFor();
    await pick(page, 'Vehicle', 'Van');
    await pick(page, 'Tip', '$4');
    await page.getByText('Pickup phone: the warehouse’s').waitFor();
    await page.getByText('Dropoff phone: the recipient’s').waitFor();
    // The API's box is not in the demo catalog: choose one so the order saves (orders §5 box required).
    await page.getByRole('button', { name: /Box of shipment 1/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect
      .poll(async () => (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body?.order?.shipmentType, {
        timeout: 15_000,
      })
      .toBe('LocalCourier');

    await buyCourierQuote(page);

    // The label is the dispatch: the courier, the van, the tip and a tracking link.
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    const saved = (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order;
    const label = saved.shipments[0].label;
    expect(label.courier).toMatchObject({ provider: 'Shipdeck Courier', vehicle: 'van', tipCents: 400 });
    // The label panel's dispatch: the courier, its delivery and the tip, the tracking code a link to its page.
    await page.getByText(label.courier.deliveryId, { exact: true }).waitFor();
    await page.getByText('$4.00', { exact: true }).first().waitFor();
    const link = page.getByRole('link', { name: label.trackingCode });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(label.trackingUrl);
    await screenshot(page, 'courier-01-dispatched');

    // The sandbox clock moves the delivery: poll the order (bounded) until the courier has the parcel.
    const statusNow = async () =>
      (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order.shipments[0].shipmentStatus as string;
    const pastPickup = /^(in_transit|out_for_delivery|delivered)$/;
    await expect.poll(statusNow, { timeout: 90_000, interval: 2_000 }).toMatch(pastPickup);
    await page.reload();
    await page.getByText(pastPickup).first().waitFor();
    // Past pickup the courier cannot be canceled: the action says so.
    const cancel = page.getByRole('button', { name: 'Cancel courier', exact: true });
    await cancel.waitFor();
    expect(await cancel.getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'courier-02-status-moved');
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('Cancel courier before pickup refunds the charge and tip once', async () => {
    const balanceCents = async () => (await api(page, 'GET', '/api/v1/wallet')).body.balanceCents as number;
    const created = await api(page, 'POST', '/api/v1/orders', {
      ...austinOrder(`COURIER-CANCEL-${RUN}`),
      shipmentType: 'LocalCourier',
      localCourierOptions: {
        vehicleSize: 'van',
        deliverySchedule: 'scheduled',
        pickupStartTime: pickupInThreeDays(),
        tip: 2,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.order;

    const before = await balanceCents();
    await page.goto(`${appUrl}/orders/${order.id}`);
    await buyCourierQuote(page);
    const cancel = page.getByRole('button', { name: 'Cancel courier', exact: true });
    await cancel.waitFor({ timeout: 60_000 });
    await page.getByText('$2.00', { exact: true }).first().waitFor();
    expect(await balanceCents()).toBeLessThan(before);

    await cancel.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Cancel the courier before pickup?' });
    await dialog.waitFor();
    await screenshot(page, 'courier-03-cancel-confirm');
    await dialog.getByRole('button', { name: 'Cancel courier', exact: true }).click();
    await page.getByText('Refunded', { exact: true }).waitFor();
    const shipment = (await api(page, 'GET', `/api/v1/orders/${order.id}`)).body.order.shipments[0];
    expect(shipment.refund?.refund_status).toBe('refunded');
    // The charge, tip included, came back once.
    expect(await balanceCents()).toBe(before);
    await screenshot(page, 'courier-04-canceled-refunded');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
