import { describe, expect, it } from 'vitest';
import { orderSummaryOf } from '#domain/printing/order-summary.rules';
import { kit, labelled, product, sampleOrder } from './print-order-samples';

describe('orderSummaryOf (accounts §1 order-pdf)', () => {
  it('number, date, status, addresses, items (kits with components), comment, tags and notes', () => {
    const order = sampleOrder({
      orderNumber: 'A-77',
      tags: ['vip', 'frozen'],
      pickUpNotes: 'Dock 2',
      dropOffNotes: 'Ring twice',
      shipments: [{ products: [product('TAM-1', 'Tamales', 2), kit('BOX', 'Box', 2, [product('SAL', 'Salsa')])] }],
    });
    const summary = orderSummaryOf(order, { companyName: 'Hill Country Provisions' });
    expect(summary).toMatchObject({
      companyName: 'Hill Country Provisions',
      orderNumber: 'A-77',
      orderDate: '2026-11-20',
      status: 'New',
      shipTo: { name: 'Maria Lopez', company: 'Lopez Bakery' },
      shipFrom: { name: 'Austin Kitchen' },
      comment: 'Leave at the back door',
      tags: ['vip', 'frozen'],
      pickUpNotes: 'Dock 2',
      dropOffNotes: 'Ring twice',
    });
    expect(summary.items.map((i) => [i.sku, i.quantity, i.components.map((c) => [c.sku, c.quantity])])).toEqual([
      ['TAM-1', 2, []],
      ['BOX', 2, [['SAL', 2]]],
    ]);
  });

  it('a service prints by its merchant-facing name, bought or preferred, never its code', () => {
    const order = sampleOrder({
      shipments: [
        {
          products: [product('A', 'A')],
          ...labelled('9400100000000000000001', { carrier: 'USPS', service: 'GroundAdvantage' }),
        },
        { products: [product('B', 'B')], preferredRate: { carrier: 'UPS', service: '3DaySelect' } },
        { products: [product('C', 'C')], preferredRate: { carrier: 'Acme', service: 'Rocket' } },
      ],
    });
    expect(orderSummaryOf(order, { companyName: 'X' }).shipments.map((s) => s.service)).toEqual([
      'USPS Ground Advantage',
      'UPS 3 Day Select',
      'Acme Rocket',
    ]);
  });

  it('each shipment: box, weight, service, tracking and cost once bought, and its options (dry ice, Saturday, insurance)', () => {
    const order = sampleOrder({
      shipments: [
        {
          products: [product('TAM-1', 'Tamales', 2, 1.5)],
          box: {
            name: 'Cooler M',
            dimensions: { length: 12, width: 10, height: 8 },
            weight: { value: 2, units: 'lb' },
          },
          options: {
            dryIceActive: true,
            dryIceWeight: 5,
            dryIceUnit: 'lb',
            saturdayDelivery: true,
            carrierInsuranceAmountActive: true,
            carrierInsuranceAmount: 150,
          },
          ...labelled('1Z999AA10123456784', { rateDollars: 23.4 }),
        },
        { products: [product('SAL', 'Salsa')], preferredRate: { carrier: 'USPS', service: 'Priority' } },
      ],
    });
    const [bought, open] = orderSummaryOf(order, { companyName: 'X' }).shipments;
    expect(bought).toEqual({
      number: 1,
      box: 'Cooler M',
      weightLb: 10,
      service: 'UPS Ground',
      trackingCode: '1Z999AA10123456784',
      costCents: 2340,
      status: 'Awaiting Shipment',
      options: { dryIceLb: 5, saturdayDelivery: true, insuranceCents: 15000 },
    });
    expect(open).toEqual({
      number: 2,
      box: '',
      weightLb: 1,
      service: 'USPS Priority Mail',
      trackingCode: '',
      status: 'New',
      options: { saturdayDelivery: false },
    });
  });
});
