import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleFunction,
  bySizeDescending,
  freshLoad,
  kb,
  parseFreshLoad,
  sampleFreshLoads,
} from '#test/bench/support/lambda-bundle';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shipdeck-lambda-bundle-unit-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bundle sizes', () => {
  it('kB are 1,000 bytes, one decimal', () => {
    expect(kb(400_000)).toBe(400);
    expect(kb(809_512)).toBe(809.5);
  });

  it('heaviest first, without reordering the input', () => {
    const input = [
      { name: 'a', bytes: 2 },
      { name: 'b', bytes: 9 },
      { name: 'c', bytes: 5 },
    ];
    expect(bySizeDescending(input).map((b) => b.name)).toEqual(['b', 'c', 'a']);
    expect(input.map((b) => b.name)).toEqual(['a', 'b', 'c']);
  });

  it('bundles an entry into <outdir>/<name>/index.js and lists its sources', async () => {
    await writeFile(
      join(dir, 'tiny.handler.ts'),
      'export const handler = async () => ({ statusCode: 200 as const });\n',
    );
    const bundle = await bundleFunction(dir, { name: 'tiny', entry: 'tiny.handler.ts' }, join(dir, 'out'), 'sandbox');
    expect(bundle.file).toBe(join(dir, 'out', 'tiny', 'index.js'));
    expect(bundle.bytes).toBe((await stat(bundle.file)).size);
    expect(bundle.inputs).toEqual(['tiny.handler.ts']);
  });

  it("a bundle holds only its adapters mode's branch of a choice written as the wiring writes it", async () => {
    await writeFile(join(dir, 'live-adapter.ts'), "export const liveAdapter = () => 'LIVE_ADAPTER_CODE';\n");
    await writeFile(join(dir, 'sandbox-adapter.ts'), "export const sandboxAdapter = () => 'SANDBOX_ADAPTER_CODE';\n");
    await writeFile(
      join(dir, 'choose.handler.ts'),
      "import { liveAdapter } from './live-adapter';\nimport { sandboxAdapter } from './sandbox-adapter';\n" +
        "const mode = () => process.env.SHIPDECK_ADAPTERS ?? 'sandbox';\n" +
        "const adapter = (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? mode()) === 'live' ? liveAdapter() : sandboxAdapter();\n" +
        'export const handler = async () => adapter;\n',
    );
    const entry = { name: 'choose', entry: 'choose.handler.ts' };
    const live = await bundleFunction(dir, entry, join(dir, 'live'), 'live');
    const sandbox = await bundleFunction(dir, entry, join(dir, 'sandbox'), 'sandbox');
    expect([...live.inputs].sort()).toEqual(['choose.handler.ts', 'live-adapter.ts']);
    expect([...sandbox.inputs].sort()).toEqual(['choose.handler.ts', 'sandbox-adapter.ts']);
    expect(await readFile(live.file, 'utf8')).not.toContain('SANDBOX_ADAPTER_CODE');
    expect(await readFile(sandbox.file, 'utf8')).not.toContain('LIVE_ADAPTER_CODE');
  });

  it('a CommonJS bundle still finds files beside itself through import.meta.url', async () => {
    await writeFile(
      join(dir, 'beside.handler.ts'),
      "const here = new URL('./index.js', import.meta.url).pathname;\n" +
        "if (!here.endsWith('/beside/index.js')) throw new Error(`import.meta.url is ${import.meta.url}`);\n" +
        'export const handler = async () => here;\n',
    );
    const bundle = await bundleFunction(
      dir,
      { name: 'beside', entry: 'beside.handler.ts' },
      join(dir, 'out'),
      'sandbox',
    );
    await expect(freshLoad(bundle.file, {})).resolves.toMatchObject({ loadMs: expect.any(Number) });
  });
});

describe('fresh-process import timing', () => {
  it('reads the report the child prints', () => {
    expect(parseFreshLoad('{"sinceStartMs":40.5,"loadMs":3.25}')).toEqual({ sinceStartMs: 40.5, loadMs: 3.25 });
    expect(() => parseFreshLoad('{"loadMs":3}')).toThrow(/no load timing/);
  });

  it('counts the module’s top-level work in its import time', async () => {
    const slow = join(dir, 'slow.mjs');
    await writeFile(
      slow,
      'const until = Date.now() + 120; while (Date.now() < until);\nexport const handler = () => 1;\n',
    );
    const { sinceStartMs, loadMs } = await freshLoad(slow, {});
    expect(loadMs).toBeGreaterThanOrEqual(120);
    expect(sinceStartMs).toBeGreaterThanOrEqual(loadMs);
  });

  it('gives the child exactly the variables asked for, nothing of this process', async () => {
    process.env.SHIPDECK_LEAK_PROBE = 'leaked';
    try {
      const probe = join(dir, 'env-probe.mjs');
      await writeFile(
        probe,
        "if (process.env.TABLE_NAME !== 't' || process.env.SHIPDECK_LEAK_PROBE) throw new Error('env ' + JSON.stringify(process.env));\n",
      );
      await expect(freshLoad(probe, { TABLE_NAME: 't' })).resolves.toMatchObject({ loadMs: expect.any(Number) });
    } finally {
      delete process.env.SHIPDECK_LEAK_PROBE;
    }
  });

  it('fails with the child’s error when the module throws as it loads', async () => {
    const broken = join(dir, 'broken.mjs');
    await writeFile(broken, "throw new Error('TABLE_NAME is missing');\n");
    await expect(freshLoad(broken, {})).rejects.toThrow(/exited 1: .*TABLE_NAME is missing/s);
  });

  it('takes the modules in turns, one unrecorded warm-up round first', async () => {
    const log = join(dir, 'order.log');
    await writeFile(log, '');
    const modules = { a: join(dir, 'a.mjs'), b: join(dir, 'b.mjs') };
    for (const [key, file] of Object.entries(modules)) {
      await writeFile(
        file,
        `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(log)}, '${key}');\n`,
      );
    }
    const samples = await sampleFreshLoads(modules, {}, 2);
    expect(await readFile(log, 'utf8')).toBe('ababab');
    expect(samples.a).toHaveLength(2);
    expect(samples.b).toHaveLength(2);
  });
});
