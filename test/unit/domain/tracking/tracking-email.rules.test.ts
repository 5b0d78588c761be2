import { describe, expect, it } from 'vitest';
import { TRACKING_EMAIL_STATUSES } from '#domain/statuses/tracking-email-status.constants';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { trackingEmailDue, trackingEmailKey, trackingEmailStatusFor } from '#domain/tracking/tracking-email.rules';
import { applyTrackingEvents, type TrackingState } from '#domain/tracking/tracking-progress.rules';

const ev = (status: string, datetime: string, status_detail = ''): TrackingEvent => ({
  message: status,
  description: '',
  status,
  status_detail,
  datetime,
  source: 'USPS',
  tracking_location: { city: 'Honolulu', state: 'HI', country: 'US', zip: '96813' },
});
const state = (status: string): TrackingState => ({ status, events: [], carrier: 'USPS', shipDate: '2025-03-14' });

describe('trackingEmailStatusFor (orders §4 tracking email statuses)', () => {
  it.each([
    ['pre_transit', 'awaiting_shipment'],
    ['in_transit', 'in_transit'],
    ['out_for_delivery', 'out_for_delivery'],
    ['delivered', 'delivered'],
    ['return_to_sender', 'returned'],
    ['failure', 'failed_to_deliver'],
    ['available_for_pickup', 'failed_to_deliver'],
    ['unknown', undefined],
    ['cancelled', undefined],
    ['error', undefined],
    ['processing', undefined],
    ['toString', undefined],
  ])('%s → %s', (status, email) => {
    expect(trackingEmailStatusFor(status)).toBe(email);
    if (email) expect(TRACKING_EMAIL_STATUSES).toContain(email);
  });

  it('never sends late_shipment or an order-protection outcome on a carrier status', () => {
    const statuses = ['pre_transit', 'in_transit', 'out_for_delivery', 'delivered', 'return_to_sender', 'failure'];
    const sent = statuses.map((s) => trackingEmailStatusFor(s));
    for (const manual of ['late_shipment', 'reshipped', 'denied', 'refunded']) expect(sent).not.toContain(manual);
  });
});

describe('trackingEmailDue (at most one email per status per shipment)', () => {
  it('sends the email of the status reached', () => {
    const update = applyTrackingEvents(state('pre_transit'), [ev('in_transit', '2025-03-14T18:00:00Z')]);
    expect(trackingEmailDue(update, ['awaiting_shipment'])).toBe('in_transit');
  });

  it('sends only the latest news when one delivery jumps several statuses', () => {
    const update = applyTrackingEvents(state('pre_transit'), [
      ev('in_transit', '2025-03-14T18:00:00Z'),
      ev('out_for_delivery', '2025-03-17T08:00:00Z'),
      ev('delivered', '2025-03-17T14:00:00Z'),
    ]);
    expect(trackingEmailDue(update, [])).toBe('delivered');
  });

  it('sends nothing when that email was already sent (redelivered event)', () => {
    const update = applyTrackingEvents(state('pre_transit'), [ev('in_transit', '2025-03-14T18:00:00Z')]);
    expect(trackingEmailDue(update, ['in_transit'])).toBeUndefined();
  });

  it('sends nothing when the status did not move (a new scan, a held scan, an old event)', () => {
    const moving = applyTrackingEvents(state('in_transit'), [ev('in_transit', '2025-03-15T18:00:00Z', 'held')]);
    expect(moving.changed).toBe(true);
    expect(trackingEmailDue(moving, [])).toBeUndefined();
    const unchanged = applyTrackingEvents(state('in_transit'), []);
    expect(trackingEmailDue(unchanged, [])).toBeUndefined();
  });

  it('available_for_pickup then failure: failed_to_deliver once', () => {
    const pickup = applyTrackingEvents(state('out_for_delivery'), [ev('available_for_pickup', '2025-03-17T16:00:00Z')]);
    expect(trackingEmailDue(pickup, [])).toBe('failed_to_deliver');
    const failed = applyTrackingEvents(pickup.state, [ev('failure', '2025-03-31T16:00:00Z')]);
    expect(trackingEmailDue(failed, ['failed_to_deliver'])).toBeUndefined();
  });

  it('keys each email by shipment and status', () => {
    expect(trackingEmailKey('shp-1', 'delivered')).toBe('shp-1#delivered');
  });
});
