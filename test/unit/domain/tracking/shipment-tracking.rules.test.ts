import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { orderWithTracking, shipmentTrackingOf, shipmentWithTracking } from '#domain/tracking/shipment-tracking.rules';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';

const scan = (status: string, datetime: string): TrackingEvent => ({
  message: status,
  description: '',
  status,
  status_detail: '',
  datetime,
  source: 'UPS',
  tracking_location: { city: 'Austin', state: 'TX', country: 'US', zip: null },
});

const shipment = (over: Partial<Shipment> = {}): Shipment =>
  ({
    id: 's1',
    shipmentStatus: 'pre_transit',
    createdShipment: { shipmentStatus: 'pre_transit', status: 'pre_transit', tracking_code: '1Z1' },
    ...over,
  }) as Shipment;

describe('shipment tracking (orders §3 Tracking event, §4 statuses)', () => {
  it('reads nothing stored as an empty history, and ignores malformed stored values', () => {
    expect(shipmentTrackingOf(shipment())).toEqual({ events: [], emails: [] });
    expect(shipmentTrackingOf(shipment({ tracking: { events: 'x', emails: ['delivered', 'bogus'] } }))).toEqual({
      events: [],
      emails: ['delivered'],
    });
  });

  it('a change sets the status on the shipment and its created shipment, the history and the decided email once', () => {
    const state = {
      status: 'delivered',
      events: [scan('delivered', '2030-01-04T15:00:00Z')],
      carrier: 'UPS' as const,
      shipDate: '2030-01-01',
      deliveryDate: '2030-01-04',
      transitDays: 3,
    };
    const once = shipmentWithTracking(shipment(), { state, email: 'delivered', at: '2030-01-04T16:00:00Z' });
    const twice = shipmentWithTracking(once, { state, email: 'delivered', at: '2030-01-04T16:01:00Z' });
    expect(once.shipmentStatus).toBe('delivered');
    expect(once.createdShipment).toMatchObject({ shipmentStatus: 'delivered', status: 'delivered' });
    expect(shipmentTrackingOf(twice)).toMatchObject({
      deliveryDate: '2030-01-04',
      transitDays: 3,
      emails: ['delivered'],
    });
  });

  it("the order's delivery date follows its primary shipment", () => {
    const order = { id: 'o1', shipments: [shipment()] } as unknown as OrderRecord;
    const state = {
      status: 'delivered',
      events: [],
      carrier: 'UPS' as const,
      shipDate: '2030-01-01',
      deliveryDate: '2030-01-04',
      transitDays: 3,
    };
    expect(orderWithTracking(order, 's1', { state, at: '2030-01-04T16:00:00Z' }).deliveryDate).toBe('2030-01-04');
  });
});
