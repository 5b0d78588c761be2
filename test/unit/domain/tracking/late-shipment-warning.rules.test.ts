import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import { toGridRow } from '#domain/orders/order-grid.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import {
  lateShipmentIdsOf,
  lateShipmentsOf,
  lateWarningMessage,
  lateWarningsOf,
  orderClearedOfLateShipment,
  orderWithLateWarnings,
} from '#domain/tracking/late-shipment-warning.rules';

const scan = (datetime: string, status_detail = 'departed_facility'): TrackingEvent => ({
  message: 'Departed facility',
  description: '',
  status: 'in_transit',
  status_detail,
  datetime,
  source: 'UPS',
  tracking_location: { city: 'Memphis', state: 'TN', country: 'US', zip: null },
});

function shipment(
  id: string,
  over: Partial<Shipment> & { events?: TrackingEvent[]; estimate?: string } = {},
): Shipment {
  const { events = [scan('2030-03-15T21:00:00Z')], estimate = '2030-03-18', ...rest } = over;
  return {
    id,
    products: [],
    shipmentStatus: 'in_transit',
    billOfLading: {
      trackingCode: `1Z${id}`,
      carrier: 'UPS',
      service: 'Ground',
      labelDate: '2030-03-14',
      shipDate: '2030-03-14',
      purchaseKey: `${id}#1`,
      sequence: 1,
      carrierShipmentId: `shp_${id}`,
      purchasedAt: '2030-03-14T10:00:00Z',
    },
    tracking: { events, estimatedDeliveryDate: estimate, emails: [] },
    ...rest,
  } as unknown as Shipment;
}

function order(shipments: Shipment[], state = 'NY', zip = '10001'): OrderRecord {
  return {
    id: 'o1',
    orderNumber: '1001',
    shipments,
    warnings: [{ type: 'address', message: 'Check the address' }],
    shippingAddress: { name: 'Ana', state, zip, country: 'US' },
  } as unknown as OrderRecord;
}

const options = { noScanBusinessDays: 2 };
// 04:30 UTC on Tuesday 19 March 2030: the 19th in New York, still the 18th in Honolulu.
const boundary = new Date('2030-03-19T04:30:00Z');

describe('late warnings on the order (issue 12 item 6: time zones, weekends, carrier delay)', () => {
  it('New York is past its estimate at the day boundary; Honolulu is not yet', () => {
    const ny = order([shipment('s1')]);
    expect(lateShipmentsOf(ny, boundary, options)).toEqual([
      { shipmentId: 's1', reason: expect.objectContaining({ reason: 'past_estimated_delivery' }) },
    ]);
    expect(lateShipmentsOf(order([shipment('s1')], 'HI', '96813'), boundary, options)).toEqual([]);
  });

  it('no scan since Friday: Monday and Tuesday count, the weekend does not', () => {
    const quiet = order([shipment('s1', { estimate: '2030-03-29' })]);
    expect(lateShipmentsOf(quiet, new Date('2030-03-19T20:00:00Z'), options)).toEqual([]);
    const [late] = lateShipmentsOf(quiet, new Date('2030-03-20T20:00:00Z'), options);
    expect(late.reason).toEqual({ reason: 'no_scan', since: '2030-03-15', businessDays: 2 });
  });

  it('the carrier reports a delay: late before the estimate, the reason in words', () => {
    const delayed = order([
      shipment('s1', { estimate: '2030-03-29', events: [scan('2030-03-18T12:00:00Z', 'weather_delay')] }),
    ]);
    const warnings = lateWarningsOf(delayed, lateShipmentsOf(delayed, new Date('2030-03-18T15:00:00Z'), options));
    expect(warnings).toEqual([
      { type: 'late', shipmentId: 's1', message: 'Late: the carrier reports a delay (weather delay)' },
    ]);
  });

  it('delivered, returned or label-less shipments are never late', () => {
    const done = order([
      shipment('s1', { shipmentStatus: 'delivered' }),
      shipment('s2', { shipmentStatus: 'return_to_sender' }),
      { id: 's3', products: [], shipmentStatus: 'in_transit' } as unknown as Shipment,
    ]);
    expect(lateShipmentsOf(done, boundary, options)).toEqual([]);
  });

  it('several shipments: each late one is named by its number', () => {
    const two = order([shipment('s1', { estimate: '2030-03-29' }), shipment('s2')]);
    expect(lateWarningsOf(two, lateShipmentsOf(two, boundary, options)).map((w) => w.message)).toEqual([
      'Shipment 2 is late: expected by 2030-03-18 and not delivered',
    ]);
  });

  it('a change is written once: the same warnings again are no change; other warnings stay', () => {
    const o = order([shipment('s1')]);
    const warnings = lateWarningsOf(o, lateShipmentsOf(o, boundary, options));
    const change = orderWithLateWarnings(o, warnings)!;
    expect(change.flagged).toEqual([{ shipmentId: 's1', message: warnings[0].message }]);
    expect(change.order.warnings.map((w) => w.type)).toEqual(['address', 'late']);
    expect(orderWithLateWarnings(change.order, warnings)).toBeUndefined();
    const cleared = orderWithLateWarnings(change.order, [])!;
    expect(cleared.cleared).toEqual(['s1']);
    expect(cleared.order.warnings.map((w) => w.type)).toEqual(['address']);
    expect(lateShipmentIdsOf(change.order)).toEqual(['s1']);
  });

  it('the grid row shows late among the warnings with its reason', () => {
    const late = orderWithLateWarnings(order([shipment('s1')]), [
      {
        type: 'late',
        shipmentId: 's1',
        message: lateWarningMessage({ reason: 'no_scan', since: '2030-03-15', businessDays: 3 }),
      },
    ])!.order;
    // The row reads the warnings only; the shipments' other columns are not this test's business.
    const row = toGridRow({
      ...late,
      shipments: [],
      tags: [],
      printState: { labelPrinted: false, packingSlipPrinted: false },
    } as never);
    expect(row.warnings).toEqual(['address', 'late']);
    expect(row.late).toBe('Late: no carrier scan for 3 business days since 2030-03-15');
  });

  it('a delivered shipment loses its late warning; one still on its way keeps it', () => {
    const late = orderWithLateWarnings(order([shipment('s1')]), [
      { type: 'late', shipmentId: 's1', message: 'Late' },
    ])!.order;
    expect(orderClearedOfLateShipment(late, 's1')).toBe(late);
    const delivered = { ...late, shipments: [{ ...late.shipments[0], shipmentStatus: 'delivered' }] };
    expect(orderClearedOfLateShipment(delivered, 's1').warnings.map((w) => w.type)).toEqual(['address']);
  });
});
