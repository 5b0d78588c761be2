import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import {
  applyTrackingEvents,
  nextTrackingStatus,
  trackingEventKey,
  trackingRankOf,
  trackingStateOf,
  transitDaysBetween,
  type TrackingState,
} from '#domain/tracking/tracking-progress.rules';

const place = (city: string, state: string) => ({ city, state, country: 'US', zip: null });
const ev = (status: string, datetime: string, where = place('Austin', 'TX'), status_detail = ''): TrackingEvent => ({
  message: status,
  description: '',
  status,
  status_detail,
  datetime,
  source: 'UPS',
  tracking_location: where,
});

const labelCreated = ev('pre_transit', '2025-03-14T15:04:03Z', place('', ''), 'label_created');
const pickedUp = ev('in_transit', '2025-03-14T17:30:00Z');
const hub = ev('in_transit', '2025-03-17T04:40:00Z', place('Mesquite', 'TX'));
const outForDelivery = ev('out_for_delivery', '2025-03-18T08:05:00Z', place('Houston', 'TX'));
const delivered = ev('delivered', '2025-03-18T14:32:00Z', place('Houston', 'TX'));

// Friday 14 March 2025, UPS.
const start: TrackingState = { status: 'pre_transit', events: [labelCreated], carrier: 'UPS', shipDate: '2025-03-14' };

function applied(state: TrackingState, events: TrackingEvent[]) {
  const update = applyTrackingEvents(state, events);
  if (!update.changed) throw new Error('expected a change');
  return update;
}

