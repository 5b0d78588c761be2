import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import { orderFileBy } from '#domain/orders/order-grid.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';

const withClaim = (dueAt: string, fileBy: string) =>
  ({ id: 's', tracking: { events: [], emails: [], claim: { type: 'lost', dueAt, fileBy } } }) as unknown as Shipment;
const order = (...shipments: Shipment[]) => ({ shipments }) as unknown as OrderRecord;

describe('the grid\'s "file by" (issue 25 item 4: eligible shipments show their deadline)', () => {
  it('shows the deadline once the claim is due, not before', () => {
    const silent = withClaim('2030-03-21T17:30:00.000Z', '2030-05-13');
    expect(orderFileBy(order(silent), new Date('2030-03-20T00:00:00Z'))).toBe('');
    expect(orderFileBy(order(silent), new Date('2030-03-22T00:00:00Z'))).toBe('2030-05-13');
  });

  it("the earliest open deadline of the order's shipments; none once every window closed", () => {
    const a = withClaim('2030-03-18T10:00:00.000Z', '2030-05-13');
    const b = withClaim('2030-03-19T15:00:00.000Z', '2030-04-03');
    const plain = { id: 'p', tracking: { events: [], emails: [] } } as unknown as Shipment;
    expect(orderFileBy(order(plain, a, b), new Date('2030-03-25T00:00:00Z'))).toBe('2030-04-03');
    expect(orderFileBy(order(a, b), new Date('2030-04-04T00:00:00Z'))).toBe('2030-05-13');
    expect(orderFileBy(order(a, b), new Date('2030-05-14T00:00:00Z'))).toBe('');
  });
});
