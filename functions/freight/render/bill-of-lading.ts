import type { FreightBooking, FreightCarrierBooking, FreightParty } from '#domain/freight/freight-booking.models';
import { formatCents } from '#domain/money/cents.rules';
import { box, rule, text, wrapText, type LayoutElement, type LayoutPage } from '#lib/pdf/layout-elements';

/**
 * The straight bill of lading of a booked LTL shipment, one Letter page: carrier, PRO (with its
 * barcode) and pickup confirmation, shipper and consignee, the pieces with class, NMFC and weight,
 * the accessorials booked, load type and temperature band, declared value, special instructions
 * and the shipper's, carrier's and consignee's signature blocks.
 */

const WIDTH = 612;
const HEIGHT = 792;
const M = 36;
const INNER = WIDTH - 2 * M;
const HALF = INNER / 2;

export const BOL_TITLE = 'STRAIGHT BILL OF LADING — SHORT FORM — NOT NEGOTIABLE';

function partyLines(p: FreightParty): string[] {
  return [p.company, p.name, p.street, `${p.city}, ${p.state} ${p.zip}`, p.phone ? `Phone ${p.phone}` : undefined]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map((s) => s.trim());
}

function partyBlock(x: number, y: number, heading: string, p: FreightParty): LayoutElement[] {
  const out: LayoutElement[] = [box(x, y, HALF - 4, 84), text(x + 6, y + 5, HALF - 16, 8, heading, { bold: true })];
  partyLines(p).forEach((line, i) => out.push(text(x + 6, y + 18 + i * 12, HALF - 16, 10, line)));
  return out;
}

/** Piece table columns: x offset and width. */
const COLS = [
  { head: 'Pallets', x: 0, w: 48 },
  { head: 'Pieces', x: 48, w: 44 },
  { head: 'Package', x: 92, w: 58 },
  { head: 'Description (commodity)', x: 150, w: 170 },
  { head: 'NMFC', x: 320, w: 64 },
  { head: 'Class', x: 384, w: 44 },
  { head: 'HM', x: 428, w: 26 },
  { head: 'Weight (lb)', x: 454, w: 86 },
] as const;

export function billOfLadingPage(booking: FreightBooking, carrier: FreightCarrierBooking): LayoutPage {
  const { offer, shipment } = booking;
  const els: LayoutElement[] = [];
  let y = M;
  els.push(text(M, y, INNER, 13, BOL_TITLE, { bold: true, align: 'center' }));
  y += 22;
  els.push(text(M, y, HALF, 11, `Carrier: ${offer.carrierName}`, { bold: true }));
  els.push(text(M + HALF, y, HALF, 11, `SCAC: ${offer.scac}`, { bold: true, align: 'right' }));
  y += 16;
  els.push(text(M, y, HALF, 10, `Pickup date: ${shipment.pickupDate || carrier.pickupDate}`));
  els.push(text(M + HALF, y, HALF, 10, `Pickup confirmation: ${carrier.pickupConfirmation}`, { align: 'right' }));
  y += 14;
  els.push(text(M, y, HALF, 10, `Quote: ${offer.carrierQuoteId}`));
  els.push(text(M + HALF, y, HALF, 10, `BOL number: ${booking.bookingId}`, { align: 'right' }));
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
  els.push(...partyBlock(M, y, 'SHIP FROM (SHIPPER)', shipment.shipper));
  els.push(...partyBlock(M + HALF + 4, y, 'SHIP TO (CONSIGNEE)', shipment.consignee));
  y += 94;

  // Pieces.
  els.push(box(M, y, INNER, 16, 1, true));
  for (const c of COLS) els.push(text(M + c.x + 3, y + 4, c.w - 6, 8, c.head, { bold: true, reverse: true }));
  y += 18;
  let totalWeight = 0;
  let totalPallets = 0;
  for (const piece of shipment.pieces) {
    const cells = [
      String(piece.quantity),
      String(piece.numberOfPeices),
      piece.packageType || 'Pallet',
      `${piece.commodity || 'Freight'} — ${piece.dimensions.length}×${piece.dimensions.width}×${piece.dimensions.height} ${piece.dimensions.unit}${piece.stackable ? ', stackable' : ', do not stack'}`,
      piece.nmfc || '—',
      piece.productClass || '—',
      piece.hazmat ? 'X' : '',
      piece.dimensions.weight.toLocaleString('en-US'),
    ];
    COLS.forEach((c, i) => els.push(text(M + c.x + 3, y + 3, c.w - 6, 9, cells[i] ?? '')));
    els.push(rule(y + 15, 0.5, WIDTH));
    totalWeight += piece.dimensions.weight;
    totalPallets += piece.quantity;
    y += 17;
  }
  els.push(text(M + 3, y + 3, 200, 9, `Total: ${totalPallets} pallet${totalPallets === 1 ? '' : 's'}`, { bold: true }));
  els.push(text(M + 454 + 3, y + 3, 80, 9, totalWeight.toLocaleString('en-US'), { bold: true }));
  y += 22;

  // Handling.
  els.push(text(M, y, INNER, 10, 'HANDLING', { bold: true }));
  y += 14;
  const band = shipment.temperatureBand ? ` — keep at ${shipment.temperatureBand}` : '';
  els.push(text(M, y, INNER, 10, `Load type: ${shipment.loadType}${band}`));
  y += 14;
  const accessorials = offer.accessorials.map((a) => `${a.code} ${a.name}`).join('; ') || 'None';
  for (const line of wrapText(`Accessorials: ${accessorials}`, INNER, 10)) {
    els.push(text(M, y, INNER, 10, line));
    y += 13;
  }
  els.push(
    text(
      M,
      y,
      INNER,
      10,
      `Declared value: ${formatCents(shipment.declaredValueCents)} (the carrier's liability is limited by its tariff unless declared)`,
    ),
  );
  y += 14;
  for (const line of wrapText(`Special instructions: ${shipment.specialInstructions || 'None'}`, INNER, 10)) {
    els.push(text(M, y, INNER, 10, line));
    y += 13;
  }
  els.push(text(M, y, INNER, 10, `Freight charges: prepaid — ${formatCents(offer.totalCents)} billed to the shipper`));
  y += 22;

  // Signatures.
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
    els.push(rule(sigTop + 88, 0.5, WIDTH));
  });
  return { role: 'bill-of-lading', size: { width: WIDTH, height: HEIGHT }, elements: els };
}
