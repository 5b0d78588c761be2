import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsHost, type FunctionsHost } from '#infra/local/functions-host';
import { LambdaTimeoutError, type LambdaFunction } from '#infra/local/lambda-runtime';
import { watchSources } from '#infra/local/source-watcher';

/**
 * How `npm start` runs handlers: in a worker thread with its own module graph, restarted when a
 * source file changes and ended when a handler times out. Handlers here are real files in a
 * temporary folder, loaded through tsx like the manifest's entries.
 */

let root: string;
let host: FunctionsHost | undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shipdeck-functions-host-'));
  await mkdir(join(root, 'fns'));
  // ES modules, as the repository's own handlers are.
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n');
});

afterEach(async () => {
  await host?.stop();
  host = undefined;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function handlerFile(name: string, body: string): Promise<LambdaFunction> {
  await writeFile(join(root, 'fns', `${name}.handler.ts`), body);
  return { name, entry: join(root, 'fns', `${name}.handler.ts`), timeoutSeconds: 5 };
}

describe('reloading on a source change', () => {
  it('a change to a module the handler imports is served after the reload line, without restarting anything else', async () => {
    await writeFile(join(root, 'fns', 'greeting.ts'), `export const GREETING: string = 'one';\n`);
    const fn = await handlerFile(
      'greet',
      `import { GREETING } from './greeting';\nexport const handler = async () => ({ greeting: GREETING });\n`,
    );
    host = startFunctionsHost();
    expect(await host.invoke(fn, {})).toEqual({ greeting: 'one' });

    const reloads: { files: string[]; handlers: number }[] = [];
    const reloaded = new Promise<void>((resolve) => {
      const watcher = watchSources({
        root,
        dirs: ['fns'],
        debounceMs: 50,
        onChange: (files) =>
          void host!.reload().then((r) => {
            if (!r) return;
            reloads.push({ files, handlers: r.handlers });
            watcher.close();
            resolve();
          }),
      });
    });
    // An editor's swap file alone is not a change.
    await writeFile(join(root, 'fns', '.greeting.ts.swp'), 'x');
    await writeFile(join(root, 'fns', 'greeting.ts'), `export const GREETING: string = 'two';\n`);
    await reloaded;

    expect(reloads).toEqual([{ files: [join('fns', 'greeting.ts')], handlers: 1 }]);
    expect(await host.invoke(fn, {})).toEqual({ greeting: 'two' });
  });

  it('an invocation running when the functions reload finishes on the code it started with', async () => {
    const fn = await handlerFile(
      'slow-version',
      `export const handler = async () => { await new Promise((r) => setTimeout(r, 300)); return 'old'; };\n`,
    );
    host = startFunctionsHost();
    expect(await host.invoke({ ...fn, name: 'warm-up' }, {})).toBe('old');
    const running = host.invoke(fn, {});
    await sleep(50);
    await handlerFile('slow-version', `export const handler = async () => 'new';\n`);
    await host.reload();
    expect(await running).toBe('old');
    expect(await host.invoke(fn, {})).toBe('new');
  });
});

describe('timeouts and failures', () => {
  it('a timed-out handler is stopped: it writes nothing after its caller got the timeout, and the next call runs', async () => {
    const marker = join(root, 'written-after-timeout');
    const slow = await handlerFile(
      'late-writer',
      `import { writeFileSync } from 'node:fs';\nexport const handler = async () => {\n  await new Promise((r) => setTimeout(r, 600));\n  writeFileSync(${JSON.stringify(marker)}, 'late');\n};\n`,
    );
    const quick = await handlerFile('quick', `export const handler = async (event: { n: number }) => event.n * 2;\n`);
    host = startFunctionsHost();
    expect(await host.invoke(quick, { n: 1 })).toBe(2);

    await expect(host.invoke({ ...slow, timeoutSeconds: 0.2 }, {})).rejects.toBeInstanceOf(LambdaTimeoutError);
    await sleep(900);
    expect(existsSync(marker)).toBe(false);
    expect(await host.invoke(quick, { n: 21 })).toBe(42);
  });

  it('a throwing handler fails the invocation with its own message and stack; the thread stays up', async () => {
    const crash = await handlerFile(
      'crash',
      `export const handler = async () => {\n  throw new TypeError('boom');\n};\n`,
    );
    const ok = await handlerFile('ok', `export const handler = () => 'ok';\n`);
    host = startFunctionsHost();
    const err = await host.invoke(crash, {}).catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect((err as Error).stack).toContain('crash.handler.ts');
    expect(await host.invoke(ok, {})).toBe('ok');
  });
});

describe('a host in its own process (crash tests)', () => {
  it('kill() ends the process with SIGKILL mid-invocation: the call in flight fails, nothing runs on, the next call gets a fresh process', async () => {
    const marker = join(root, 'written-after-kill');
    const slow = await handlerFile(
      'killed-writer',
      `import { writeFileSync } from 'node:fs';\nexport const handler = async () => {\n  await new Promise((r) => setTimeout(r, 600));\n  writeFileSync(${JSON.stringify(marker)}, 'late');\n};\n`,
    );
    const pid = await handlerFile(
      'pid',
      `export const handler = async (event: { n: number }) => [process.pid, event.n * 2];\n`,
    );
    host = startFunctionsHost({ kind: 'process' });
    const [first, doubled] = (await host.invoke(pid, { n: 1 })) as [number, number];
    expect(first).not.toBe(process.pid);
    expect(doubled).toBe(2);

    const inFlight = host.invoke(slow, {}).then(
      () => undefined,
      (err: unknown) => err,
    );
    await sleep(200);
    expect(await host.kill()).toBe(first);
    expect(await inFlight).toMatchObject({ message: expect.stringMatching(/killed/) });
    await sleep(900);
    expect(existsSync(marker)).toBe(false);
    expect(() => process.kill(first, 0)).toThrow();

    const [second, again] = (await host.invoke(pid, { n: 21 })) as [number, number];
    expect(second).not.toBe(first);
    expect(again).toBe(42);
  });
});
