import type { CarrierBookingRef } from '#domain/freight/freight-booking.models';
import { MARGIN_PT, PAGE_WIDTH_PT, box, rule, text, type LayoutPage } from '#lib/pdf/layout-elements';
import { loadTypeLabel, type FreightDocumentInput } from './bill-of-lading';

/**
 * Pallet labels: one 4×6 in page per pallet with the carrier, the PRO and its barcode, the
 * consignee and "n of N", so a terminal that splits a shipment still knows what belongs together.
 */

const INNER = PAGE_WIDTH_PT - 2 * MARGIN_PT;
const M = MARGIN_PT;

export function palletCount(booking: Pick<FreightDocumentInput, 'request'>): number {
  return booking.request.units.reduce((n, u) => n + Math.max(1, u.pallets), 0);
}

export function palletLabelPages(booking: FreightDocumentInput, carrier: CarrierBookingRef): LayoutPage[] {
  const total = palletCount(booking);
  const { origin, destination } = booking.request;
  const pages: LayoutPage[] = [];
  for (let n = 1; n <= total; n++) {
    pages.push({
      role: 'pallet-label',
      elements: [
        text(M, M, INNER, 14, booking.quote.carrierName, { bold: true }),
        text(M, M + 18, INNER, 9, `SCAC ${booking.quote.scac}   Pickup ${carrier.pickupDate}`),
        rule(M + 32),
        text(M, M + 40, INNER, 9, 'PRO', { bold: true }),
        text(M, M + 52, INNER, 22, carrier.pro, { bold: true }),
        {
          kind: 'barcode',
          x: M,
          y: M + 80,
          w: INNER,
          h: 70,
          spec: { symbology: 'code128', data: carrier.pro.replace(/-/g, '') },
        },
        rule(M + 160),
        text(M, M + 168, INNER, 9, 'FROM', { bold: true }),
        text(M, M + 180, INNER, 10, booking.shipper.name),
        text(M, M + 193, INNER, 10, `${origin.city}, ${origin.state} ${origin.zip}`),
        text(M, M + 212, INNER, 9, 'TO', { bold: true }),
        text(M, M + 224, INNER, 13, booking.consignee.name, { bold: true }),
        text(M, M + 241, INNER, 11, destination.street),
        text(M, M + 256, INNER, 11, `${destination.city}, ${destination.state} ${destination.zip}`),
        rule(M + 276),
        text(M, M + 284, INNER, 11, loadTypeLabel(booking), { bold: true }),
        box(M, M + 312, INNER, 96, 2),
        text(M, M + 322, INNER, 12, 'PALLET', { bold: true, align: 'center' }),
        text(M, M + 342, INNER, 44, `${n} of ${total}`, { bold: true, align: 'center' }),
      ],
    });
  }
  return pages;
}