describe('journey rank (Track: status never moves backwards)', () => {
  it('orders the journey pre_transit < in_transit < out_for_delivery < available_for_pickup < failure < return_to_sender < delivered', () => {
    const journey = ['pre_transit', 'in_transit', 'out_for_delivery', 'available_for_pickup', 'failure'];
    const ranks = [...journey, 'return_to_sender', 'delivered'].map(trackingRankOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it.each([
    ['pre_transit', 'in_transit', 'in_transit'],
    ['processing', 'pre_transit', 'pre_transit'],
    ['out_for_delivery', 'in_transit', 'out_for_delivery'],
    ['in_transit', 'unknown', 'in_transit'],
    ['failure', 'delivered', 'delivered'],
    ['failure', 'return_to_sender', 'return_to_sender'],
    ['failure', 'in_transit', 'failure'],
    ['available_for_pickup', 'delivered', 'delivered'],
    ['delivered', 'return_to_sender', 'delivered'],
    ['return_to_sender', 'delivered', 'return_to_sender'],
    ['cancelled', 'in_transit', 'cancelled'],
    ['in_transit', 'cancelled', 'in_transit'],
    ['in_transit', 'error', 'in_transit'],
    ['in_transit', 'archived', 'in_transit'],
  ])('%s + a %s event → %s', (current, event, next) => {
    expect(nextTrackingStatus(current, event)).toBe(next);
  });
});

describe('tracking event key (dedupe by status + datetime + location)', () => {
  it('is the same for the same scan written with milliseconds or another case', () => {
    const again = ev('in_transit', '2025-03-14T17:30:00.000Z', {
      city: ' AUSTIN',
      state: 'tx',
      country: 'US',
      zip: null,
    });
    expect(trackingEventKey(again)).toBe(trackingEventKey(pickedUp));
  });

  it.each([
    ['status', ev('out_for_delivery', pickedUp.datetime)],
    ['datetime', ev('in_transit', '2025-03-14T17:31:00Z')],
    ['location', ev('in_transit', pickedUp.datetime, place('Dallas', 'TX'))],
  ])('differs by %s', (_, other) => {
    expect(trackingEventKey(other)).not.toBe(trackingEventKey(pickedUp));
  });
});

describe('applyTrackingEvents', () => {
  it('merges new events into the history by datetime and moves the status forward', () => {
    const update = applied(start, [hub, pickedUp]);
    expect(update.state.status).toBe('in_transit');
    expect(update.previousStatus).toBe('pre_transit');
    expect(update.addedEvents).toEqual([pickedUp, hub]);
    expect(update.state.events).toEqual([labelCreated, pickedUp, hub]);
    expect(update.state.deliveryDate).toBeUndefined();
  });

  it('a replayed delivery changes nothing: changed false and the very state passed in (skip the write)', () => {
    const once = applied(start, [pickedUp, hub]).state;
    const replay = applyTrackingEvents(once, [hub, pickedUp, labelCreated]);
    expect(replay).toEqual({ changed: false, state: once });
    expect(replay.state).toBe(once);
  });

  it('an empty delivery changes nothing', () => {
    expect(applyTrackingEvents(start, []).changed).toBe(false);
  });

  it('the same scan twice in one delivery is recorded once', () => {
    const update = applied(start, [pickedUp, { ...pickedUp, datetime: '2025-03-14T17:30:00.000Z' }]);
    expect(update.addedEvents).toHaveLength(1);
  });

  it('an older event arriving late joins the history but does not take the status back', () => {
    const ahead = applied(start, [outForDelivery]).state;
    const update = applied(ahead, [hub]);
    expect(update.state.status).toBe('out_for_delivery');
    expect(update.previousStatus).toBeUndefined();
    expect(update.state.events.map((e) => e.status)).toEqual(['pre_transit', 'in_transit', 'out_for_delivery']);
  });

  it('events given out of order are applied in datetime order', () => {
    const update = applied(start, [delivered, pickedUp, outForDelivery]);
    expect(update.state.status).toBe('delivered');
    expect(update.state.events).toEqual([labelCreated, pickedUp, outForDelivery, delivered]);
  });

  it('delivered sets the delivery date and the transit time (Fri → Tue over a weekend: 2 business days)', () => {
    const update = applied(start, [pickedUp, hub, outForDelivery, delivered]);
    expect(update.state).toMatchObject({ status: 'delivered', deliveryDate: '2025-03-18', transitDays: 2 });
  });

  it('a delivered shipment stays delivered (a later return_to_sender scan is history only)', () => {
    const done = applied(start, [delivered]).state;
    const update = applied(done, [ev('return_to_sender', '2025-03-20T10:00:00Z')]);
    expect(update.state).toMatchObject({ status: 'delivered', deliveryDate: '2025-03-18', transitDays: 2 });
    expect(update.previousStatus).toBeUndefined();
  });

  it('returned to sender stays returned, and a delivery back to the sender sets no delivery date', () => {
    const returned = applied(start, [ev('return_to_sender', '2025-03-17T10:00:00Z')]).state;
    const update = applied(returned, [ev('delivered', '2025-03-19T10:00:00Z', place('Austin', 'TX'))]);
    expect(update.state.status).toBe('return_to_sender');
    expect(update.state.deliveryDate).toBeUndefined();
  });

  it('a batch running past delivered keeps the first delivery (status and date)', () => {
    const update = applied(start, [delivered, ev('delivered', '2025-03-19T09:00:00Z', place('Houston', 'TX'))]);
    expect(update.state.deliveryDate).toBe('2025-03-18');
  });

  it('events whose datetime does not parse are left out', () => {
    expect(applyTrackingEvents(start, [ev('delivered', 'yesterday')]).changed).toBe(false);
  });
});

describe('transit time in carrier business days', () => {
  it.each([
    ['UPS', '2025-03-14', '2025-03-18', 2, 'Fri → Tue: Saturday and Sunday not counted'],
    ['UPS', '2025-05-23', '2025-05-28', 2, 'Fri → Wed: Memorial Day not counted'],
    ['USPS', '2025-10-10', '2025-10-14', 1, 'USPS observes Columbus Day'],
    ['UPS', '2025-10-10', '2025-10-14', 2, 'UPS works on Columbus Day'],
    ['USPS', '2025-03-14', '2025-03-15', 1, 'a Saturday delivery counts its own day'],
    ['UPS', '2025-03-14', '2025-03-14', 0, 'delivered on the ship date'],
  ] as const)('%s %s → %s = %i (%s)', (carrier, from, to, days, _why) => {
    expect(transitDaysBetween(carrier, from, to)).toBe(days);
  });
});

describe('trackingStateOf (the label: billOfLadingOf)', () => {
  const billOfLading = {
    trackingCode: '1Z999AA10123456784',
    carrier: 'USPS',
    service: 'Priority',
    labelDate: '2025-03-13',
    purchaseKey: 's1#1',
    sequence: 1,
    carrierShipmentId: 'shp_1',
    purchasedAt: '2025-03-13T20:00:00Z',
  };

  it('takes the carrier and the ship date of the label, else its label date', () => {
    const stored = { events: [labelCreated] };
    expect(
      trackingStateOf(
        { shipmentStatus: 'in_transit', billOfLading: { ...billOfLading, shipDate: '2025-03-14' } },
        stored,
      ),
    ).toEqual({ status: 'in_transit', events: [labelCreated], carrier: 'USPS', shipDate: '2025-03-14' });
    expect(trackingStateOf({ billOfLading }, stored)).toMatchObject({ status: 'pre_transit', shipDate: '2025-03-13' });
  });

  it('is undefined without a label or for a carrier Shipdeck does not buy from', () => {
    expect(trackingStateOf({ shipmentStatus: 'holding' }, { events: [] })).toBeUndefined();
    expect(trackingStateOf({ billOfLading: { ...billOfLading, carrier: 'OnTrac' } }, { events: [] })).toBeUndefined();
  });
});
