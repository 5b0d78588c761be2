import type { CarrierBookingRef } from '#domain/freight/freight-booking.models';
import type { FreightBookingRequest, FreightStop } from '#domain/freight/freight.models';
import { LOAD_TYPE_INFO } from '#domain/freight/freight-load.rules';
import { formatCents } from '#domain/money/cents.rules';
import { box, text, wrapText, type LayoutElement, type LayoutPage } from '#lib/pdf/layout-elements';

/**
 * The straight bill of lading of a booked LTL shipment, one Letter page: carrier, PRO (with its
 * barcode) and pickup confirmation, shipper and consignee, the pieces with class, NMFC and weight,
 * the accessorials booked, load type and temperature band, declared value, special instructions
 * and the shipper's, carrier's and consignee's signature blocks.
 */

/** What the documents print: the booking as the carrier was asked, and its answer. */
export type FreightDocumentInput = Omit<FreightBookingRequest, 'idempotencyKey'>;

const WIDTH = 612;
const HEIGHT = 792;
const M = 36;
const INNER = WIDTH - 2 * M;
const HALF = INNER / 2;

export const BOL_TITLE = 'STRAIGHT BILL OF LADING — SHORT FORM — NOT NEGOTIABLE';

export function temperatureBandOf(booking: Pick<FreightDocumentInput, 'request'>): string {
  const band = LOAD_TYPE_INFO[booking.request.loadType]?.temperatureF;
  return band ? `${band.low} to ${band.high} °F` : '';
}

/** The load type as printed: the standard PDF fonts have no minus sign, so a band's minus prints as a hyphen. */
export function loadTypeLabel(booking: Pick<FreightDocumentInput, 'request'>): string {
  return (LOAD_TYPE_INFO[booking.request.loadType]?.label ?? booking.request.loadType).replace(/\u2212/g, '-');
}

function partyBlock(
  x: number,
  y: number,
  heading: string,
  stop: FreightStop,
  contact: { name: string; phone: string },
) {
  const lines = [
    contact.name,
    stop.street,
    `${stop.city}, ${stop.state} ${stop.zip}`,
    contact.phone ? `Phone ${contact.phone}` : '',
  ]
    .map((s) => s.trim())
    .filter(Boolean);
  const out: LayoutElement[] = [box(x, y, HALF - 4, 72), text(x + 6, y + 5, HALF - 16, 8, heading, { bold: true })];
  lines.forEach((line, i) => out.push(text(x + 6, y + 18 + i * 12, HALF - 16, 10, line)));
  return out;
}

/** Piece table columns: x offset and width. */
const COLS = [
  { head: 'Pallets', x: 0, w: 44 },
  { head: 'Pieces', x: 44, w: 40 },
  { head: 'Package', x: 84, w: 56 },
  { head: 'Description (commodity, size)', x: 140, w: 190 },
  { head: 'NMFC', x: 330, w: 60 },
  { head: 'Class', x: 390, w: 40 },
  { head: 'HM', x: 430, w: 24 },
  { head: 'Weight (lb)', x: 454, w: 86 },
] as const;

