import { describe, expect, it } from 'vitest';
import { findCarrierService, type CarrierService } from '#domain/carriers/carrier-services.constants';
import {
  carrierHolidays,
  estimatedDeliveryDate,
  pickupDate,
  transitCalendar,
  transitDaysFor,
} from '#domain/carriers/transit.rules';

const svc = (carrier: string, service: string) => findCarrierService(carrier, service) as CarrierService;
const UPS_GROUND = svc('UPS', 'Ground');
const UPS_2DA = svc('UPS', '2ndDayAir');
const UPS_NDA = svc('UPS', 'NextDayAir');
const USPS_PRIORITY = svc('USPS', 'Priority');

describe('transit days by zone and service', () => {
  it.each([
    ['ground zone 2 is 1 day', UPS_GROUND, 2, 1],
    ['ground zone 5 is 3 days', UPS_GROUND, 5, 3],
    ['ground zone 8 is 5 days', svc('FedEx', 'FEDEX_GROUND'), 8, 5],
    ['3-day is 3', svc('UPS', '3DaySelect'), 8, 3],
    ['2-day is 2', UPS_2DA, 8, 2],
    ['overnight is 1', UPS_NDA, 8, 1],
    ['SurePost is ground + 1 in zones 2–5', svc('UPSSurePost', 'SurePostOver1Lb'), 4, 4],
    ['SurePost is ground + 2 in zones 6–8', svc('UPSSurePost', 'SurePostOver1Lb'), 8, 7],
    ['USPS Ground Advantage zone 2 is 2 days', svc('USPS', 'GroundAdvantage'), 2, 2],
    ['USPS Priority zone 8 is 3 days', USPS_PRIORITY, 8, 3],
  ])('%s', (_rule, service, zone, days) => {
    expect(transitDaysFor(service, { zone, country: 'US', remote: false })).toBe(days);
  });

  it.each([
    ['UPS Worldwide Saver to GB is 2', svc('UPS', 'UPSSaver'), 'GB', 2],
    ['FedEx International Economy to CA is 4', svc('FedEx', 'INTERNATIONAL_ECONOMY'), 'CA', 4],
    ['USPS Priority Mail International to GB is 8', svc('USPS', 'PriorityMailInternational'), 'GB', 8],
    ['a country the service does not serve has no transit', svc('UPS', 'UPSStandard'), 'GB', undefined],
  ])('international by country: %s', (_rule, service, country, days) => {
    expect(transitDaysFor(service, { country, remote: false })).toBe(days);
  });

  it('an air service to Alaska/Hawaii/PR takes a day more', () => {
    expect(transitDaysFor(UPS_NDA, { zone: 9, country: 'US', remote: true })).toBe(2);
  });
});

describe('carrier calendars: delivery dates in carrier business days', () => {
  it('UPS/FedEx observe only six holidays; USPS every federal holiday (2026)', () => {
    expect([...carrierHolidays('UPS', 2026)].sort()).toEqual([
      '2026-01-01',
      '2026-05-25',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(carrierHolidays('USPS', 2026).size).toBe(11);
    expect(carrierHolidays('USPS', 2026).has('2026-10-12')).toBe(true); // Columbus Day: USPS closed, UPS open
  });

  it('Thanksgiving week: UPS Ground 2 days shipped Wednesday 25 Nov 2026 skips Thanksgiving and the weekend', () => {
    // Thu 26 Thanksgiving (closed), Fri 27 day 1, Sat/Sun no delivery, Mon 30 day 2.
    expect(estimatedDeliveryDate(UPS_GROUND, false, '2026-11-25', 2)).toBe('2026-11-30');
  });

  it('Thanksgiving week: a parcel handed over on Thanksgiving is picked up Friday', () => {
    expect(pickupDate('UPS', '2026-11-26')).toBe('2026-11-27');
  });

  it('Columbus Day: UPS delivers, USPS does not', () => {
    expect(estimatedDeliveryDate(UPS_GROUND, false, '2026-10-09', 1)).toBe('2026-10-12');
    expect(estimatedDeliveryDate(USPS_PRIORITY, false, '2026-10-09', 2)).toBe('2026-10-13');
  });

  it('Friday ship, Saturday option on a Saturday service: overnight arrives Saturday', () => {
    expect(estimatedDeliveryDate(UPS_NDA, true, '2026-03-06', 1)).toBe('2026-03-07');
  });

  it('Friday ship, no Saturday option: overnight arrives Monday', () => {
    expect(estimatedDeliveryDate(UPS_NDA, false, '2026-03-06', 1)).toBe('2026-03-09');
  });

  it('Saturday option on a ground service changes nothing (ground never delivers Saturday)', () => {
    expect(estimatedDeliveryDate(UPS_GROUND, true, '2026-03-06', 1)).toBe('2026-03-09');
  });

  it('USPS delivers Saturdays without an option', () => {
    expect(estimatedDeliveryDate(USPS_PRIORITY, false, '2026-03-05', 2)).toBe('2026-03-07');
  });

  it('no pickup or delivery on Sunday: a Sunday ship date leaves Monday', () => {
    expect(estimatedDeliveryDate(UPS_GROUND, false, '2026-03-08', 1)).toBe('2026-03-10');
  });
});

describe('transit calendar for the perishable "no weekend in transit" check', () => {
  it('ground 2 days shipped Thursday arrives Monday with 2 days in a depot over the weekend', () => {
    const cal = transitCalendar(UPS_GROUND, false, '2026-03-05', 2);
    expect(cal.deliveryDate).toBe('2026-03-09');
    expect(cal.days.map((d) => `${d.date}:${d.kind}`)).toEqual([
      '2026-03-06:moving',
      '2026-03-07:idle',
      '2026-03-08:idle',
      '2026-03-09:delivery',
    ]);
    expect(cal.weekendDays).toEqual(['2026-03-07', '2026-03-08']);
    expect(cal.includesWeekend).toBe(true);
  });

  it('ground 2 days shipped Monday has no weekend in transit', () => {
    const cal = transitCalendar(UPS_GROUND, false, '2026-03-02', 2);
    expect(cal.includesWeekend).toBe(false);
    expect(cal.deliveryDate).toBe('2026-03-04');
  });

  it('a Saturday delivery is a delivery, not a weekend in a depot', () => {
    const cal = transitCalendar(UPS_NDA, true, '2026-03-06', 1);
    expect(cal.deliveryDate).toBe('2026-03-07');
    expect(cal.includesWeekend).toBe(false);
  });
});
