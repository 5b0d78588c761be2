/**
 * Lambda bundles and cold start (goals: every table function ≤ 400 kB minified, ≤ 150 ms module
 * init; only the functions that draw PDFs or barcodes weigh more).
 *
 * Bundles every function of the manifest with the esbuild options NodejsFunction uses, once per
 * adapters mode (a bundle holds only its mode's adapters, function-bundling.ts), and prints each
 * minified index.js of the default (sandbox) mode, heaviest first, then the live bundles that
 * differ. Sizes count both modes: maxKb is the heavier of a function's two bundles, overBudget the
 * functions over the budget in either. Then loads the sandbox bundles, in fresh `node` processes (required, as the
 * Lambda runtime loads a CommonJS handler) with the variables a function reads as it loads, taking
 * turns: a plain table route (PLAIN_TABLE_ROUTE), the heaviest function, a bare handler bundled the
 * same way (Node's own start-up) and the AWS SDK packages the heaviest bundle requires (external: the
 * Lambda runtime provides them). Each figure is the p50 of ROUNDS processes, counted from process
 * start to module loaded. The last line is the BENCH figures: maxKb over the table functions that
 * draw no PDF or barcode,
 * overBudget over every function, initMsP50 the plain table route's.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FUNCTIONS } from '#infra/app-manifest';
import { FUNCTION_BUNDLE_BUDGET_BYTES } from '#infra/constructs/function-bundling';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import {
  PDF_OR_BARCODE_FUNCTIONS,
  bundleFunction,
  bySizeDescending,
  kb,
  sampleFreshLoads,
  type FreshLoad,
} from './support/lambda-bundle';
import { benchLine, percentile, round } from './support/stats';

const ROUNDS = 15;
/** A route that reads one item through one entity: what every table function costs at least. */
const PLAIN_TABLE_ROUTE = 'get-warehouse';
const BARE_HANDLER = 'export const handler = async () => ({ statusCode: 200 });\n';

