/**
 * Writes functions/carriers/data/zip3-centroids.json ({zip3: [lat, lon, state]}) from the real ZIP
 * data of the `zipcodes` package (US ZIP database, BSD licence, see LICENSE-zipcodes.txt beside the
 * data). The sandbox carriers zone a lane from these ~900 centroids so a Lambda never loads the whole
 * 42,000-ZIP database. Run: npx tsx scripts/build-zip3-centroids.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes/lib/codes.js') as {
  codes: Record<string, { zip: string; state: string; country: string; latitude: number; longitude: number }>;
};

interface Acc {
  lats: number[];
  lons: number[];
  states: Map<string, number>;
}
const byZip3 = new Map<string, Acc>();
for (const c of Object.values(codes)) {
  if (c.country !== 'US' || !/^\d{5}$/.test(c.zip) || !Number.isFinite(c.latitude) || !Number.isFinite(c.longitude))
    continue;
  const zip3 = c.zip.slice(0, 3);
  const acc = byZip3.get(zip3) ?? { lats: [], lons: [], states: new Map() };
  acc.lats.push(c.latitude);
  acc.lons.push(c.longitude);
  acc.states.set(c.state, (acc.states.get(c.state) ?? 0) + 1);
  byZip3.set(zip3, acc);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
// The median, not the mean: a few ZIP codes in the database carry misplaced coordinates.
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const out: Record<string, [number, number, string]> = {};
for (const zip3 of [...byZip3.keys()].sort()) {
  const acc = byZip3.get(zip3)!;
  // A ZIP3 that straddles a state line takes the state most of its ZIP codes are in.
  const state = [...acc.states.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  out[zip3] = [round3(median(acc.lats)), round3(median(acc.lons)), state];
}

const file = fileURLToPath(new URL('../functions/carriers/data/zip3-centroids.json', import.meta.url));
// Laid out by the repository's formatter, so `prettier --check` holds for generated data.
writeFileSync(file, await format(JSON.stringify(out), { ...(await resolveConfig(file)), filepath: file }));
console.log(`Wrote ${Object.keys(out).length} ZIP3 centroids to ${file}`);
