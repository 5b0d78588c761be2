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
 * Packages the functions take from the Powertools layer instead of their bundle: the Tracer and what
 * it pulls (the X-Ray SDK, ~123 kB minified in every function). Locally node_modules resolves them.
 */
export const POWERTOOLS_LAYER_MODULES = ['@aws-lambda-powertools/tracer'] as const;

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
  // The Node 22 runtime ships AWS SDK v3 and the Powertools layer the Tracer; leaving them out keeps bundles small.
  externalModules: ['@aws-sdk/*', ...POWERTOOLS_LAYER_MODULES],
  esbuildArgs: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([from, to]) => [`--alias:${from}`, to])),
} satisfies BundlingOptions;

/**
 * The esbuild API call equal to the command NodejsFunction runs for FUNCTION_BUNDLING (same bytes
 * out; test/infra/bundling.test.ts compares them), for measuring bundles without synthesizing.
 */
export function esbuildOptionsFor(projectRoot: string, entry: string, outfile: string): BuildOptions {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: String(FUNCTION_BUNDLING.format) === 'esm' ? 'esm' : 'cjs',
    define: { ...FUNCTION_BUNDLING.define },
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
