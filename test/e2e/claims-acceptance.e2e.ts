import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SANDBOX_LOST_ADDRESS_LINE } from '#domain/carriers/sandbox-tracking.rules';
import { CLAIM_MESSAGES } from '#domain/claims/claim-messages';
import { api, orderBody } from './app-api';
import { billingBalanceCents } from './billing-steps';
import { screenshot, signedInPage } from './browser';
import { pdfText, renderPage } from './pdf-steps';
import {
  moveClaimInConsole,
  openClaimInConsole,
  parcelPhotoPng,
  waitForListedClaim,
  waitForShipmentStatus,
} from './claim-steps';

const appUrl = inject('appUrl');
const login = inject('login');
const adminLogin = inject('adminLogin');

/** Unique per run so leftovers of an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36).toUpperCase();

/**
 * Issue 25's first acceptance item as one chain, the way a merchant and Shipdeck staff do it: a label bought
 * with full coverage for a parcel the sandbox carrier loses (recipient address line 2 LOST), the draft claim
 * the sweep opens, a photo attached and the claim submitted, the payout approved in the staff console, then
 * the wallet's credit and the claim's PDF.
 */
describe('issue 25 acceptance: a covered parcel is lost, claimed, approved and credited', () => {
  let merchant: { browser: Browser; page: Page };
  let staff: { browser: Browser; page: Page } | undefined;
  let orderId: string;
  let claimId: string;
  const orderNumber = `ACCEPT-${RUN}`;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    merchant = await signedInPage(appUrl, login);
    merchant.page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 60_000);

  afterAll(async () => {
    await merchant?.browser.close();
    await staff?.browser.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const name = task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-');
    await screenshot(merchant.page, `accept-failed-${name}`).catch(() => {});
    if (staff) await screenshot(staff.page, `accept-failed-staff-${name}`).catch(() => {});
  });

  it('buys the label with full coverage in the order page', async () => {
    const page = merchant.page;
    const base = orderBody(orderNumber);
    const created = await api(page, 'POST', '/api/v1/orders', {
      ...base,
      shippingAddress: { ...base.shippingAddress, address2: SANDBOX_LOST_ADDRESS_LINE },
      shipments: [
        {
          ...base.shipments[0]!,
          options: { ...base.shipments[0]!.options, carrierInsuranceAmountActive: true, carrierInsuranceAmount: 150 },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orderId = created.body.order.id;

    await page.goto(`${appUrl}/orders/${orderId}`);
    await page.getByRole('checkbox', { name: 'Full coverage' }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: 'Full coverage' }).first().isChecked()).toBe(true);
    await page.getByText(/^Premium \$[\d.]+, charged with the label$/).waitFor();
    await page.getByRole('button', { name: 'Get rates', exact: true }).first().click();
    const cheapestRow = page.locator('tr', { has: page.getByText('Cheapest', { exact: true }) }).first();
    await cheapestRow.getByRole('button', { name: /^Choose / }).click();
    await page.getByText('Chosen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy label', exact: true }).first().click();
    await page.getByRole('button', { name: 'Open label (PDF)' }).waitFor({ timeout: 60_000 });
    const bought = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0];
    expect(bought.billOfLading.coverage).toMatchObject({ declaredCents: 15_000 });
    await screenshot(page, 'accept-01-label-bought');
  }, 180_000);

  it('tracking says lost and the sweep opens a prefilled draft claim', async () => {
    // The e2e sandbox runs 6,000× real time: the lost scan comes within a minute or two, the sweep every minute.
    await waitForShipmentStatus(merchant.page, orderId, 'failure');
    const row = await waitForListedClaim(merchant.page, appUrl, orderNumber);
    expect(await row.innerText()).toContain('Draft');
    await row.getByRole('link', { name: orderNumber }).click();
    await merchant.page.waitForURL(/\/claims\/[^/]+$/);
    claimId = decodeURIComponent(new URL(merchant.page.url()).pathname.split('/').at(-1)!);
    await merchant.page.getByText('Opened automatically: the carrier reported the package lost').first().waitFor();
    await screenshot(merchant.page, 'accept-02-draft');
  }, 450_000);

  it('attaches a photo through the upload control and submits the claim', async () => {
    const page = merchant.page;
    await page.getByRole('button', { name: 'Edit and submit', exact: true }).click();
    await page.waitForURL(/\/claims\/[^/]+\/edit$/);
    // Prefilled from the label and the coverage: the merchandise amount is the declared value.
    const tracking = (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0].label.trackingCode;
    expect(await page.getByLabel('Tracking number (BOL)').inputValue()).toBe(tracking);
    expect(await page.getByLabel('Loss date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(Number(await page.getByLabel('Merchandise amount ($)').inputValue())).toBe(150);
    await page.getByLabel('Loss cause').fill('lost');
    await page.getByLabel('Merchandise description').fill('Smoked brisket 5 lb, vacuum sealed, on dry ice');

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lost-parcel-box.png', mimeType: 'image/png', buffer: parcelPhotoPng() });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Document added.').first().waitFor({ timeout: 30_000 });
    await page.getByRole('table', { name: 'Claim documents' }).getByText('lost-parcel-box.png').waitFor();
    // The upload reloads the claim; what was typed and not yet saved stays in the form.
    expect(await page.getByLabel('Merchandise description').inputValue()).toBe(
      'Smoked brisket 5 lb, vacuum sealed, on dry ice',
    );
    await screenshot(page, 'accept-03-form');

    await page.getByRole('button', { name: 'Submit claim', exact: true }).click();
    await page.getByText(CLAIM_MESSAGES.created).first().waitFor();
    await page.waitForURL(/\/claims\/[^/]+$/);
    await page.getByRole('list', { name: 'Claim history' }).getByText('Claim Received').waitFor();
  }, 120_000);

  it('the sandbox insurer files the received claim (Investigation Pending)', async () => {
    // The insurer's schedule (every 30 s locally) files a received claim at once; its next step comes only
    // two minutes after its last move, and a staff move restarts that clock: from here on, staff decide.
    const page = merchant.page;
    const history = page.getByRole('list', { name: 'Claim history' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await history.waitFor();
          return history.getByText('Investigation Pending').count();
        },
        { timeout: 120_000, interval: 5_000 },
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'accept-04-filed');
  }, 150_000);

  it('Shipdeck staff see the photo in the review, move the claim on and approve the payout', async () => {
    staff = await signedInPage(appUrl, adminLogin, '**/admin/claims');
    const page = staff.page;
    await openClaimInConsole(page, appUrl, orderNumber, 'Investigation Pending');
    // The photograph, previewed through the console's own presigned link.
    const preview = page.getByRole('img', { name: 'lost-parcel-box.png' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await screenshot(page, 'accept-05-staff-review');
    await moveClaimInConsole(page, 'Submitted for Payment', 'Acceptance: photo reviewed, the carrier lost it');
    await page.getByRole('button', { name: 'Approve payout' }).click();
    await page.getByRole('dialog').getByLabel('Amount (USD)').fill('150');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve payout' }).click();
    await page.getByText("Payout of $150.00 approved: the merchant's wallet is credited.").waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await screenshot(page, 'accept-06-staff-paid');
  }, 120_000);

  it('the wallet shows the claim credit (amount plus the label’s tier fee) and the claim PDF opens', async () => {
    const page = merchant.page;
    // What the label's purchase paid as its tier fee: the claim credit gives it back (accounts §4).
    const purchases = await api(page, 'POST', '/api/v1/invoices/query', {
      filters: { types: ['shipment_purchase', 'claim'] },
      pageSize: 100,
    });
    expect(purchases.status, JSON.stringify(purchases.body)).toBe(200);
    const ofOrder = (type: string) =>
      purchases.body.items.find(
        (i: { type: string; orderNumber?: string }) => i.type === type && i.orderNumber === orderNumber,
      );
    const tierFee = ofOrder('shipment_purchase').tierFee as number;
    expect(ofOrder('claim')).toMatchObject({ amount: 15_000, tierFee });

    await page.goto(`${appUrl}/billing`);
    await billingBalanceCents(page);
    const credit = page.getByRole('cell', { name: `Claim paid: order ${orderNumber}` });
    await credit.waitFor();
    const row = page.locator('tr', { has: credit });
    const shown = `$${((15_000 + tierFee) / 100).toFixed(2)}`;
    await expect.poll(async () => (await row.textContent()) ?? '').toContain(shown);
    await screenshot(page, 'accept-07-wallet-credit');

    await page.goto(`${appUrl}/claims/${encodeURIComponent(claimId)}`);
    await page.getByRole('heading', { name: `Claim for order ${orderNumber}`, level: 1 }).waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Claim PDF' }).click();
    const pdf = await popup;
    const res = await fetch(pdf.url());
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(orderNumber);
    expect(text).toContain('lost-parcel-box.png');
    // Drawn by poppler beside the screenshots: headless Chromium has no PDF viewer to capture.
    await renderPage(bytes, 'accept-08-claim-pdf');
    await pdf.close();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