export function billOfLadingPage(booking: FreightDocumentInput, carrier: CarrierBookingRef): LayoutPage {
  const { quote, request } = booking;
  const els: LayoutElement[] = [];
  let y = M;
  els.push(text(M, y, INNER, 13, BOL_TITLE, { bold: true, align: 'center' }));
  y += 22;
  els.push(text(M, y, HALF, 11, `Carrier: ${quote.carrierName}`, { bold: true }));
  els.push(text(M + HALF, y, HALF, 11, `SCAC: ${quote.scac}`, { bold: true, align: 'right' }));
  y += 16;
  els.push(text(M, y, HALF, 10, `Pickup date: ${carrier.pickupDate}`));
  els.push(text(M + HALF, y, HALF, 10, `Pickup confirmation: ${carrier.pickupConfirmation}`, { align: 'right' }));
  y += 14;
  els.push(text(M, y, HALF, 10, `Quote: ${quote.quoteId}`));
  els.push(text(M + HALF, y, HALF, 10, `Shipper reference: ${booking.reference || '—'}`, { align: 'right' }));
  y += 18;
  // The PRO and its barcode: what the driver and every terminal scan.
  els.push(box(M, y, INNER, 64));
  els.push(text(M + 8, y + 8, 200, 9, 'PRO NUMBER', { bold: true }));
  els.push(text(M + 8, y + 24, 200, 18, carrier.pro, { bold: true }));
  els.push({
    kind: 'barcode',
    x: M + 230,
    y: y + 8,
    w: INNER - 240,
    h: 48,
    spec: { symbology: 'code128', data: carrier.pro.replace(/-/g, '') },
  });
  y += 74;
  els.push(...partyBlock(M, y, 'SHIP FROM (SHIPPER)', request.origin, booking.shipper));
  els.push(...partyBlock(M + HALF + 4, y, 'SHIP TO (CONSIGNEE)', request.destination, booking.consignee));
  y += 82;

  els.push(box(M, y, INNER, 16, 1, true));
  for (const c of COLS) els.push(text(M + c.x + 3, y + 4, c.w - 6, 8, c.head, { bold: true, reverse: true }));
  y += 18;
  let totalWeight = 0;
  let totalPallets = 0;
  for (const u of request.units) {
    const weight = u.weightLb * u.pallets;
    const cells = [
      String(u.pallets),
      String(u.pieces),
      u.packageType || 'Pallet',
      `${u.commodity || 'Freight'}, ${u.lengthIn}×${u.widthIn}×${u.heightIn} in${u.stackable ? ', stackable' : ', do not stack'}`,
      u.nmfc ?? '—',
      u.freightClass,
      u.hazmat ? 'X' : '',
      weight.toLocaleString('en-US'),
    ];
    COLS.forEach((c, i) => els.push(text(M + c.x + 3, y + 3, c.w - 6, 9, cells[i] ?? '')));
    els.push(box(M, y + 15, INNER, 0.5, 0.5, true));
    totalWeight += weight;
    totalPallets += u.pallets;
    y += 17;
  }
  els.push(text(M + 3, y + 3, 200, 9, `Total: ${totalPallets} pallet${totalPallets === 1 ? '' : 's'}`, { bold: true }));
  els.push(text(M + 454 + 3, y + 3, 80, 9, totalWeight.toLocaleString('en-US'), { bold: true }));
  y += 22;

  els.push(text(M, y, INNER, 10, 'HANDLING', { bold: true }));
  y += 14;
  const band = temperatureBandOf(booking);
  els.push(
    text(M, y, INNER, 10, `Load type: ${loadTypeLabel(booking)}${band ? ' — keep the trailer in this band' : ''}`),
  );
  y += 14;
  const accessorials = quote.accessorialLines.map((a) => `${a.code} ${a.name}`).join('; ') || 'None';
  for (const line of wrapText(`Accessorials: ${accessorials}`, INNER, 10)) {
    els.push(text(M, y, INNER, 10, line));
    y += 13;
  }
  const declared = booking.request.options.declared_value;
  els.push(text(M, y, INNER, 10, `Declared value: ${formatCents(Math.round(declared * 100))}`));
  y += 14;
  for (const line of wrapText(`Special instructions: ${booking.specialInstructions || 'None'}`, INNER, 10)) {
    els.push(text(M, y, INNER, 10, line));
    y += 13;
  }
  els.push(text(M, y, INNER, 10, `Freight charges: prepaid — ${formatCents(quote.totalCents)} billed to the shipper`));
  y += 22;

  const sigTop = Math.max(y, HEIGHT - M - 120);
  const third = INNER / 3;
  const sigs = [
    [
      'SHIPPER SIGNATURE / DATE',
      'This is to certify that the above named materials are properly classified, packaged, marked and labeled.',
    ],
    ['CARRIER SIGNATURE / PICKUP DATE', 'Carrier acknowledges receipt of packages and required placards.'],
    ['CONSIGNEE SIGNATURE / DATE', 'Received in good order, except as noted.'],
  ] as const;
  sigs.forEach(([head, note], i) => {
    const x = M + i * third;
    els.push(box(x, sigTop, third - 4, 110));
    els.push(text(x + 6, sigTop + 6, third - 16, 8, head, { bold: true }));
    wrapText(note, third - 16, 7).forEach((line, j) => els.push(text(x + 6, sigTop + 20 + j * 9, third - 16, 7, line)));
    els.push(box(x + 6, sigTop + 88, third - 16, 0.5, 0.5, true));
  });
  return { role: 'bill-of-lading', size: { width: WIDTH, height: HEIGHT }, elements: els };
}
