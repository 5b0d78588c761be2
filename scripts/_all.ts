import { build } from 'esbuild';
import { FUNCTIONS } from '#infra/app-manifest';
import { esbuildOptionsFor } from '#infra/constructs/function-bundling';
const rows: [string, number][] = [];
await Promise.all(FUNCTIONS.map(async (f) => {
  const r = await build({ ...esbuildOptionsFor(process.cwd(), f.entry, `/tmp/bm/all/${f.name}.js`), metafile: true });
  const out = Object.values(r.metafile!.outputs).find((o) => o.entryPoint)!;
  rows.push([f.name, out.bytes]);
}));
for (const [n, b] of rows.sort((a, b) => b[1] - a[1]).filter(([, b]) => b > 380_000)) console.log((b / 1000).toFixed(1).padStart(8), n);
