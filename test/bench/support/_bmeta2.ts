import { build } from 'esbuild';
import { FUNCTIONS } from '#infra/app-manifest';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { esbuildOptionsFor } from '#infra/constructs/function-bundling';
async function main() {
  const f = FUNCTIONS.find((x) => x.name === process.argv[2])!;
  const root = process.argv[3] ?? REPO_ROOT;
  const result = await build({ ...esbuildOptionsFor(root, f.entry, '/tmp/bmeta2/index.js', 'sandbox'), metafile: true });
  const out = Object.entries(result.metafile!.outputs).find(([k]) => k.endsWith('.js'))![1];
  for (const [k, v] of Object.entries(out.inputs)) if (!k.includes('node_modules')) process.stdout.write(`${v.bytesInOutput}\t${k}\n`);
}
main().catch((e) => process.stdout.write(String(e)));
