import { describe, expect, it } from 'vitest';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import { courierCancelBlockedReason } from '#web/pages/couriers/courier-cancel';

describe('Cancel courier on the label panel', () => {
  it('is offered before pickup', () => {
    expect(courierCancelBlockedReason(undefined, null)).toBeNull();
    expect(courierCancelBlockedReason('pre_transit', null)).toBeNull();
    expect(courierCancelBlockedReason('unknown', null)).toBeNull();
  });

  it('says "too late" once the courier has the parcel', () => {
    for (const status of ['in_transit', 'out_for_delivery', 'delivered', 'cancelled'])
      expect(courierCancelBlockedReason(status, null)).toBe(COURIER_MESSAGES.tooLate);
  });

  it('keeps the refund rules first (one refund, permission)', () => {
    expect(courierCancelBlockedReason('pre_transit', 'A refund was already requested.')).toBe(
      'A refund was already requested.',
    );
  });
});