/** What the construct and Lambda give a function that its modules read as they load. */
const FUNCTION_ENV = {
  TABLE_NAME: 'shipdeck-bench',
  AWS_REGION: 'us-east-1',
  POWERTOOLS_LOG_LEVEL: 'INFO',
  NODE_OPTIONS: '--enable-source-maps',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const p50 = (samples: FreshLoad[], pick: (s: FreshLoad) => number) =>
  round(
    percentile(
      samples.map(pick).sort((a, b) => a - b),
      50,
    ),
    1,
  );

/** The `@aws-sdk/*` packages a bundle leaves to the runtime. */
function externalSdkPackages(bundleFile: string): string[] {
  const code = readFileSync(bundleFile, 'utf8');
  return [...new Set([...code.matchAll(/require\(\s*["'](@aws-sdk\/[^"']+)["']\s*\)/g)].map((m) => m[1]))].sort();
}

async function main(): Promise<void> {
  // Inside the repository so the external AWS SDK resolves from node_modules.
  const cacheDir = join(REPO_ROOT, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outdir = await mkdtemp(join(cacheDir, 'shipdeck-lambda-bundle-'));
  try {
    const bundleAll = (mode: 'sandbox' | 'live') =>
      Promise.all(FUNCTIONS.map((f) => bundleFunction(REPO_ROOT, f, join(outdir, mode), mode)));
    const bundles = bySizeDescending(await bundleAll('sandbox'));
    const liveBundles = bySizeDescending(await bundleAll('live'));
    const sandboxBytes = new Map(bundles.map((b) => [b.name, b.bytes]));
    const liveDiffering = liveBundles.filter((b) => b.bytes !== sandboxBytes.get(b.name));
    const everyMode = [...bundles, ...liveDiffering];
    const tableFunctions = new Set(FUNCTIONS.filter((f) => f.access.table).map((f) => f.name));
    const [heaviest] = bundles;
    // The table functions held to the budget: all but those that draw PDFs or barcodes.
    const [heaviestTable] = bySizeDescending(
      everyMode.filter((b) => tableFunctions.has(b.name) && !PDF_OR_BARCODE_FUNCTIONS.includes(b.name)),
    );
    const plain = bundles.find((b) => b.name === PLAIN_TABLE_ROUTE);
    if (!plain) throw new Error(`${PLAIN_TABLE_ROUTE} is no manifest function`);
    const overBudget = [...new Set(everyMode.filter((b) => b.bytes > FUNCTION_BUNDLE_BUDGET_BYTES).map((b) => b.name))];
    console.log(
      `${bundles.length} functions, minified index.js, sandbox adapters (budget ${kb(FUNCTION_BUNDLE_BUDGET_BYTES)} kB):`,
    );
    for (const b of bundles) {
      const mark = tableFunctions.has(b.name) ? '' : '  (no table)';
      console.log(`  ${String(kb(b.bytes)).padStart(7)} kB  ${b.name}${mark}`);
    }
    console.log(`live adapters, the ${liveDiffering.length} bundles that differ:`);
    for (const b of liveDiffering) {
      console.log(`  ${String(kb(b.bytes)).padStart(7)} kB  ${b.name} (sandbox ${kb(sandboxBytes.get(b.name)!)} kB)`);
    }

    const bareEntry = join(outdir, 'bare.handler.mjs');
    await writeFile(bareEntry, BARE_HANDLER);
    const bare = await bundleFunction(
      REPO_ROOT,
      { name: 'bare', entry: relative(REPO_ROOT, bareEntry) },
      outdir,
      'sandbox',
    );
    const sdkPackages = externalSdkPackages(heaviest.file);
    const sdkOnly = join(outdir, 'sdk-only.cjs');
    await writeFile(sdkOnly, sdkPackages.map((p) => `require('${p}');\n`).join(''));

    const env = { ...FUNCTION_ENV, POWERTOOLS_SERVICE_NAME: plain.name };
    const samples = await sampleFreshLoads(
      { plain: plain.file, heaviest: heaviest.file, bare: bare.file, sdk: sdkOnly },
      env,
      ROUNDS,
    );
    const initMsP50 = p50(samples.plain, (s) => s.sinceStartMs);
    const heaviestInitMsP50 = p50(samples.heaviest, (s) => s.sinceStartMs);
    const bareInitMsP50 = p50(samples.bare, (s) => s.sinceStartMs);
    const sdkInitMsP50 = p50(samples.sdk, (s) => s.sinceStartMs);
    console.log(
      `\n${ROUNDS} fresh processes each, p50 from process start to module loaded:` +
        `\n  ${plain.name} (plain table route, ${kb(plain.bytes)} kB) ${initMsP50} ms` +
        ` (its require ${p50(samples.plain, (s) => s.loadMs)} ms; ${round(initMsP50 - bareInitMsP50, 1)} ms over bare)` +
        `\n  ${heaviest.name} (heaviest, ${kb(heaviest.bytes)} kB) ${heaviestInitMsP50} ms` +
        ` (its require ${p50(samples.heaviest, (s) => s.loadMs)} ms; ${round(heaviestInitMsP50 - bareInitMsP50, 1)} ms over bare)` +
        `\n  bare handler ${bareInitMsP50} ms; ${sdkPackages.join(' + ') || 'no AWS SDK'} alone ${sdkInitMsP50} ms` +
        `\n  heaviest table function: ${heaviestTable.name} ${kb(heaviestTable.bytes)} kB;` +
        ` over ${kb(FUNCTION_BUNDLE_BUDGET_BYTES)} kB: ${overBudget.join(', ') || 'none'}`,
    );
    console.log(
      benchLine({
        bench: 'lambda-bundle',
        functions: bundles.length,
        maxKb: kb(heaviestTable.bytes),
        overBudget: overBudget.length,
        initMsP50,
        bareInitMsP50,
      }),
    );
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

await main();
