import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Entity } from '#lib/db/electrodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '#infra/app-manifest';
import { ADAPTERS_MODES, FUNCTION_BUNDLE_BUDGET_BYTES, type AdaptersMode } from '#infra/constructs/function-bundling';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { forEachConcurrently } from '#lib/concurrently';
import {
  PDF_OR_BARCODE_FUNCTIONS,
  lambdaRuntimeNodePath,
  bundleFunction,
  copyBundleAlone,
  freshLoad,
  kb,
  type BundledFunction,
} from '#test/bench/support/lambda-bundle';

// Every manifest function bundled with the options NodejsFunction uses (bundling.test.ts proves the
// bytes are the same), so a dependency or import that brings a whole library back fails here. Each
// is bundled for both adapters modes a deployment may run (function-bundling.ts: a bundle holds only
// its mode's adapters) and both are held to the budget; the sandbox bundles (the stack's default)
// are the ones the load checks and the bench use, with every live bundle that differs from its
// sandbox one loaded too. test/bench/lambda-bundle.bench.ts measures the same bundles' init time;
// time is no test.
let outdir: string;
const DEFAULT_ADAPTERS: AdaptersMode = 'sandbox';
const bundlesByMode = new Map<AdaptersMode, Map<string, BundledFunction>>();
/** The bundles of the default mode. */
const bundles = new Map<string, BundledFunction>();
/** Every bundle of every mode, a live one only where it differs from the sandbox one. */
const distinctBundles: { mode: AdaptersMode; bundle: BundledFunction }[] = [];

