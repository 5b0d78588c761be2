import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, US_STATES } from '#domain/address/regions';
import { isValidTimeZone } from '#domain/dates/zoned-time.rules';
import {
  LATEST_US_TIME_ZONE,
  PROVINCE_TIME_ZONES,
  REGION_TIME_ZONES,
  destinationTimeZone,
} from '#domain/tracking/destination-time-zone.rules';

describe('destination time zone (tz database zone.tab)', () => {
  it('knows every US state and territory but the military regions, and every province', () => {
    const military = ['AA', 'AE', 'AP'];
    expect(Object.keys(REGION_TIME_ZONES).sort()).toEqual(
      Object.keys(US_STATES)
        .filter((s) => !military.includes(s))
        .sort(),
    );
    expect(Object.keys(PROVINCE_TIME_ZONES).sort()).toEqual(Object.keys(CANADIAN_PROVINCES).sort());
  });

  it('names only zones the runtime knows', () => {
    for (const zone of [
      ...Object.values(REGION_TIME_ZONES),
      ...Object.values(PROVINCE_TIME_ZONES),
      LATEST_US_TIME_ZONE,
    ])
      expect(isValidTimeZone(zone), zone).toBe(true);
  });

  it.each([
    [{ country: 'US', state: 'ny' }, 'America/New_York'],
    [{ state: 'HI' }, 'Pacific/Honolulu'],
    [{ country: 'US', state: 'AZ' }, 'America/Phoenix'],
    [{ country: 'CA', state: 'BC' }, 'America/Vancouver'],
    [{ country: 'PR', state: 'PR' }, 'America/Puerto_Rico'],
    [{ country: 'GB', state: 'ENG' }, 'Europe/London'],
    [{ country: 'US', state: 'AP' }, LATEST_US_TIME_ZONE],
    [{ country: 'US', state: 'constructor' }, LATEST_US_TIME_ZONE],
    [{ country: 'US', zip: '10001' }, LATEST_US_TIME_ZONE],
  ])('%o → %s', (to, zone) => {
    expect(destinationTimeZone(to)).toBe(zone);
  });
});
