import { readFileSync } from 'node:fs';
import { dataFilePath } from '#lib/data-file';

/**
 * Where a ZIP3 is: the mean point of its ZIP codes and its main state (scripts/build-zip3-locations.ts,
 * from the `zipcodes` package, BSD licence). About 33 kB, so it is a file read on first use, not bundled: in
 * Lambda it sits beside the bundle (the manifest's ZIP3_LOCATIONS_ASSET), in the source tree under ../data.
 */
export const ZIP3_LOCATIONS_FILE = 'zip3-locations.json';

export interface Zip3Location {
  lat: number;
  lon: number;
  state: string;
}

type Table = Record<string, [number, number, string]>;

let table: Table | undefined;

function locations(): Table {
  table ??= JSON.parse(
    readFileSync(
      dataFilePath(ZIP3_LOCATIONS_FILE, [
        new URL(`./${ZIP3_LOCATIONS_FILE}`, import.meta.url),
        new URL(`../data/${ZIP3_LOCATIONS_FILE}`, import.meta.url),
      ]),
      'utf8',
    ),
  ) as Table;
  return table;
}

export function zip3Location(zip3: string): Zip3Location | undefined {
  const all = locations();
  const row = Object.hasOwn(all, zip3) ? all[zip3] : undefined;
  return row ? { lat: row[0], lon: row[1], state: row[2] } : undefined;
}

/** Every ZIP3 the table places. */
export function knownZip3s(): string[] {
  return Object.keys(locations());
}