beforeAll(async () => {
  // Inside the repository so the external AWS SDK resolves when a bundle is imported.
  const cacheDir = join(REPO_ROOT, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  outdir = await mkdtemp(join(cacheDir, 'shipdeck-bundle-budget-'));
  for (const mode of ADAPTERS_MODES) {
    const built = await Promise.all(FUNCTIONS.map((f) => bundleFunction(REPO_ROOT, f, join(outdir, mode), mode)));
    bundlesByMode.set(mode, new Map(built.map((b) => [b.name, b])));
  }
  for (const [name, bundle] of bundlesByMode.get(DEFAULT_ADAPTERS)!) bundles.set(name, bundle);
  for (const [mode, byName] of bundlesByMode) {
    for (const bundle of byName.values()) {
      const sandbox = bundles.get(bundle.name)!;
      const same =
        mode !== DEFAULT_ADAPTERS &&
        bundle.bytes === sandbox.bytes &&
        (await readFile(bundle.file)).equals(await readFile(sandbox.file));
      if (!same) distinctBundles.push({ mode, bundle });
    }
  }
}, 600_000);

/** Every distinct bundle, a live one named `<name> (live)`. */
const allBundles = (): BundledFunction[] =>
  distinctBundles.map(({ mode, bundle }) =>
    mode === DEFAULT_ADAPTERS ? bundle : { ...bundle, name: `${bundle.name} (${mode})` },
  );

afterAll(async () => {
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

const TABLE_FUNCTION = FUNCTIONS.find((f) => f.access.table && f.http?.length)!;

/**
 * The functions that draw PDFs or barcodes carry their drawing libraries on top of what every table
 * function carries (ElectroDB without its Service ~175 kB, zod ~97 kB, middy: ~270 kB), each held to a
 * ceiling of its own. The entities are no longer a reason: each function bundles only the entities
 * its own adapters name (functions/<domain>/db), so a new entity grows only its domain's functions.
 */
/** The label-purchase worker draws the sandbox's label documents: pdf-lib and bwip-js (~1.4 MB). */
const LABEL_WORKER_CEILING_BYTES = 1_900_000;
/**
 * The print routes that draw: POST builds small jobs in the request, the worker large ones. Label PDFs
 * come from S3 and the print documents draw no barcode, so they carry pdf-lib (~430 kB with its fonts
 * and pako) without bwip-js (the layout drawer takes the barcode drawer as a parameter,
 * functions/labels/render/layout-pdf.ts). GET /print-jobs/{jobId} stays under the budget (no renderer).
 */
const PRINT_RENDER_CEILING_BYTES = 870_000;
/** The invoice PDFs draw with pdf-lib in the request (~430 kB with its fonts). */
const INVOICE_PDF_CEILING_BYTES = 820_000;
/** The claim PDF draws with pdf-lib in the request, and reads the claim, the order and the company's brand. */
const CLAIM_PDF_CEILING_BYTES = 820_000;
/** Freight booking draws the sandbox's bill of lading and pallet labels: pdf-lib and bwip-js, as the label worker. */
const FREIGHT_BOOKING_CEILING_BYTES = 1_900_000;
const DRAWS_PDF_OR_BARCODE = new Map<string, number>([
  ['purchase-label', LABEL_WORKER_CEILING_BYTES],
  ['create-print-job', PRINT_RENDER_CEILING_BYTES],
  ['build-print-job', PRINT_RENDER_CEILING_BYTES],
  ['invoice-pdf', INVOICE_PDF_CEILING_BYTES],
  ['claim-pdf', CLAIM_PDF_CEILING_BYTES],
  ['book-freight', FREIGHT_BOOKING_CEILING_BYTES],
]);

/** Every table function is held to the budget: the only functions over it are those that draw. */
const OVER_BUDGET = DRAWS_PDF_OR_BARCODE;

it('only the functions that draw PDFs or barcodes have ceilings of their own', () => {
  expect([...DRAWS_PDF_OR_BARCODE.keys()].sort()).toEqual([...PDF_OR_BARCODE_FUNCTIONS].sort());
});

describe(`issue 8 §4: every function bundle is at most ${kb(FUNCTION_BUNDLE_BUDGET_BYTES)} kB minified`, () => {
  it.each(
    FUNCTIONS.filter((f) => !OVER_BUDGET.has(f.name)).flatMap((f) =>
      ADAPTERS_MODES.map((mode) => [f.name, mode] as const),
    ),
  )('%s (%s adapters)', (name, mode) => {
    const bundle = bundlesByMode.get(mode)!.get(name)!;
    expect(bundle.bytes, `${name}: ${kb(bundle.bytes)} kB`).toBeLessThanOrEqual(FUNCTION_BUNDLE_BUDGET_BYTES);
  });

  it.each(
    [...OVER_BUDGET].flatMap(([name, ceiling]) =>
      ADAPTERS_MODES.map((mode) => [name, kb(ceiling), ceiling, mode] as const),
    ),
  )(
    `%s (known over budget) stays within %s kB (%s adapters) and leaves the list once under`,
    (name, _kb, ceiling, mode) => {
      const bundle = bundlesByMode.get(mode)!.get(name);
      expect(bundle, `${name} is no manifest function`).toBeDefined();
      expect(bundle!.bytes, `${name}: ${kb(bundle!.bytes)} kB`).toBeLessThanOrEqual(ceiling);
      expect(bundle!.bytes, `${name} is within the budget now: take it off OVER_BUDGET`).toBeGreaterThan(
        FUNCTION_BUNDLE_BUDGET_BYTES,
      );
    },
  );

  it("zod's locales stay out (only the English messages zod installs by default are bundled)", () => {
    for (const bundle of allBundles()) {
      const locales = bundle.inputs.filter((i) => /node_modules\/zod\/v4\/locales\/(?!en\.js$)/.test(i));
      expect(locales, bundle.name).toEqual([]);
    }
  });

  it('no Powertools package is bundled (the layer provides them all)', () => {
    const withPowertools = [...allBundles()].filter((b) =>
      b.inputs.some((i) => i.includes('node_modules/@aws-lambda-powertools/')),
    );
    expect(withPowertools.map((b) => b.name)).toEqual([]);
  });

  it("ElectroDB's Service stays out of every bundle (nothing builds one; entities and transactions stand alone)", () => {
    const withService = [...allBundles()].filter((b) =>
      b.inputs.some((i) => i.includes('node_modules/electrodb/src/service.js')),
    );
    expect(withService.map((b) => b.name)).toEqual([]);
  });

  it('jsonschema is replaced by the stub in every bundle that carries ElectroDB', () => {
    const withElectro = [...allBundles()].filter((b) => b.inputs.some((i) => i.includes('node_modules/electrodb/')));
    expect(withElectro.map((b) => b.name)).toContain(TABLE_FUNCTION.name);
    for (const bundle of withElectro) {
      expect(
        bundle.inputs.filter((i) => i.includes('node_modules/jsonschema/')),
        bundle.name,
      ).toEqual([]);
      expect(bundle.inputs, bundle.name).toContain('functions/_lib/db/jsonschema.stub.ts');
    }
  });

  it('every bundle loads in a fresh node process as the Lambda runtime loads it (stub and CommonJS in place)', async () => {
    const env = {
      TABLE_NAME: 'shipdeck-test',
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const failures: string[] = [];
    await forEachConcurrently([...allBundles()], 4, async (bundle) => {
      await freshLoad(bundle.file, env).catch((err: Error) => failures.push(`${bundle.name}: ${err.message}`));
    });
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('every bundle runs as deployed: alone, with only the runtime’s AWS SDK and the Powertools layer beside it', () => {
  it('no bundle requires a package at run time (createRequire is never followed by esbuild, so the package is missing in Lambda)', async () => {
    const requiring: string[] = [];
    for (const bundle of allBundles()) {
      if ((await readFile(bundle.file, 'utf8')).includes('createRequire')) requiring.push(bundle.name);
    }
    expect(requiring).toEqual([]);
  });

  it('every bundle loads from a folder outside the repository holding only it and its manifest assets', async () => {
    // Outside the repository, so no node_modules of ours is found by walking up; NODE_PATH gives the
    // SDK and the layer's packages alone, as the Lambda runtime does. Loading wires the adapters, and an adapter that reads a
    // data file finds it then, so a missing asset fails here too.
    const alone = await mkdtemp(join(tmpdir(), 'shipdeck-bundle-alone-'));
    try {
      const nodePath = await lambdaRuntimeNodePath(REPO_ROOT, join(alone, 'runtime'));
      const env = {
        TABLE_NAME: 'shipdeck-test',
        AWS_REGION: 'us-east-1',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        NODE_PATH: nodePath,
      };
      const failures: string[] = [];
      await forEachConcurrently([...allBundles()], 4, async (bundle) => {
        const file = await copyBundleAlone(bundle, join(alone, 'functions'));
        await freshLoad(file, env).catch((err: Error) => failures.push(`${bundle.name}: ${err.message}`));
      });
      expect(failures).toEqual([]);
    } finally {
      await rm(alone, { recursive: true, force: true });
    }
  }, 600_000);
});

describe('the entity models the bundles leave unchecked pass ElectroDB’s own model check', () => {
  it('ElectroDB rejects a malformed model when jsonschema is the real package (as here, unbundled)', () => {
    const malformed = {
      model: { entity: 'x', version: '1', service: 's' },
      attributes: { a: { type: 'nonsense' } },
      indexes: {},
    };
    expect(() => new Entity(malformed as never)).toThrow(/errors\/#invalid-model/);
  });

  it('every entity module, in whichever domain owns it, constructs its entities under that check', async () => {
    const dir = join(REPO_ROOT, 'functions');
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.entity.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const entities = Object.values(await import(join(dir, file))).filter((v) => v instanceof Entity);
      expect(entities.length, file).toBeGreaterThan(0);
    }
  });
});
