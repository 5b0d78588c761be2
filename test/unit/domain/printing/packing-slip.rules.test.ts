import { describe, expect, it } from 'vitest';
import { packingSlipsOf } from '#domain/printing/packing-slip.rules';
import { kit, labelled, product, sampleOrder } from './print-order-samples';

const ctx = { companyName: 'Hill Country Provisions' };

describe('packingSlipsOf (orders §2 print dialog: Packing Slips)', () => {
  it('one slip per shipment holding products, numbered n of m, with both addresses and the comment', () => {
    const order = sampleOrder({
      shipments: [
        { id: 'a', products: [product('TAM-01', 'Tamales', 2)] },
        { id: 'b', products: [product('SAL-02', 'Salsa Verde')] },
      ],
    });
    const slips = packingSlipsOf(order, ctx);
    expect(slips.map((s) => [s.shipmentNumber, s.shipmentCount, s.items.map((i) => [i.sku, i.quantity])])).toEqual([
      [1, 2, [['TAM-01', 2]]],
      [2, 2, [['SAL-02', 1]]],
    ]);
    expect(slips[0]).toMatchObject({
      companyName: 'Hill Country Provisions',
      logoText: 'HCP',
      orderNumber: '1001',
      orderDate: '2026-11-20',
      comment: 'Leave at the back door',
      shipTo: { name: 'Maria Lopez', street1: '2000 S Lamar Blvd', city: 'Austin', zip: '78704', country: 'US' },
      shipFrom: {
        name: 'Austin Kitchen',
        address: { company: 'Hill Country Provisions', street1: '1100 Congress Ave' },
      },
    });
  });

  it('a kit lists its branch products under it, each quantity multiplied by the kit quantity', () => {
    const order = sampleOrder({
      shipments: [
        { products: [kit('BOX-FAM', 'Family Box', 3, [product('TAM-01', 'Tamales', 2), product('SAL-02', 'Salsa')])] },
      ],
    });
    const [slip] = packingSlipsOf(order, ctx);
    expect(slip.items).toEqual([
      {
        sku: 'BOX-FAM',
        title: 'Family Box',
        quantity: 3,
        components: [
          { sku: 'TAM-01', title: 'Tamales', quantity: 6 },
          { sku: 'SAL-02', title: 'Salsa', quantity: 3 },
        ],
      },
    ]);
  });

  it('a labelled shipment shows its tracking code and service; an unlabelled one neither', () => {
    const order = sampleOrder({
      shipments: [
        { products: [product('A', 'A')], ...labelled('1Z999AA10123456784') },
        { products: [product('B', 'B')] },
      ],
    });
    const [first, second] = packingSlipsOf(order, ctx);
    expect([first.trackingCode, first.service]).toEqual(['1Z999AA10123456784', 'UPS Ground']);
    expect(second.trackingCode).toBeUndefined();
    expect(second.service).toBeUndefined();
  });

  it("the service prints by its merchant-facing name, not the carrier's code", () => {
    const order = sampleOrder({
      shipments: [
        {
          products: [product('A', 'A')],
          ...labelled('9400100000000000000001', { carrier: 'USPS', service: 'GroundAdvantage' }),
        },
      ],
    });
    expect(packingSlipsOf(order, ctx)[0].service).toBe('USPS Ground Advantage');
  });

  it('an order whose shipments hold no products still gets one slip, without items', () => {
    expect(packingSlipsOf(sampleOrder({ shipments: [{ products: [] }, { products: [] }] }), ctx)).toMatchObject([
      { shipmentNumber: 1, shipmentCount: 2, items: [] },
    ]);
    expect(packingSlipsOf(sampleOrder({ shipments: [] }), ctx)).toMatchObject([
      { shipmentNumber: 1, shipmentCount: 1, items: [] },
    ]);
  });

  it('the order date is the calendar day in the merchant timezone when given', () => {
    const order = sampleOrder({ orderDate: '2026-11-21T03:30:00.000Z' });
    expect(packingSlipsOf(order, ctx)[0].orderDate).toBe('2026-11-21');
    expect(packingSlipsOf(order, { ...ctx, timeZone: 'America/Chicago' })[0].orderDate).toBe('2026-11-20');
  });
});
