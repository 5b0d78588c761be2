/**
 * What a Lambda function costs before it handles anything: the size of the bundle NodejsFunction
 * deploys (same esbuild options, see infra/constructs/function-bundling.ts) and the time a fresh
 * Node process takes to import it.
 */
import { spawn } from 'node:child_process';
import { copyFile, cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';
import { esbuildOptionsFor, POWERTOOLS_LAYER_MODULES, type AdaptersMode } from '#infra/constructs/function-bundling';

export interface BundledFunction {
  name: string;
  /** The bundle's index.js (its source map lies beside it). */
  file: string;
  bytes: number;
  /** The source files with code in it (after tree-shaking), relative to the project root. */
  inputs: string[];
}

/**
 * Bundles one manifest function, built for the `adapters` mode of a deployment (function-bundling.ts),
 * into `<outdir>/<name>/index.js`, CommonJS as in the Lambda asset
 * (a package.json beside it says so, whatever package `outdir` lies in), its manifest assets beside
 * it. Put `outdir` inside the repository when the bundle is to be loaded with the repository's AWS
 * SDK (it stays external); copyBundleAlone and lambdaRuntimeNodePath load it as Lambda does instead.
 */
export async function bundleFunction(
  projectRoot: string,
  definition: { name: string; entry: string; assets?: readonly string[] },
  outdir: string,
  adapters: AdaptersMode,
): Promise<BundledFunction> {
  const file = join(outdir, definition.name, 'index.js');
  const { metafile } = await build({
    ...esbuildOptionsFor(projectRoot, definition.entry, file, adapters),
    metafile: true,
  });
  await writeFile(join(outdir, definition.name, 'package.json'), '{ "type": "commonjs" }\n');
  // The data files the manifest copies beside the bundle (lambda-function.construct.ts, afterBundling).
  for (const asset of definition.assets ?? []) {
    await copyFile(join(projectRoot, asset), join(outdir, definition.name, basename(asset)));
  }
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, i]) => i.bytesInOutput > 0)
    .map(([path]) => path);
  return { name: definition.name, file, bytes: (await readFile(file)).length, inputs };
}

/**
 * The functions that draw PDFs or barcodes (pdf-lib, bwip-js): the only ones allowed over the bundle
 * budget, each with a ceiling of its own (test/infra/bundle-budget.test.ts).
 */
export const PDF_OR_BARCODE_FUNCTIONS: readonly string[] = [
  'purchase-label',
  'create-print-job',
  'build-print-job',
  'invoice-pdf',
  'claim-pdf',
  'book-freight',
];

/** kB as the budget counts them (1,000 bytes), one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Heaviest first. */
export function bySizeDescending<T extends { bytes: number }>(bundles: readonly T[]): T[] {
  return [...bundles].sort((a, b) => b.bytes - a.bytes);
}

export interface FreshLoad {
  /** From the process's time origin (its start) until the module's top level has run. */
  sinceStartMs: number;
  /** The require or import alone, without Node's own start-up. */
  loadMs: number;
}

// Runs in the child: performance.now() counts from the process's time origin. A CommonJS file is
// required, an ES module imported, as the Lambda runtime loads a handler.
const LOAD_AND_REPORT = `
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const file = process.argv[1];
const before = performance.now();
if (file.endsWith('.mjs')) await import(pathToFileURL(file).href);
else createRequire(file)(file);
const after = performance.now();
process.stdout.write(JSON.stringify({ sinceStartMs: after, loadMs: after - before }));
`;

/**
 * Loads `modulePath` in a new `node` process with exactly `env` (nothing inherited, so a test
 * runner's loaders and flags stay out) and reports how long that took.
 */
export function freshLoad(modulePath: string, env: Record<string, string>): Promise<FreshLoad> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD_AND_REPORT, modulePath], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`loading ${modulePath} exited ${code}: ${stderr.trim().slice(-2000)}`));
      resolve(parseFreshLoad(stdout));
    });
  });
}

export function parseFreshLoad(stdout: string): FreshLoad {
  const report = JSON.parse(stdout.trim().split('\n').pop() ?? '') as Partial<FreshLoad>;
  if (typeof report.sinceStartMs !== 'number' || typeof report.loadMs !== 'number') {
    throw new Error(`no load timing in ${JSON.stringify(stdout)}`);
  }
  return { sinceStartMs: report.sinceStartMs, loadMs: report.loadMs };
}

/**
 * `rounds` fresh loads of each module, taken in turns (a, b, c, a, b, c, …) so machine noise
 * falls on all of them alike, after one unrecorded round that warms the file cache.
 */
export async function sampleFreshLoads<K extends string>(
  modules: Record<K, string>,
  env: Record<string, string>,
  rounds: number,
): Promise<Record<K, FreshLoad[]>> {
  const keys = Object.keys(modules) as K[];
  const samples = Object.fromEntries(keys.map((k) => [k, [] as FreshLoad[]])) as Record<K, FreshLoad[]>;
  for (let round = -1; round < rounds; round++) {
    for (const key of keys) {
      const sample = await freshLoad(modules[key], env);
      if (round >= 0) samples[key].push(sample);
    }
  }
  return samples;
}

/**
 * A directory laid out as the Lambda runtime's NODE_PATH is for a Shipdeck function: `node_modules`
 * holding only the `@aws-sdk` packages (the runtime's SDK), the packages the Powertools layer provides
 * for the bundle (POWERTOOLS_LAYER_MODULES, under /opt/nodejs/node_modules in Lambda), all symlinked
 * from the repository's, and the packages they depend on at run time (@smithy, tslib, the X-Ray SDK,
 * …), found from their package.json `dependencies`; nothing else.
 */
export async function lambdaRuntimeNodePath(projectRoot: string, into: string): Promise<string> {
  const from = join(projectRoot, 'node_modules');
  const to = join(into, 'node_modules');
  await mkdir(to, { recursive: true });
  const sdk = (await readdir(join(from, '@aws-sdk'))).map((p) => `@aws-sdk/${p}`);
  const seen = new Set<string>();
  const queue = [...sdk, ...POWERTOOLS_LAYER_MODULES];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    // A dependency installed only under its dependent's own node_modules resolves from there.
    const text = await readFile(join(from, name, 'package.json'), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    seen.add(name);
    queue.push(...Object.keys((JSON.parse(text) as { dependencies?: Record<string, string> }).dependencies ?? {}));
  }
  for (const name of seen) {
    await mkdir(dirname(join(to, name)), { recursive: true });
    await symlink(join(from, name), join(to, name), 'dir');
  }
  return to;
}

/**
 * Copies a bundle's folder (index.js, its source map, package.json and the data files copied beside
 * it) to `<into>/<name>`, as the Lambda asset holds it: nothing else of the repository.
 */
export async function copyBundleAlone(bundle: BundledFunction, into: string): Promise<string> {
  const dir = join(into, bundle.name);
  await cp(dirname(bundle.file), dir, { recursive: true });
  return join(dir, 'index.js');
}
