import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS, type FunctionDefinition } from '#infra/app-manifest';
import { esbuildOptionsFor } from '#infra/constructs/function-bundling';
import { adaptersModeOf, defaultProjectRoot } from '#infra/constructs/lambda-function.construct';
import { constructIdOf } from '#infra/stacks/stateful.stack';
import { FAKE_FUNCTIONS, synthApp } from './synth-helpers';

// Real esbuild bundling (no Docker) for a slice of the app: one manifest function that reads the
// table (so ElectroDB, zod and middy get bundled) and one queue worker. The other infra tests skip
// bundling to stay fast; `npm run synth` bundles every function.
const TABLE_READER = FUNCTIONS.find((f) => f.access.table && f.http?.length);
const WITH_ASSETS = FUNCTIONS.find((f) => f.assets?.length);
const SLICE: FunctionDefinition[] = [
  TABLE_READER ?? FUNCTIONS[0],
  FAKE_FUNCTIONS.find((f) => f.queue)!,
  ...(WITH_ASSETS ? [WITH_ASSETS] : []),
];

let outdir: string;
let resources: Record<string, { Type: string; Properties: Record<string, any> }>;

beforeAll(() => {
  const built = synthApp({ functions: SLICE, bundle: true });
  resources = Object.assign(
    {},
    ...built.stateless.functionGroups.map((group) => Template.fromStack(group).toJSON().Resources),
  );
  outdir = built.app.outdir;
});

describe('issue 2 §4 Cloud: NodejsFunction bundles with local esbuild', () => {
  it.each(SLICE.map((f) => [f.name, f] as const))(
    '%s is a minified CommonJS bundle with the import.meta.url banner and a source map',
    (_name, definition) => {
      const [fn] = Object.entries(resources).filter(
        ([id, r]) =>
          r.Type === 'AWS::Lambda::Function' &&
          new RegExp(`^${constructIdOf(definition.name)}Function[0-9A-F]{8}$`).test(id),
      );
      expect(fn, definition.name).toBeDefined();
      const assetHash = String(fn[1].Properties.Code.S3Key).replace(/\.zip$/, '');
      const assetDir = join(outdir, `asset.${assetHash}`);
      const bundlePath = join(assetDir, 'index.js');
      expect(existsSync(bundlePath), bundlePath).toBe(true);
      expect(existsSync(`${bundlePath}.map`)).toBe(true);

      const bundle = readFileSync(bundlePath, 'utf8');
      expect(bundle.startsWith("const __bundleImportMetaUrl = require('url').pathToFileURL(__filename).href;")).toBe(
        true,
      );
      expect(bundle).toMatch(/\bhandler:\(\)=>/);
      expect(bundle).toMatch(/module\.exports=/);
      expect(bundle).not.toMatch(/^import |\bexport\s*\{/m);
      // Minified: comments are gone and whitespace squeezed out of the code.
      expect(bundle).not.toContain('Entry for the test-only manifest entries');
      expect(bundle).not.toMatch(/^ {2}(const|let|return|await) /m);
    },
  );

  it('data files named in the manifest (assets) are copied beside the bundle', () => {
    expect(WITH_ASSETS, 'a manifest function with assets').toBeDefined();
    const [fn] = Object.entries(resources).filter(
      ([id, r]) =>
        r.Type === 'AWS::Lambda::Function' &&
        new RegExp(`^${constructIdOf(WITH_ASSETS!.name)}Function[0-9A-F]{8}$`).test(id),
    );
    const assetDir = join(outdir, `asset.${String(fn[1].Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    for (const asset of WITH_ASSETS!.assets!) {
      expect(existsSync(join(assetDir, asset.split('/').pop()!)), asset).toBe(true);
    }
  });

  it('the bundle is byte for byte what esbuildOptionsFor builds, which the budget test and the bench measure', async () => {
    const reader = SLICE[0];
    const [fn] = Object.entries(resources).filter(
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(`${constructIdOf(reader.name)}Function`),
    );
    const deployed = readFileSync(
      join(outdir, `asset.${String(fn[1].Properties.Code.S3Key).replace(/\.zip$/, '')}`, 'index.js'),
    );
    const dir = await mkdtemp(join(tmpdir(), 'shipdeck-bundling-'));
    try {
      // Built for the adapters the function runs with (its SHIPDECK_ADAPTERS), as the construct builds it.
      const adapters = adaptersModeOf(fn[1].Properties.Environment.Variables);
      await build(esbuildOptionsFor(defaultProjectRoot(), reader.entry, join(dir, 'index.js'), adapters));
      const measured = readFileSync(join(dir, 'index.js'));
      expect(measured.length).toBe(deployed.length);
      expect(measured.equals(deployed)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the AWS SDK stays external (the Lambda runtime provides it)', () => {
    const reader = SLICE[0];
    const [fn] = Object.entries(resources).filter(
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(`${constructIdOf(reader.name)}Function`),
    );
    const bundle = readFileSync(
      join(outdir, `asset.${String(fn[1].Properties.Code.S3Key).replace(/\.zip$/, '')}`, 'index.js'),
      'utf8',
    );
    if (reader.access.table) expect(bundle).toMatch(/require\("@aws-sdk\/client-dynamodb"\)/);
    expect(bundle).not.toContain('DynamoDBClient=class');
  });
});
