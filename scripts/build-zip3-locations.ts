/**
 * Writes functions/automations/data/zip3-locations.json from the `zipcodes` package (US ZIP database,
 * BSD licence, see LICENSE-zipcodes.txt beside the data): for each US ZIP3, the mean latitude and
 * longitude of its ZIP codes (4 decimals, as api.weather.gov takes them) and its most frequent state.
 * The weather adapters locate a destination by it: the sandbox's climate and the live forecast's point.
 * Run: npx tsx scripts/build-zip3-locations.ts
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes') as {
  codes: Record<string, { zip: string; latitude?: number; longitude?: number; state: string; country: string }>;
};

const groups = new Map<string, { lat: number; lon: number; n: number; states: Map<string, number> }>();
for (const entry of Object.values(codes)) {
  if (entry.country !== 'US' || !/^\d{5}$/.test(entry.zip)) continue;
  if (!Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) continue;
  const zip3 = entry.zip.slice(0, 3);
  let g = groups.get(zip3);
  if (!g) groups.set(zip3, (g = { lat: 0, lon: 0, n: 0, states: new Map() }));
  g.lat += entry.latitude!;
  g.lon += entry.longitude!;
  g.n += 1;
  g.states.set(entry.state, (g.states.get(entry.state) ?? 0) + 1);
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const out: Record<string, [number, number, string]> = {};
for (const zip3 of [...groups.keys()].sort()) {
  const g = groups.get(zip3)!;
  const state = [...g.states.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  out[zip3] = [round4(g.lat / g.n), round4(g.lon / g.n), state];
}

const file = fileURLToPath(new URL('../functions/automations/data/zip3-locations.json', import.meta.url));
// Laid out by the repository's formatter, so `prettier --check` holds for generated data.
writeFileSync(file, await format(JSON.stringify(out), { ...(await resolveConfig(file)), filepath: file }));
copyFileSync(
  fileURLToPath(new URL('../functions/orders/data/LICENSE-zipcodes.txt', import.meta.url)),
  fileURLToPath(new URL('../functions/automations/data/LICENSE-zipcodes.txt', import.meta.url)),
);
console.log(`Wrote ${Object.keys(out).length} ZIP3 locations to ${file}`);
