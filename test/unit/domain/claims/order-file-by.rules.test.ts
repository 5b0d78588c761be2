import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import { orderFileBy } from '#domain/orders/order-grid.rules';
import { labelledShipment, scanAt } from './claim-auto.fixtures';

const label = scanAt('2030-03-14T09:00:00Z', 'pre_transit', 'label_created');
const pickup = scanAt('2030-03-14T17:30:00Z');
const order = (...shipments: ReturnType<typeof labelledShipment>[]) => ({ shipments }) as unknown as OrderRecord;

describe('the grid\'s "file by" (issue 25 item 4)', () => {
  it('a silent parcel shows its lost-claim deadline once it counts as lost, not before', () => {
    const silent = labelledShipment('s1', { events: [label, pickup] });
    expect(orderFileBy(order(silent), new Date('2030-03-20T00:00:00Z'))).toBe('');
    expect(orderFileBy(order(silent), new Date('2030-03-22T00:00:00Z'))).toBe('2030-05-13');
  });

  it("the earliest deadline of the order's shipments; none once the window closed", () => {
    const returned = labelledShipment('s1', {
      carrier: 'USPS',
      status: 'return_to_sender',
      events: [label, pickup, scanAt('2030-03-18T10:00:00Z', 'return_to_sender', 'return')],
    });
    const lateIce = labelledShipment('s2', {
      carrier: 'FedEx',
      status: 'delivered',
      dryIce: true,
      deliveryDate: '2030-03-19',
      transitDays: 3,
      estimate: '2030-03-18',
      events: [label, pickup, scanAt('2030-03-19T15:00:00Z', 'delivered', 'arrived_at_destination')],
    });
    // FedEx delay: 15 days from delivery (04/03) before USPS lost: 60 days from mailing (05/13).
    expect(orderFileBy(order(returned, lateIce), new Date('2030-03-25T00:00:00Z'))).toBe('2030-04-03');
    expect(orderFileBy(order(returned, lateIce), new Date('2030-04-04T00:00:00Z'))).toBe('2030-05-13');
    expect(orderFileBy(order(returned), new Date('2030-05-14T00:00:00Z'))).toBe('');
  });
});
