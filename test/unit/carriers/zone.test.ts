import { describe, expect, it } from 'vitest';
import { distanceZone, greatCircleMiles, laneZone, zip3Of } from '#domain/carriers/zone.rules';
import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';

const c = (zip: string) => zip3Centroid(zip3Of(zip)!)!;

describe('carrier zones from ZIP3 great-circle distance (sandbox carriers)', () => {
  it.each([
    ['zone 2 up to 150 mi', 150, 2],
    ['zone 3 just past 150 mi', 150.1, 3],
    ['zone 4 up to 600 mi', 600, 4],
    ['zone 5 up to 1000 mi', 999, 5],
    ['zone 6 up to 1400 mi', 1400, 6],
    ['zone 7 up to 1800 mi', 1800, 7],
    ['zone 8 beyond 1800 mi', 2500, 8],
    ['no zone 1: a lane across town is zone 2', 0, 2],
  ])('%s', (_rule, miles, zone) => {
    expect(distanceZone(miles)).toBe(zone);
  });

  it('haversine distance New York to Los Angeles is about 2,450 miles', () => {
    expect(greatCircleMiles({ lat: 40.7128, lon: -74.006 }, { lat: 34.0522, lon: -118.2437 })).toBeCloseTo(2445, -1);
  });

  it.each([
    ['same city is zone 2', 'UPS', '10001', '10016', 2],
    ['New York to Philadelphia (~80 mi) is zone 2', 'UPS', '10001', '19103', 2],
    ['New York to Chicago (~720 mi) is zone 5', 'FedEx', '10001', '60601', 5],
    ['New York to Los Angeles is zone 8', 'USPS', '10001', '90012', 8],
    ['Austin to Dallas (~180 mi) is zone 3', 'UPS', '78701', '75201', 3],
    ['UPS/FedEx: Alaska is zone 9', 'UPS', '78701', '99501', 9],
    ['UPS/FedEx: Hawaii is zone 10', 'FedEx', '78701', '96813', 10],
    ['UPS/FedEx: Puerto Rico is zone 11', 'UPS', '33101', '00901', 11],
    ['UPS/FedEx: remote origin takes its remote zone', 'FedEx', '96813', '10001', 10],
    ['USPS: Alaska is zone 8', 'USPS', '10001', '99501', 8],
    ['USPS: Hawaii is zone 8', 'USPS', '10001', '96813', 8],
    ['USPS: Puerto Rico is zone 8', 'USPS', '10001', '00901', 8],
    ['USPS: the Virgin Islands (a territory) are zone 9', 'USPS', '10001', '00802', 9],
    ['a lane within Hawaii zones by distance (Oahu to the 967 centroid, ~100 mi)', 'UPS', '96813', '96720', 2],
  ] as const)('%s', (_rule, carrier, from, to, zone) => {
    expect(laneZone(carrier, c(from), c(to)).zone).toBe(zone);
  });

  it('UPS and FedEx do not serve the territories (not_served)', () => {
    expect(laneZone('UPS', c('10001'), c('00802'))).toEqual({ zone: undefined, reason: 'not_served' });
  });

  it.each([
    ['a 5-digit ZIP', '78701', '787'],
    ['a ZIP+4', '78701-1234', '787'],
    ['a Canadian postal code is not a ZIP', 'K1A 0B1', undefined],
    ['a UK postcode is not a ZIP', 'SW1A 1AA', undefined],
  ])('zip3Of: %s', (_rule, zip, zip3) => {
    expect(zip3Of(zip)).toBe(zip3);
  });

  it('the ZIP3 data covers the 50 states, DC and PR', () => {
    const states = new Set(['006', '100', '200', '606', '787', '900', '967', '995'].map((z) => zip3Centroid(z)?.[2]));
    expect([...states].sort()).toEqual(['AK', 'CA', 'DC', 'HI', 'IL', 'NY', 'PR', 'TX']);
  });
});
