import type { CarrierCode } from './carrier-services.constants';

/**
 * Carrier zones for the sandbox carriers, from the great-circle distance between the ZIP3 centroids
 * of the two ends (the way the carriers build their zone charts: ZIP3 to ZIP3 by distance band).
 */

/** A ZIP3's centroid and state: `[latitude, longitude, state]` (functions/carriers/data/zip3-centroids.json). */
export type Zip3Centroid = readonly [lat: number, lon: number, state: string];

export const EARTH_RADIUS_MI = 3958.8;

/** Haversine distance in statute miles. */
export function greatCircleMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance bands the carriers publish for the contiguous states: zone 2 up to 150 miles,
 * 3 to 300, 4 to 600, 5 to 1000, 6 to 1400, 7 to 1800, 8 beyond. Zone 1 (the USPS local zone)
 * is not used: a parcel across town is zone 2 as at UPS and FedEx.
 */
export const DISTANCE_ZONE_BANDS: ReadonlyArray<readonly [maxMiles: number, zone: number]> = [
  [150, 2],
  [300, 3],
  [600, 4],
  [1000, 5],
  [1400, 6],
  [1800, 7],
];

export function distanceZone(miles: number): number {
  for (const [max, zone] of DISTANCE_ZONE_BANDS) if (miles <= max) return zone;
  return 8;
}

/**
 * Non-contiguous destinations (and origins). UPS and FedEx price Alaska, Hawaii and Puerto Rico
 * on zone charts of their own; the sandbox numbers them 9 (AK), 10 (HI) and 11 (PR) — the FedEx
 * numbering for AK and HI — so one rate-sheet column holds each. USPS keeps its distance scale:
 * AK, HI, PR and military (APO/FPO/DPO) mail are zone 8, and the other territories (Guam, the
 * Virgin Islands, American Samoa, the Northern Marianas and the freely associated states) zone 9.
 * UPS and FedEx do not serve the territories or military addresses in the sandbox.
 */
export const UPS_FEDEX_REMOTE_ZONES: Readonly<Record<string, number>> = { AK: 9, HI: 10, PR: 11 };
export const USPS_ZONE_8_STATES = ['AK', 'HI', 'PR', 'AA', 'AE', 'AP'] as const;
export const USPS_ZONE_9_STATES = ['GU', 'VI', 'AS', 'MP', 'FM', 'MH', 'PW'] as const;
const CONTIGUOUS_EXCLUDED = new Set<string>([...USPS_ZONE_8_STATES, ...USPS_ZONE_9_STATES]);

/** The states (and territories) outside the 48 contiguous states and DC. */
export function isNonContiguous(state: string): boolean {
  return CONTIGUOUS_EXCLUDED.has(state.toUpperCase());
}

export type ZoneAnswer = { zone: number; miles: number } | { zone: undefined; reason: 'not_served' };

/**
 * The zone of a lane for a carrier. A lane within one non-contiguous state (Honolulu to Hilo)
 * zones by distance like any other; a lane with one end outside the contiguous states takes the
 * remote zone of that end (the destination's when both are remote).
 */
export function laneZone(carrier: CarrierCode, from: Zip3Centroid, to: Zip3Centroid): ZoneAnswer {
  const miles = greatCircleMiles({ lat: from[0], lon: from[1] }, { lat: to[0], lon: to[1] });
  const [fromState, toState] = [from[2].toUpperCase(), to[2].toUpperCase()];
  const remote =
    fromState === toState
      ? undefined
      : isNonContiguous(toState)
        ? toState
        : isNonContiguous(fromState)
          ? fromState
          : undefined;
  if (!remote) return { zone: distanceZone(miles), miles };
  if (carrier === 'USPS') {
    return { zone: (USPS_ZONE_9_STATES as readonly string[]).includes(remote) ? 9 : 8, miles };
  }
  const zone = UPS_FEDEX_REMOTE_ZONES[remote];
  return zone === undefined ? { zone: undefined, reason: 'not_served' } : { zone, miles };
}

/** The ZIP3 of a US ZIP code (`12345`, `12345-6789`), or undefined when it is not one. */
export function zip3Of(zip: string): string | undefined {
  const m = /^\s*(\d{3})\d{2}(?:-?\d{4})?\s*$/.exec(zip);
  return m?.[1];
}
