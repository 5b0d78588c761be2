import { stateForZip, type ZipToStateMap } from '../catalog/zip-to-state.rules';

/**
 * The IANA zone of each US state and territory, Canadian province and supported country, so a
 * "day" is the destination's day. Source: the tz database's zone1970.tab / zone.tab (the US, CA,
 * PR, GB, GU, MP, AS and VI rows and their region comments). A state spanning several zones takes
 * the zone its comment calls "most areas" (TX, FL, KY, TN, KS, NE, SD, ND: their larger part; IN
 * and MI: Eastern; ID: Mountain (Boise); OR: Pacific; AK: Anchorage).
 */
export const REGION_TIME_ZONES: Readonly<Record<string, string>> = {
  // Eastern
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  IN: 'America/Indiana/Indianapolis',
  KY: 'America/New_York',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  NC: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WV: 'America/New_York',
  // Central
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IA: 'America/Chicago',
  IL: 'America/Chicago',
  KS: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  OK: 'America/Chicago',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  WI: 'America/Chicago',
  // Mountain (Arizona keeps standard time all year)
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  ID: 'America/Boise',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  // Pacific, Alaska, Hawaii
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  // Territories
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
};

export const PROVINCE_TIME_ZONES: Readonly<Record<string, string>> = {
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NB: 'America/Moncton',
  QC: 'America/Toronto',
  ON: 'America/Toronto',
  NU: 'America/Iqaluit',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AB: 'America/Edmonton',
  NT: 'America/Edmonton',
  BC: 'America/Vancouver',
  YT: 'America/Whitehorse',
};

/** Countries with one zone. */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  PR: 'America/Puerto_Rico',
};

/**
 * Where the destination's region is unknown (military AA/AE/AP, a ZIP outside the map, an unknown
 * province or country): the US zone whose day ends last, so a parcel is never called late before its day is over anywhere.
 */
export const LATEST_US_TIME_ZONE = 'Pacific/Pago_Pago';

export interface DestinationRegion {
  country?: string | null;
  state?: string | null;
  zip?: string | null;
}

const lookup = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The destination's IANA time zone: by country, then state (or the state of its ZIP when none is given). */
export function destinationTimeZone(to: DestinationRegion, zipToState?: ZipToStateMap): string {
  const country = (to.country ?? 'US').trim().toUpperCase();
  const state = (to.state ?? '').trim().toUpperCase();
  if (country === 'CA') return lookup(PROVINCE_TIME_ZONES, state) ?? LATEST_US_TIME_ZONE;
  if (country !== 'US') return lookup(COUNTRY_TIME_ZONES, country) ?? LATEST_US_TIME_ZONE;
  const region = state || (to.zip && zipToState ? (stateForZip(zipToState, to.zip) ?? '') : '');
  return lookup(REGION_TIME_ZONES, region) ?? LATEST_US_TIME_ZONE;
}
