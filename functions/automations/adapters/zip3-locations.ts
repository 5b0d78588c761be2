import locations from '../data/zip3-locations.json';

/**
 * Where a ZIP3 is: the mean point of its ZIP codes and its main state (scripts/build-zip3-locations.ts,
 * from the `zipcodes` package, BSD licence). About 33 kB, so it is bundled rather than read from disk.
 */
export interface Zip3Location {
  lat: number;
  lon: number;
  state: string;
}

const table = locations as unknown as Record<string, [number, number, string]>;

export function zip3Location(zip3: string): Zip3Location | undefined {
  const row = Object.hasOwn(table, zip3) ? table[zip3] : undefined;
  return row ? { lat: row[0], lon: row[1], state: row[2] } : undefined;
}

/** Every ZIP3 the table places. */
export function knownZip3s(): string[] {
  return Object.keys(table);
}
