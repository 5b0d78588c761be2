import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './app-api';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CRC-32 of a PNG chunk (type + data), as the PNG format defines it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real photograph-sized PNG (RGB, 8 bits): a cardboard-brown box on a grey floor with a dark crease across
 * it, so a preview of it shows something a person recognises, and its bytes sniff as image/png.
 */
export function parcelPhotoPng(width = 160, height = 120): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: the row as is
    for (let x = 0; x < width; x++) {
      const inBox = x > width * 0.15 && x < width * 0.85 && y > height * 0.2 && y < height * 0.85;
      const crease = inBox && Math.abs(y - height * 0.2 - (x - width * 0.15) * 0.6) < 2;
      const [r, g, b] = crease ? [60, 40, 20] : inBox ? [181 - (y >> 2), 136 - (y >> 2), 84] : [200, 200, 205];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Reloads the Claims page until the claim of `orderNumber` is listed (the sweep runs every minute locally),
 * bounded by `timeoutMs`; answers the row.
 */
export async function waitForListedClaim(page: Page, appUrl: string, orderNumber: string, timeoutMs = 240_000) {
  const row = page.getByRole('table', { name: 'Claims' }).locator('tr', { hasText: orderNumber });
  for (const deadline = Date.now() + timeoutMs; ;) {
    await page.goto(`${appUrl}/claims`);
    await page.getByRole('table', { name: 'Claims' }).waitFor();
    if (await row.count()) return row;
    expect(Date.now(), `no claim for ${orderNumber} within ${timeoutMs / 1000} s`).toBeLessThan(deadline);
    await sleep(5_000);
  }
}

/** Polls the order until its first shipment's status is `status` (tracking on the sandbox's fast clock). */
export async function waitForShipmentStatus(page: Page, orderId: string, status: string, timeoutMs = 180_000) {
  await expect
    .poll(async () => (await api(page, 'GET', `/api/v1/orders/${orderId}`)).body.order.shipments[0].shipmentStatus, {
      timeout: timeoutMs,
      interval: 2_000,
    })
    .toBe(status);
}

/**
 * In the staff console: finds the claim of `orderNumber` in the review queue of `status` (the queue opens on
 * Claim Received) and opens it.
 */
export async function openClaimInConsole(
  page: Page,
  appUrl: string,
  orderNumber: string,
  status?: string,
): Promise<void> {
  await page.goto(`${appUrl}/admin/claims`);
  await page.getByRole('heading', { name: 'Claims review' }).waitFor();
  if (status) {
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('option', { name: status }).click();
  }
  await page.getByPlaceholder('Find by order, tracking or account').fill(orderNumber);
  await page.getByRole('link', { name: orderNumber }).click();
  await page.getByRole('heading', { name: `Claim for order ${orderNumber}` }).waitFor();
}

/** In the staff console's claim review: one status move through the Move status dialog, with a note. */
export async function moveClaimInConsole(page: Page, status: string, note: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Move status' }).click();
  await dialog.getByRole('button', { name: /New status/ }).click();
  await page.getByRole('option', { name: status }).click();
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByText(`Claim moved to ${status}.`).waitFor();
}
