import { join } from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * CommonJS has no `import.meta`: code that finds files beside itself (`new URL('./x', import.meta.url)`)
 * reads this variable instead, which the banner sets to the bundle's own file URL.
 */
const IMPORT_META_URL = '__bundleImportMetaUrl';
const IMPORT_META_URL_BANNER = `const ${IMPORT_META_URL} = require('url').pathToFileURL(__filename).href;`;

/**
 * Packages replaced inside Lambda bundles, by a file relative to the repository root (esbuild
 * resolves alias targets from its working directory, which is the project root for both callers).
 * jsonschema only checks ElectroDB entity models as they are constructed; see the stub for why.
 */
const BUNDLE_ALIASES = { jsonschema: './functions/_lib/db/jsonschema.stub.ts' } as const;

/**
 * The Powertools release every @aws-lambda-powertools package in package.json is pinned to, and the
 * public Powertools layer version that ships it (AWSLambdaPowertoolsTypeScriptV2:50 holds 2.35.0).
 * Move both together; test/infra/stacks.test.ts holds package.json to the first.
 */
export const POWERTOOLS_VERSION = '2.35.0';
export const POWERTOOLS_LAYER_VERSION = 50;

/**
 * Packages the functions take from the Powertools layer instead of their bundle: every Powertools
 * package they import (the layer ships them all at POWERTOOLS_VERSION, with the commons they share and
 * the X-Ray SDK the Tracer pulls). Bundled, the Tracer costs ~123 kB and the others ~24 kB in every
 * function. Locally node_modules resolves them. test/infra/tracing.test.ts holds this list to package.json.
 */
export const POWERTOOLS_LAYER_MODULES = [
  '@aws-lambda-powertools/batch',
  '@aws-lambda-powertools/logger',
  '@aws-lambda-powertools/parameters',
  '@aws-lambda-powertools/tracer',
] as const;

/** Every Powertools package, including those only reached through the listed ones (commons). */
const POWERTOOLS_PACKAGES = '@aws-lambda-powertools/*';

/** The public layer's ARN in `region` (a token in an environment-agnostic stack). */
export function powertoolsLayerArn(region: string): string {
  return `arn:aws:lambda:${region}:094274105915:layer:AWSLambdaPowertoolsTypeScriptV2:${POWERTOOLS_LAYER_VERSION}`;
}

/** Most a function's minified index.js may weigh (bytes, kB as 1,000 bytes); test/infra/bundle-budget.test.ts holds it. */
export const FUNCTION_BUNDLE_BUDGET_BYTES = 400_000;

/**
 * How every function is bundled: local esbuild (no Docker), minified for Node 22 with source maps.
 * `module` before `main` so packages with an ESM build are tree-shaken rather than inlined whole.
 * The output is CommonJS, not ESM: the runtime's AWS SDK is CommonJS, and an ES module that
 * `import`s it takes about twice as long as `require` does (Node 20 and 22 alike), a third of the
 * heaviest function's init (test/bench/lambda-bundle.bench.ts). Tree-shaking is the same either way.
 */
export const FUNCTION_BUNDLING = {
  forceDockerBundling: false,
  format: OutputFormat.CJS,
  target: 'node22',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  define: { 'import.meta.url': IMPORT_META_URL },
  banner: IMPORT_META_URL_BANNER,
  // The Node 22 runtime ships AWS SDK v3 and the Powertools layer every Powertools package; leaving them out keeps bundles small.
  externalModules: ['@aws-sdk/*', ...POWERTOOLS_LAYER_MODULES, POWERTOOLS_PACKAGES],
  esbuildArgs: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([from, to]) => [`--alias:${from}`, to])),
} satisfies BundlingOptions;

/** Which adapters a deployment's ports use: the stack's `adapters` context, SHIPDECK_ADAPTERS in every function. */
export type AdaptersMode = 'sandbox' | 'live';
export const ADAPTERS_MODES: readonly AdaptersMode[] = ['sandbox', 'live'];

/**
 * The expression a bundle holds its deployment's adapters mode in. The wiring chooses each pair of
 * adapters with `(process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live' ? … : …`;
 * in a bundle the left side is a constant, so the choice folds and the other mode's adapters (EasyPost
 * and Stripe clients, the sandbox carriers' rating and ledger) leave it. Unbundled (tests, the local
 * runtime) nothing sets the variable and SHIPDECK_ADAPTERS decides at run time, as before.
 */
export const BUNDLED_ADAPTERS_EXPRESSION = 'process.env.SHIPDECK_BUNDLED_ADAPTERS';

/** FUNCTION_BUNDLING for a deployment whose functions run with `adapters` (their SHIPDECK_ADAPTERS). */
export function functionBundling(adapters: AdaptersMode) {
  return {
    ...FUNCTION_BUNDLING,
    define: { ...FUNCTION_BUNDLING.define, [BUNDLED_ADAPTERS_EXPRESSION]: JSON.stringify(adapters) },
  } satisfies BundlingOptions;
}

/**
 * The esbuild API call equal to the command NodejsFunction runs for functionBundling(adapters) (same
 * bytes out; test/infra/bundling.test.ts compares them), for measuring bundles without synthesizing.
 */
export function esbuildOptionsFor(
  projectRoot: string,
  entry: string,
  outfile: string,
  adapters: AdaptersMode,
): BuildOptions {
  const bundling = functionBundling(adapters);
  return {
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: String(bundling.format) === 'esm' ? 'esm' : 'cjs',
    define: { ...bundling.define },
    target: FUNCTION_BUNDLING.target,
    minify: FUNCTION_BUNDLING.minify,
    sourcemap: FUNCTION_BUNDLING.sourceMap,
    sourcesContent: FUNCTION_BUNDLING.sourcesContent,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    banner: { js: FUNCTION_BUNDLING.banner },
    external: [...FUNCTION_BUNDLING.externalModules],
    alias: { ...BUNDLE_ALIASES },
    logLevel: 'error',
  };
}
