import { describe, expect, it } from 'vitest';
import {
  COURIER_MESSAGES,
  COURIER_SHIPMENT_STATUS,
  courierOrderIssues,
  isQuoteExpired,
  pickupReadyAt,
  quoteExpiresAt,
  secondsLeft,
  tipCentsOf,
  vehicleFor,
} from '#domain/couriers/courier.rules';
import { courierEventsAt } from '#domain/couriers/courier-tracking.rules';

const NY = 'America/New_York';
// 2026-11-28 10:00 in New York (UTC−5).
const NOW = new Date('2026-11-28T15:00:00.000Z');

describe('pickup start time (orders §9: at least 5 minutes ahead, else next day)', () => {
  it.each([
    ['now schedule picks up right away', 'now', '14:00', NOW.toISOString()],
    ['no time given picks up right away', 'scheduled', '', NOW.toISOString()],
    ['later today stays today', 'scheduled', '13:30', '2026-11-28T18:30:00.000Z'],
    ['exactly 5 minutes ahead stays today', 'scheduled', '10:05', '2026-11-28T15:05:00.000Z'],
    ['4 minutes ahead moves to the next day', 'scheduled', '10:04', '2026-11-29T15:04:00.000Z'],
    ['a time already past moves to the next day', 'scheduled', '08:00', '2026-11-29T13:00:00.000Z'],
    ['a dated time keeps its day', 'scheduled', '2026-12-01T09:30', '2026-12-01T14:30:00.000Z'],
    ['a dated time in the past moves to tomorrow', 'scheduled', '2026-11-20T09:30', '2026-11-29T14:30:00.000Z'],
  ])('%s', (_name, schedule, time, expected) => {
    expect(pickupReadyAt(schedule, time, NY, NOW)?.toISOString()).toBe(expected);
  });

  it('reads the time in the warehouse time zone', () => {
    expect(pickupReadyAt('scheduled', '13:30', 'America/Los_Angeles', NOW)?.toISOString()).toBe(
      '2026-11-28T21:30:00.000Z',
    );
  });

  it.each(['25:00', '9:30', 'noon', '2026-13-01T10:00'])('refuses %s', (time) => {
    expect(pickupReadyAt('scheduled', time, NY, NOW)).toBeUndefined();
  });
});

describe('tips (orders §9: $2, $4, $6, $8)', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [2, 200],
    [4, 400],
    [6, 600],
    [8, 800],
    [3, undefined],
    [10, undefined],
    [-2, undefined],
  ])('tip %s → %s cents', (tip, cents) => expect(tipCentsOf(tip)).toBe(cents));
});

describe('vehicle capacity', () => {
  const small = { lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 5 };
  const bigBox = { lengthIn: 40, widthIn: 30, heightIn: 30, weightLb: 60 };
  it('bikes refuse a big box', () => expect(vehicleFor('bikes', [bigBox])).toBeUndefined());
  it('bikes take a small parcel', () => expect(vehicleFor('bikes', [small])).toBe('bikes'));
  it('any takes the smallest vehicle that carries the parcels', () => {
    expect(vehicleFor('any', [small])).toBe('bikes');
    expect(vehicleFor('any', [bigBox])).toBe('suv');
    expect(vehicleFor('any', [{ ...bigBox, lengthIn: 60 }])).toBe('van');
  });
  it('weights add up across parcels', () =>
    expect(vehicleFor('car', [small, { ...small, weightLb: 46 }])).toBeUndefined());
});

describe('order checks (orders §5 phones, notes caps)', () => {
  const order = {
    localCourierOptions: { deliverySchedule: 'now', tip: 4 },
    warehouse: { address: { phone: '512-555-0100' } },
    shippingAddress: { phone: '(512) 555-0199' },
    pickUpNotes: 'Dock 2',
    dropOffNotes: '',
  };
  it('a complete order has no issue', () => expect(courierOrderIssues(order, NY, NOW)).toEqual([]));
  it('a short warehouse phone asks to verify it in the selected warehouse', () => {
    const issues = courierOrderIssues({ ...order, warehouse: { address: { phone: '555-0100' } } }, NY, NOW);
    expect(issues).toEqual([{ field: 'warehouse.address.phone', message: COURIER_MESSAGES.pickupPhone }]);
    expect(COURIER_MESSAGES.pickupPhone).toContain('verify the phone number in the selected warehouse');
  });
  it('a recipient phone of 14 digits asks to verify it in the warehouse and the recipient', () => {
    const issues = courierOrderIssues({ ...order, shippingAddress: { phone: '+1 512 555 0199 123' } }, NY, NOW);
    expect(issues.map((i) => i.message)).toEqual([COURIER_MESSAGES.dropoffPhone]);
    expect(COURIER_MESSAGES.dropoffPhone).toContain('in the selected warehouse and in the recipient');
  });
  it('refuses a tip off the list, an unreadable time and notes past the cap', () => {
    const issues = courierOrderIssues(
      {
        ...order,
        localCourierOptions: { deliverySchedule: 'scheduled', pickupStartTime: 'soon', tip: 5 },
        pickUpNotes: 'x'.repeat(251),
        dropOffNotes: 'y'.repeat(251),
      },
      NY,
      NOW,
    );
    expect(issues.map((i) => i.field)).toEqual([
      'localCourierOptions.tip',
      'localCourierOptions.pickupStartTime',
      'pickUpNotes',
      'dropOffNotes',
    ]);
  });
});

describe('quote expiry (15 minutes)', () => {
  const expires = quoteExpiresAt(NOW).toISOString();
  it('expires 15 minutes after the quote', () => expect(expires).toBe('2026-11-28T15:15:00.000Z'));
  it('is live before and expired at the minute', () => {
    expect(isQuoteExpired(expires, new Date('2026-11-28T15:14:59.000Z'))).toBe(false);
    expect(isQuoteExpired(expires, new Date('2026-11-28T15:15:00.000Z'))).toBe(true);
    expect(isQuoteExpired(undefined, NOW)).toBe(true);
  });
  it('counts down in whole seconds', () => {
    expect(secondsLeft(expires, NOW)).toBe(900);
    expect(secondsLeft(expires, new Date('2026-11-28T16:00:00.000Z'))).toBe(0);
  });
});

describe('courier statuses as shipment statuses (orders §4)', () => {
  it.each(Object.entries(COURIER_SHIPMENT_STATUS))('%s → %s', (courier, shipment) => {
    expect(['dispatched', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled', 'return_to_sender']).toContain(
      shipment,
    );
    expect(courier).not.toBe('');
  });

  it('the journey moves pending → pickup → pickup_complete → dropoff → delivered', () => {
    const dispatch = {
      createdAt: '2026-11-28T15:00:00.000Z',
      pickupEta: '2026-11-28T15:15:00.000Z',
      dropoffEta: '2026-11-28T15:45:00.000Z',
    };
    const at = (iso: string) => courierEventsAt(dispatch, new Date(iso)).status;
    expect(at('2026-11-28T15:00:30.000Z')).toBe('pending');
    expect(at('2026-11-28T15:05:00.000Z')).toBe('pickup');
    expect(at('2026-11-28T15:16:00.000Z')).toBe('pickup_complete');
    expect(at('2026-11-28T15:31:00.000Z')).toBe('dropoff');
    expect(at('2026-11-28T15:45:00.000Z')).toBe('delivered');
    expect(courierEventsAt(dispatch, new Date('2026-11-28T16:00:00.000Z')).events.map((e) => e.status)).toEqual([
      'pending',
      'pickup',
      'pickup_complete',
      'dropoff',
      'delivered',
    ]);
  });
});
