import { readFileSync } from 'node:fs';
import { checkAddress, deliveryScoreOf, type ZipDirectory, type ZipEntry } from '#domain/address/address-check.rules';
import type { AddressCheck } from '#domain/address/ports';
import { dataFilePath } from '#lib/data-file';

/**
 * The ZIP data (US ZIP and Canadian postal codes from the `zipcodes` package, BSD licence, ≈1.8 MB:
 * scripts/build-zip-directory.ts) is a file read on first use, not bundled: in Lambda it sits beside
 * the bundle (the manifest's ZIP_DIRECTORY_ASSET), in the source tree under ../data. A function wired
 * with the live adapter never reads it.
 */
export const ZIP_DIRECTORY_FILE = 'zip-directory.json';

interface ZipDirectoryData {
  /** Upper-case state and province names to their abbreviations, as the package normalises them. */
  stateNames: Record<string, string>;
  /** Code → [city, state, country]. */
  zips: Record<string, [string, string, string]>;
}

/** Where the data is, found when the adapter is wired so a bundle shipped without it fails at start. */
export function zipDirectoryPath(): string {
  return dataFilePath(ZIP_DIRECTORY_FILE, [
    new URL(`./${ZIP_DIRECTORY_FILE}`, import.meta.url),
    new URL(`../data/${ZIP_DIRECTORY_FILE}`, import.meta.url),
  ]);
}

interface Loaded {
  stateNames: Map<string, string>;
  byCode: Map<string, ZipEntry>;
  /** State as stored on the entries → upper-case city names. */
  citiesByState: Map<string, Set<string>>;
}

/**
 * The lookups of the `zipcodes` package over the same data: a code whose first character is no digit
 * is a Canadian postal code, found by its first 3 characters; a state is matched by abbreviation,
 * by full name, or as written on the entries (Canadian provinces are stored by name).
 */
export function zipDirectoryFromFile(file: string): ZipDirectory {
  let loaded: Loaded | undefined;
  const data = (): Loaded => {
    if (loaded) return loaded;
    const raw = JSON.parse(readFileSync(file, 'utf8')) as ZipDirectoryData;
    const byCode = new Map<string, ZipEntry>();
    const citiesByState = new Map<string, Set<string>>();
    for (const [zip, [city, state, country]] of Object.entries(raw.zips)) {
      byCode.set(zip, { zip, city, state, country });
      let cities = citiesByState.get(state);
      if (!cities) citiesByState.set(state, (cities = new Set()));
      cities.add(city.toUpperCase());
    }
    return (loaded = { stateNames: new Map(Object.entries(raw.stateNames)), byCode, citiesByState });
  };
  return {
    lookup(zip) {
      const key = Number.isNaN(Number(zip.charAt(0))) ? zip.slice(0, 3) : zip;
      return data().byCode.get(key);
    },
    hasCity(city, state) {
      const { stateNames, citiesByState } = data();
      const upper = state.toUpperCase();
      const normalized = upper.length === 2 ? upper : stateNames.get(upper);
      const cities = (normalized === undefined ? undefined : citiesByState.get(normalized)) ?? citiesByState.get(state);
      return cities?.has(city.toUpperCase()) ?? false;
    },
  };
}

/** The local default (`SHIPDECK_ADAPTERS=sandbox`): no network, deterministic answers from real ZIP data. */
export function makeSandboxAddressCheck(zips: ZipDirectory = zipDirectoryFromFile(zipDirectoryPath())): AddressCheck {
  return {
    async validate(address) {
      return checkAddress(address, zips);
    },
    async deliveryScore(address) {
      return { score: deliveryScoreOf(checkAddress(address, zips).verifications) };
    },
  };
}
