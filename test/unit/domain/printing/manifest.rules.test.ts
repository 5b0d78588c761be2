import { describe, expect, it } from 'vitest';
import { manifestsOf } from '#domain/printing/manifest.rules';
import { DALLAS_WAREHOUSE, labelled, product, sampleOrder } from './print-order-samples';

const parcel = (tracking: string, opts: Parameters<typeof labelled>[1] = {}, products = [product('A', 'A', 2, 3)]) => ({
  products,
  ...labelled(tracking, opts),
});

describe('manifestsOf (accounts §2 Manifest PDF)', () => {
  it('rows are the labelled shipments: recipient, service, weight, cost, tracking, order number, items; totals add up', () => {
    const [manifest] = manifestsOf([
      sampleOrder({
        orderNumber: '12',
        shipments: [parcel('T-12', { rateDollars: 9.99, printedAt: '2026-11-23T16:00:00Z' })],
      }),
      sampleOrder({
        orderNumber: '3',
        shipments: [parcel('T-3', { rateDollars: 12.5 }), { products: [product('B', 'B')] }],
      }),
    ]);
    expect(manifest).toEqual({
      warehouseName: 'Austin Kitchen',
      warehouseAddress: '1100 Congress Ave, Austin, TX 78701',
      shipDate: '2026-11-23',
      rows: [
        {
          recipient: 'Maria Lopez',
          service: 'UPS Ground',
          weightLb: 6,
          costCents: 1250,
          trackingCode: 'T-3',
          orderNumber: '3',
          items: 2,
        },
        {
          recipient: 'Maria Lopez',
          service: 'UPS Ground',
          weightLb: 6,
          costCents: 999,
          trackingCode: 'T-12',
          orderNumber: '12',
          items: 2,
        },
      ],
      totals: { packages: 2, items: 4, weightLb: 12, costCents: 2249, labelsPrinted: 1 },
    });
  });

  it("a row's service is the merchant-facing name (USPS GroundAdvantage → USPS Ground Advantage)", () => {
    const [manifest] = manifestsOf([
      sampleOrder({ shipments: [parcel('9400100000000000000001', { carrier: 'USPS', service: 'GroundAdvantage' })] }),
    ]);
    expect(manifest.rows.map((r) => r.service)).toEqual(['USPS Ground Advantage']);
  });

  it('a custom service name the label was bought under (accounts §3 rate settings) prints as bought', () => {
    const [manifest] = manifestsOf([
      sampleOrder({
        shipments: [parcel('1Z1', { carrier: 'UPS', service: 'Ground', serviceName: 'Cold Chain 2-Day' })],
      }),
    ]);
    expect(manifest.rows.map((r) => r.service)).toEqual(['Cold Chain 2-Day']);
  });

  it('refunded labels leave the manifest; a refund the carrier rejected keeps the label on it', () => {
    const manifests = manifestsOf([
      sampleOrder({ orderNumber: '1', shipments: [parcel('T-1', { refund: 'submitted' })] }),
      sampleOrder({ orderNumber: '2', shipments: [parcel('T-2', { refund: 'refunded' })] }),
      sampleOrder({ orderNumber: '3', shipments: [parcel('T-3', { refund: 'rejected' })] }),
    ]);
    expect(manifests.flatMap((m) => m.rows.map((r) => r.trackingCode))).toEqual(['T-3']);
  });

  it('one manifest per warehouse and ship date (shipDate, else labelDate), by ship date then warehouse name', () => {
    const manifests = manifestsOf([
      sampleOrder({
        orderNumber: '1',
        warehouse: DALLAS_WAREHOUSE,
        shipments: [parcel('D-1', { labelDate: '2026-11-22', shipDate: '2026-11-24' })],
      }),
      sampleOrder({ orderNumber: '2', shipments: [parcel('A-2', { labelDate: '2026-11-24' })] }),
      sampleOrder({
        orderNumber: '3',
        warehouse: DALLAS_WAREHOUSE,
        shipments: [parcel('D-3', { labelDate: '2026-11-23' })],
      }),
    ]);
    expect(manifests.map((m) => [m.shipDate, m.warehouseName, m.rows.map((r) => r.trackingCode)])).toEqual([
      ['2026-11-23', 'Dallas Cold Room', ['D-3']],
      ['2026-11-24', 'Austin Kitchen', ['A-2']],
      ['2026-11-24', 'Dallas Cold Room', ['D-1']],
    ]);
    expect(manifests[1].warehouseAddress).toBe('1100 Congress Ave, Austin, TX 78701');
    // No formatted address kept: the address parts on one line.
    expect(manifests[0].warehouseAddress).toBe('500 Elm St, Dock 3, Dallas, TX 75202');
  });

  it('orders without a label give no manifest', () => {
    expect(manifestsOf([sampleOrder()])).toEqual([]);
  });
});
