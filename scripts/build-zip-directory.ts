/**
 * Writes functions/orders/data/zip-directory.json from the `zipcodes` package (US ZIP and Canadian
 * postal-code database, BSD licence, see LICENSE-zipcodes.txt beside the data): each code's city,
 * state and country, and the package's state-name table. The sandbox address check reads this file
 * beside its Lambda bundle, since a package loaded at run time (createRequire) is never bundled and
 * its 5 MB of data would not fit the bundle budget. Run: npx tsx scripts/build-zip-directory.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const require = createRequire(import.meta.url);
const { codes, states } = require('zipcodes') as {
  codes: Record<string, { zip: string; city: string; state: string; country: string }>;
  states: { full: Record<string, string> };
};

const zips: Record<string, [string, string, string]> = {};
for (const [key, entry] of Object.entries(codes)) {
  if (entry.zip !== key) throw new Error(`zipcodes: ${key} holds ${entry.zip}`);
  zips[key] = [entry.city, entry.state, entry.country];
}

const file = fileURLToPath(new URL('../functions/orders/data/zip-directory.json', import.meta.url));
const out = { stateNames: states.full, zips };
// Laid out by the repository's formatter, so `prettier --check` holds for generated data.
writeFileSync(file, await format(JSON.stringify(out), { ...(await resolveConfig(file)), filepath: file }));
console.log(`Wrote ${Object.keys(zips).length} codes to ${file}`);
