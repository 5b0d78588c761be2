import { createRequire } from 'node:module';
import { checkAddress, deliveryScoreOf, type ZipDirectory, type ZipEntry } from '#domain/address/address-check.rules';
import type { AddressCheck } from '#domain/address/ports';

interface ZipcodesModule {
  lookup(zip: string): ZipEntry | undefined;
  lookupByName(city: string, state: string): ZipEntry[];
}

// The `zipcodes` package (US and Canadian ZIP database, BSD licence) is CommonJS without types.
// Loaded on first use, so a function wired with the live adapter never pays for (or needs) it.
let zipcodesModule: ZipcodesModule | undefined;
const zipcodes = (): ZipcodesModule =>
  (zipcodesModule ??= createRequire(import.meta.url)('zipcodes') as ZipcodesModule);

/** Real ZIP data behind the pure checks; city lookups are cached because a state scan is linear. */
const cityCache = new Map<string, boolean>();
export const zipcodesDirectory: ZipDirectory = {
  lookup: (zip) => zipcodes().lookup(zip),
  hasCity(city, state) {
    const key = `${state.toUpperCase()}|${city.toUpperCase()}`;
    let found = cityCache.get(key);
    if (found === undefined) {
      found = zipcodes().lookupByName(city, state).length > 0;
      if (cityCache.size > 5000) cityCache.clear();
      cityCache.set(key, found);
    }
    return found;
  },
};

/** The local default (`SHIPDECK_ADAPTERS=sandbox`): no network, deterministic answers from real ZIP data. */
export function makeSandboxAddressCheck(zips: ZipDirectory = zipcodesDirectory): AddressCheck {
  return {
    async validate(address) {
      return checkAddress(address, zips);
    },
    async deliveryScore(address) {
      return { score: deliveryScoreOf(checkAddress(address, zips).verifications) };
    },
  };
}
