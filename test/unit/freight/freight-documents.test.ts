import { describe, expect, it } from 'vitest';
import { BOL_TITLE, billOfLadingPage } from '#functions/freight/render/bill-of-lading';
import { renderFreightDocuments } from '#functions/freight/render/freight-documents';
import { palletLabelPages } from '#functions/freight/render/pallet-labels';
import { textsOf } from '#lib/pdf/layout-elements';
import { frozenTwoPalletRequest, ltlOffer } from '#test/support/freight-booking';

const booking = {
  quote: ltlOffer({ quoteId: 'Q-1' }),
  request: frozenTwoPalletRequest(),
  reference: 'PO-1001',
  shipper: { name: 'Pat Doe', phone: '512-555-0100' },
  consignee: { name: 'Sam Lee', phone: '303-555-0199' },
  specialInstructions: 'Keep frozen.',
};
const carrier = {
  pro: '12345678901',
  pickupConfirmation: 'PU12345678',
  pickupDate: '2026-12-02',
  bookedAt: '2026-11-30T16:00:00Z',
};

describe('bill of lading', () => {
  it('names the carrier, PRO (with a barcode), parties, pieces with class and weight, handling and signatures', () => {
    const page = billOfLadingPage(booking, carrier);
    const texts = textsOf(page).join('\n');
    for (const expected of [
      BOL_TITLE,
      'Carrier: Old Dominion Freight Line',
      'SCAC: ODFL',
      '12345678901',
      'Pickup confirmation: PU12345678',
      'Pat Doe',
      'Sam Lee',
      'Denver, CO 80202',
      'Frozen seafood, 48×40×48 in, do not stack',
      '70',
      '1,200',
      'Total: 2 pallets',
      'Load type: Frozen (-10 to 0 °F) — keep the trailer in this band',
      'Accessorials: 12 Lift gate delivery; 14 Residential delivery',
      'Declared value: $4,000.00',
      'Special instructions: Keep frozen.',
      'SHIPPER SIGNATURE / DATE',
      'CARRIER SIGNATURE / PICKUP DATE',
      'CONSIGNEE SIGNATURE / DATE',
    ])
      expect(texts).toContain(expected);
    expect(page.elements).toContainEqual(
      expect.objectContaining({ kind: 'barcode', spec: { symbology: 'code128', data: '12345678901' } }),
    );
  });
});

describe('pallet labels', () => {
  it('one 4×6 page per pallet with the PRO barcode and n of N', () => {
    const pages = palletLabelPages(booking, carrier);
    expect(pages).toHaveLength(2);
    expect(textsOf(pages[0]!)).toContain('1 of 2');
    expect(textsOf(pages[1]!)).toContain('2 of 2');
    expect(pages[0]!.size).toBeUndefined();
    expect(pages[1]!.elements.some((e) => e.kind === 'barcode')).toBe(true);
  });

  it('render as PDFs (the same bytes again for the same booking)', async () => {
    const a = await renderFreightDocuments(booking, carrier);
    const b = await renderFreightDocuments(booking, carrier);
    expect(Buffer.from(a.billOfLadingPdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(a.palletLabelsPdf)).toEqual(Buffer.from(b.palletLabelsPdf));
  });
});
