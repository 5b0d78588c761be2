import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertJavaAvailable, assertPortFree, freePort } from '#infra/local/preflight';

/** `npm start` refuses clearly, in one line (issue 2 §3: "a port in use or a missing Java gives a one-line clear error"). */
describe('preflight', () => {
  let blocker: Server | undefined;
  const path = process.env.PATH;
  afterEach(async () => {
    process.env.PATH = path;
    await new Promise((r) => (blocker ? blocker.close(r) : r(undefined)));
    blocker = undefined;
  });

  it('issue 2 §3: a port in use names the port and the fix, on one line', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((r) => blocker!.listen(port, '127.0.0.1', () => r()));
    const err = await assertPortFree(port, 'app', 'PORT').catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe(
      `Port ${port} (app) is in use: stop the other process or set PORT=<another port>.`,
    );
  });

  it('issue 2 §3: a free port passes', async () => {
    await expect(assertPortFree(await freePort(), 'app', 'PORT')).resolves.toBeUndefined();
  });

  it('issue 2 §3: missing Java is named plainly', () => {
    process.env.PATH = '/nonexistent';
    expect(() => assertJavaAvailable()).toThrow(/^Java was not found: install Java 17 or newer/);
  });
});

describe('preflight for emulator ports', () => {
  it('issue 2 §3: a busy emulator port points at SHIPDECK_EMULATOR_PORTS=auto', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    try {
      const err = await assertPortFree(port, 'DynamoDB Local', 'SHIPDECK_EMULATOR_PORTS').catch((e: Error) => e);
      expect((err as Error).message).toBe(
        `Port ${port} (DynamoDB Local) is in use: stop the other process (another Shipdeck?) or set SHIPDECK_EMULATOR_PORTS=auto.`,
      );
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  });
});
