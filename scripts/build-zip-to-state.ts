/**
 * Writes web/public/zip-to-state.json (GET /zip-to-state.json, orders §7) from the real ZIP data
 * of the `zipcodes` package (US ZIP database, BSD licence). Run: npx tsx scripts/build-zip-to-state.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { zipRangesOf, type ZipToStateMap } from '#domain/catalog/zip-to-state.rules';

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes/lib/codes.js') as {
  codes: Record<string, { zip: string; state: string; country: string }>;
};

const pairs = Object.values(codes)
  .filter((c) => c.country === 'US')
  .map((c) => [c.zip, c.state] as const);

const map: ZipToStateMap = { source: 'zipcodes npm package (BSD licence)', ranges: zipRangesOf(pairs) };
const out = fileURLToPath(new URL('../web/public/zip-to-state.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(map)}\n`);
console.log(`Wrote ${map.ranges.length} ranges from ${pairs.length} ZIP codes to ${out}`);
