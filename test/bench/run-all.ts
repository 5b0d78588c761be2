/**
 * `npm run bench`: every test/bench/*.bench.ts in turn, each in its own process (so one's
 * emulators and warm caches never colour another's figures), then their BENCH lines together.
 * The packing benchmark has its own script (`npm run bench:packing`) and is left out here.
 * Benchmarks measure; only a benchmark that crashes makes this exit non-zero.
 * `npm run bench -- automations rate-shop` runs only the benchmarks whose file names start with those words.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '#infra/local/lambda-runtime';

const BENCH_DIR = join(REPO_ROOT, 'test', 'bench');
const EXCLUDED = new Set(['packing.bench.ts']);

function run(file: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve) => {
    const lines: string[] = [];
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(BENCH_DIR, file)],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let pending = '';
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      pending += d.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter((l) => l.startsWith('BENCH ')));
    });
    child.on('exit', (code) => {
      if (pending.startsWith('BENCH ')) lines.push(pending);
      resolve({ code, lines });
    });
  });
}

const only = process.argv.slice(2);
const files = readdirSync(BENCH_DIR)
  .filter((f) => f.endsWith('.bench.ts') && !EXCLUDED.has(f))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(`${name}.`) || f.startsWith(`${name}-`)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${only.join(', ')}.`);
  process.exit(2);
}
const results: { file: string; code: number | null; lines: string[] }[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  results.push({ file, ...(await run(file)) });
}

console.log('\n=== results ===');
for (const r of results) {
  if (r.code !== 0) console.log(`${r.file} FAILED (exit ${r.code})`);
  for (const line of r.lines) console.log(line);
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
