import { build } from 'esbuild';
import { join } from 'node:path';
import { findFunction } from '#infra/app-manifest';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { esbuildOptionsFor } from '#infra/constructs/function-bundling';
for (const name of process.argv.slice(2)) {
  const f = findFunction(name);
  const { metafile } = await build({ ...esbuildOptionsFor(REPO_ROOT, f.entry, join('/tmp/zzb', name, 'index.js')), metafile: true });
  const out = Object.values(metafile.outputs).find((o) => o.entryPoint)!;
  const groups = new Map<string, number>();
  for (const [p, i] of Object.entries(out.inputs)) {
    const key = p.startsWith('node_modules/') ? p.split('/').slice(0, p.includes('@') ? 3 : 2).join('/') : p;
    groups.set(key, (groups.get(key) ?? 0) + i.bytesInOutput);
  }
  console.log(`== ${name} ${out.bytes}`);
  for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(String(v).padStart(8), k);
}
