/**
 * Lambda bundles and cold start (issue 8 §4; goals: every function ≤ 400 kB minified, ≤ 150 ms
 * module init).
 *
 * Bundles every function of the manifest with the esbuild options NodejsFunction uses and prints
 * each minified index.js, heaviest first. Then loads the heaviest bundle in fresh `node` processes
 * (required, as the Lambda runtime loads a CommonJS handler) with the variables a function reads
 * as it loads, taking turns with a bare handler bundled the same way (Node's own start-up) and with
 * the AWS SDK packages that bundle requires (external: the Lambda runtime provides them, so they
 * load from node_modules here as they load from the runtime there). Each figure is the p50 of
 * ROUNDS processes, counted from process start to module loaded.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FUNCTIONS } from '#infra/app-manifest';
import { FUNCTION_BUNDLE_BUDGET_BYTES } from '#infra/constructs/function-bundling';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { bundleFunction, bySizeDescending, kb, sampleFreshLoads, type FreshLoad } from './support/lambda-bundle';
import { benchLine, percentile, round } from './support/stats';

const ROUNDS = 15;
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
    const bundles = bySizeDescending(await Promise.all(FUNCTIONS.map((f) => bundleFunction(REPO_ROOT, f, outdir))));
    const [heaviest] = bundles;
    const lightest = bundles[bundles.length - 1];
    const overBudget = bundles.filter((b) => b.bytes > FUNCTION_BUNDLE_BUDGET_BYTES);
    console.log(`${bundles.length} functions, minified index.js (budget ${kb(FUNCTION_BUNDLE_BUDGET_BYTES)} kB):`);
    for (const b of bundles) console.log(`  ${String(kb(b.bytes)).padStart(7)} kB  ${b.name}`);

    const bareEntry = join(outdir, 'bare.handler.mjs');
    await writeFile(bareEntry, BARE_HANDLER);
    const bare = await bundleFunction(REPO_ROOT, { name: 'bare', entry: relative(REPO_ROOT, bareEntry) }, outdir);
    const sdkPackages = externalSdkPackages(heaviest.file);
    const sdkOnly = join(outdir, 'sdk-only.cjs');
    await writeFile(sdkOnly, sdkPackages.map((p) => `require('${p}');\n`).join(''));

    const env = { ...FUNCTION_ENV, POWERTOOLS_SERVICE_NAME: heaviest.name };
    const samples = await sampleFreshLoads({ handler: heaviest.file, bare: bare.file, sdk: sdkOnly }, env, ROUNDS);
    const initMsP50 = p50(samples.handler, (s) => s.sinceStartMs);
    const bareInitMsP50 = p50(samples.bare, (s) => s.sinceStartMs);
    const sdkInitMsP50 = p50(samples.sdk, (s) => s.sinceStartMs);
    const loadMsP50 = p50(samples.handler, (s) => s.loadMs);
    console.log(
      `\n${heaviest.name} (${kb(heaviest.bytes)} kB), ${ROUNDS} fresh processes each, p50 from process start to module loaded:` +
        `\n  handler ${initMsP50} ms (its require ${loadMsP50} ms); bare handler ${bareInitMsP50} ms;` +
        ` ${sdkPackages.join(' + ') || 'no AWS SDK'} alone ${sdkInitMsP50} ms` +
        `\n  module init over the bare handler: ${round(initMsP50 - bareInitMsP50, 1)} ms,` +
        ` of which the SDK ${round(sdkInitMsP50 - bareInitMsP50, 1)} ms and the bundle ${round(initMsP50 - sdkInitMsP50, 1)} ms`,
    );
    console.log(
      benchLine({
        bench: 'lambda-bundle',
        maxKb: kb(heaviest.bytes),
        initMsP50,
        bareInitMsP50,
        heaviest: heaviest.name,
        minKb: kb(lightest.bytes),
        functions: bundles.length,
        overBudget: overBudget.length,
        moduleInitOverBareMsP50: round(initMsP50 - bareInitMsP50, 1),
        loadMsP50,
        sdkInitMsP50,
        bundleOverSdkMsP50: round(initMsP50 - sdkInitMsP50, 1),
      }),
    );
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

await main();
