import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addFilterToken, api, orderBody, selectOrder } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();
const BULK = 20;

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

describe('Ship acceptance: rates, label purchase, wallet, bulk purchase and refund in the browser', () => {
  let browser: Browser;
  let page: Page;
  const orders: { id: string; orderNumber: string; shipmentId: string }[] = [];

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
    for (let i = 0; i <= BULK; i++) {
      const created = await api(page, 'POST', '/api/v1/orders', orderBody(`SHIP-${RUN}-${String(i).padStart(2, '0')}`));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const o = created.body.order;
      orders.push({ id: o.id, orderNumber: o.orderNumber, shipmentId: o.shipments[0].id });
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `ship-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
  });

  const balanceCents = async () => (await api(page, 'GET', '/api/v1/wallet')).body.balanceCents as number;

  it('opens an order, gets rates from the sandbox carriers with savings, buys the cheapest and opens its label', async () => {
    const [first] = orders;
    await page.goto(`${appUrl}/orders/${first!.id}`);
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    await page.getByText('Cheapest', { exact: true }).first().waitFor();
    const carriers = await page
      .locator('table')
      .getByText(/^(UPS|FedEx|USPS)$/)
      .allTextContents();
    expect(new Set(carriers)).toEqual(new Set(['UPS', 'FedEx', 'USPS']));
    await expect.poll(() => page.getByText(/^Save \$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'ship-01-rates');

    const before = await balanceCents();
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'ship-02-purchased');

    const order = (await api(page, 'GET', `/api/v1/orders/${first!.id}`)).body.order;
    const shipment = order.shipments[0];
    expect(shipment.label.trackingCode).toBeTruthy();
    // Bought: pre_transit, or already scanned once on the e2e's accelerated sandbox clock (a simulated hour is 0.6 s).
    expect(['pre_transit', 'in_transit']).toContain(shipment.shipmentStatus);
    const price = Math.round(shipment.preferredRate.markedUpRates.rate * 100);
    // The wallet moved by exactly the invoice amount (accounts §4: amount + tier fee).
    expect(before - (await balanceCents())).toBe(price);
    await expect
      .poll(async () =>
        cents(
          (await page
            .getByText(/^Balance \$/)
            .first()
            .textContent()) ?? '',
        ),
      )
      .toBe(await balanceCents());

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open label (PDF)' }).click();
    const pdfUrl = (await popup).url();
    const pdf = await page.evaluate(async (u) => {
      const r = await fetch(u);
      const bytes = new Uint8Array(await r.arrayBuffer());
      return {
        type: r.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
        size: bytes.length,
      };
    }, pdfUrl);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.head).toBe('%PDF-');
    expect(pdf.size).toBeGreaterThan(5_000);
  }, 180_000);

  it('bulk-buys 20 orders from the grid with the progress bar', async () => {
    const bulk = orders.slice(1);
    await page.goto(`${appUrl}/orders`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await addFilterToken(page, `Order number ^ SHIP-${RUN}-`);
    // The filtered rows are in (every one of this run's orders is on the page or the page is full).
    await expect
      .poll(() => page.getByRole('checkbox', { name: new RegExp(`^Select order SHIP-${RUN}-`) }).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(BULK);
    for (const o of bulk) await selectOrder(page, o.orderNumber);

    await page.getByRole('button', { name: 'Get rates', exact: true }).click();
    const rules = page.getByRole('dialog');
    await rules.getByRole('button', { name: 'Get rates', exact: true }).click();
    await expect
      .poll(
        async () => {
          const rows = await Promise.all(bulk.map((o) => api(page, 'GET', `/api/v1/orders/${o.id}`)));
          return rows.filter((r) => r.body.order.shipments[0].preferredRate?.rateId).length;
        },
        { timeout: 60_000 },
      )
      .toBe(BULK);

    // The grid reloads with the chosen rates (service, cost, transit) and a fresh selection.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    for (const o of bulk) await selectOrder(page, o.orderNumber);
    await screenshot(page, 'ship-03-bulk-rated');
    const before = await balanceCents();
    await page.getByRole('button', { name: 'Buy labels', exact: true }).click();
    await page.getByText('Buying labels').first().waitFor();
    await screenshot(page, 'ship-04-bulk-progress');
    await page.getByText(`${BULK} purchased`, { exact: false }).first().waitFor({ timeout: 120_000 });
    await screenshot(page, 'ship-05-bulk-done');

    const bought = await Promise.all(bulk.map((o) => api(page, 'GET', `/api/v1/orders/${o.id}`)));
    const spent = bought.reduce(
      (n, r) => n + Math.round(r.body.order.shipments[0].preferredRate.markedUpRates.rate * 100),
      0,
    );
    expect(bought.every((r) => r.body.order.shipments[0].label?.trackingCode)).toBe(true);
    expect(new Set(bought.map((r) => r.body.order.shipments[0].label.trackingCode)).size).toBe(BULK);
    expect(before - (await balanceCents())).toBe(spent);
  }, 240_000);

  it('refunds a label and sees the credit once the carrier approves it', async () => {
    const [first] = orders;
    await page.goto(`${appUrl}/orders/${first!.id}`);
    const before = await balanceCents();
    await page.getByRole('button', { name: 'Refund label', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
    // The dialog closes on the carrier's answer; an error keeps it open and its words are the failure.
    await page
      .getByRole('dialog')
      .waitFor({ state: 'hidden', timeout: 30_000 })
      .catch(async () => {
        throw new Error(`The refund was not requested: ${(await page.locator('body').innerText()).slice(0, 1_500)}`);
      });
    await expect
      .poll(
        async () =>
          (await api(page, 'GET', `/api/v1/orders/${first!.id}`)).body.order.shipments[0].refund?.refund_status,
        {
          timeout: 90_000,
          interval: 2_000,
        },
      )
      .toBe('refunded');
    const order = (await api(page, 'GET', `/api/v1/orders/${first!.id}`)).body.order;
    const price = Math.round(order.shipments[0].preferredRate.markedUpRates.rate * 100);
    expect((await balanceCents()) - before).toBe(price);
    const wallet = (await api(page, 'GET', '/api/v1/wallet')).body;
    expect(wallet.entries[0]).toMatchObject({ kind: 'refund', amountCents: price });
    await page.reload();
    // Visible text only: the disabled Rebook button keeps its reason ("…was refunded…") in a hidden tooltip.
    await page
      .getByText(/refunded/i)
      .filter({ visible: true })
      .first()
      .waitFor();
    await screenshot(page, 'ship-06-refunded');
  }, 180_000);
});

describe('Rate settings page (accounts §3, §5)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInPage(appUrl, login));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a markup over 100 % with the spec message and saves the perishable ship-day check', async () => {
    await page.goto(`${appUrl}/settings/rates`);
    await page.getByRole('heading', { name: 'Rate settings', level: 1 }).waitFor();
    await screenshot(page, 'ship-07-rate-settings');
    await page.getByText('Mark rates up or down', { exact: true }).click();
    await page.getByLabel('Markup (%)').fill('150');
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await page.getByText('Markup value cannot be greater than 100%').first().waitFor();
    await screenshot(page, 'ship-08-rate-settings-markup-error');

    await page.getByLabel('Markup (%)').fill('0');
    await page.getByText('Check rates for perishable shipments', { exact: true }).click();
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await expect
      .poll(async () => (await api(page, 'GET', '/api/v1/settings/rates')).body.shipDayCheck.active, {
        timeout: 20_000,
      })
      .toBe(true);
  });
});
