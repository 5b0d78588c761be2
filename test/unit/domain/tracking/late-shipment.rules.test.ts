import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import {
  lateShipmentOf,
  lateShipmentOptionsSchema,
  type LateShipmentFacts,
} from '#domain/tracking/late-shipment.rules';

const scan = (datetime: string, status = 'in_transit', status_detail = 'departed_facility'): TrackingEvent => ({
  message: 'Departed facility',
  description: '',
  status,
  status_detail,
  datetime,
  source: 'UPS',
  tracking_location: { city: 'Mesquite', state: 'TX', country: 'US', zip: '75149' },
});

const facts = (over: Partial<LateShipmentFacts>): LateShipmentFacts => ({
  status: 'in_transit',
  carrier: 'UPS',
  shipDate: '2025-03-14',
  estimatedDeliveryDate: '2025-03-18',
  destination: { country: 'US', state: 'NY', zip: '10001' },
  events: [scan('2025-03-17T09:00:00Z')],
  ...over,
});
const options = { noScanBusinessDays: 2 };
const at = (iso: string) => new Date(iso);

describe('late: estimated delivery day over in the destination time zone', () => {
  // 04:30 UTC on 19 March: 00:30 on the 19th in New York, 18:30 on the 18th in Honolulu.
  const instant = at('2025-03-19T04:30:00Z');

  it('New York: the 18th is over → late', () => {
    expect(lateShipmentOf(facts({}), instant, options)).toEqual({
      reason: 'past_estimated_delivery',
      estimatedDeliveryDate: '2025-03-18',
      destinationToday: '2025-03-19',
      timeZone: 'America/New_York',
    });
  });

  it('Hawaii at the same instant: still the 18th → not late', () => {
    const hawaii = facts({ destination: { country: 'US', state: 'HI', zip: '96813' } });
    expect(lateShipmentOf(hawaii, instant, options)).toBeUndefined();
  });

  it('the state comes from the ZIP when the address has none', () => {
    const zipToState = { source: 'test', ranges: [['96701', '96898', 'HI'] as [string, string, string]] };
    const hawaii = facts({ destination: { country: 'US', zip: '96813-1234' } });
    expect(lateShipmentOf(hawaii, instant, { ...options, zipToState })).toBeUndefined();
    expect(lateShipmentOf(hawaii, at('2025-03-19T10:30:00Z'), { ...options, zipToState })).toMatchObject({
      reason: 'past_estimated_delivery',
      timeZone: 'Pacific/Honolulu',
    });
  });

  it('an estimate given as a datetime counts by its day', () => {
    const late = lateShipmentOf(facts({ estimatedDeliveryDate: '2025-03-18T23:59:00Z' }), instant, options);
    expect(late).toMatchObject({ reason: 'past_estimated_delivery', estimatedDeliveryDate: '2025-03-18' });
  });

  it.each(['delivered', 'return_to_sender', 'failure', 'available_for_pickup', 'cancelled', 'holding'])(
    'a shipment %s is not late',
    (status) => {
      expect(lateShipmentOf(facts({ status }), at('2025-04-30T12:00:00Z'), options)).toBeUndefined();
    },
  );
});

describe('late: the carrier reports a delay', () => {
  it.each(['weather_delay', 'delayed', 'held', 'WEATHER_DELAY'])(
    'latest scan %s → late before the estimate',
    (detail) => {
      const delayed = facts({
        estimatedDeliveryDate: '2025-03-20',
        events: [scan('2025-03-17T12:00:00Z', 'in_transit', detail), scan('2025-03-16T09:00:00Z')],
      });
      expect(lateShipmentOf(delayed, at('2025-03-17T15:00:00Z'), options)).toEqual({
        reason: 'carrier_delay',
        statusDetail: detail.toLowerCase(),
        datetime: '2025-03-17T12:00:00Z',
      });
    },
  );

  it('a delay the parcel has moved on from is not a delay', () => {
    const moved = facts({
      estimatedDeliveryDate: '2025-03-20',
      events: [scan('2025-03-17T12:00:00Z', 'in_transit', 'weather_delay'), scan('2025-03-18T09:00:00Z')],
    });
    expect(lateShipmentOf(moved, at('2025-03-18T15:00:00Z'), options)).toBeUndefined();
  });
});

describe('late: no scan for N carrier business days', () => {
  const lastScanFriday = facts({ estimatedDeliveryDate: '2025-03-28', events: [scan('2025-03-14T21:00:00Z')] });

  it.each([
    ['2025-03-17T20:00:00Z', undefined, 'Monday: the weekend does not count'],
    ['2025-03-18T20:00:00Z', undefined, 'Tuesday: one full business day (Monday)'],
    ['2025-03-19T20:00:00Z', 2, 'Wednesday: Monday and Tuesday'],
  ])('last scan Friday, now %s → %s (%s)', (now, days, _why) => {
    const late = lateShipmentOf(lastScanFriday, at(now), options);
    if (days === undefined) expect(late).toBeUndefined();
    else expect(late).toEqual({ reason: 'no_scan', since: '2025-03-14', businessDays: days });
  });

  it('the carrier holiday does not count (Memorial Day, 26 May 2025)', () => {
    const holiday = facts({ estimatedDeliveryDate: '2025-06-06', events: [scan('2025-05-23T21:00:00Z')] });
    expect(lateShipmentOf(holiday, at('2025-05-28T16:00:00Z'), options)).toBeUndefined();
    expect(lateShipmentOf(holiday, at('2025-05-29T16:00:00Z'), options)).toMatchObject({ businessDays: 2 });
  });

  it('N is configurable', () => {
    expect(lateShipmentOf(lastScanFriday, at('2025-03-18T20:00:00Z'), { noScanBusinessDays: 1 })).toMatchObject({
      reason: 'no_scan',
      businessDays: 1,
    });
  });

  it('counts from the ship date when the label was bought ahead of it', () => {
    const ahead = facts({
      status: 'pre_transit',
      shipDate: '2025-03-17',
      estimatedDeliveryDate: '2025-03-28',
      events: [scan('2025-03-12T15:00:00Z', 'pre_transit', 'label_created')],
    });
    expect(lateShipmentOf(ahead, at('2025-03-19T20:00:00Z'), options)).toBeUndefined();
    expect(lateShipmentOf(ahead, at('2025-03-20T20:00:00Z'), options)).toEqual({
      reason: 'no_scan',
      since: '2025-03-17',
      businessDays: 2,
    });
  });
});

describe('late-shipment options', () => {
  it('defaults to 2 business days and bounds the setting to whole days from 1 to 30', () => {
    expect(lateShipmentOptionsSchema.parse({})).toEqual({ noScanBusinessDays: 2 });
    for (const bad of [0, 31, 1.5, Number.NaN])
      expect(lateShipmentOptionsSchema.safeParse({ noScanBusinessDays: bad }).success).toBe(false);
  });
});
