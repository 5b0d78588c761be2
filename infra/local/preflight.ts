import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { LOCAL_HOST } from './local-config';

/** An error meant to be printed as one line, without a stack, before exiting 1. */
export class LocalStartError extends Error {
  override readonly name = 'LocalStartError';
}

/** Resolves when `port` can be bound on 127.0.0.1, rejects with a one-line hint otherwise. */
export function assertPortFree(port: number, what: string, envHint?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      const fix = !envHint
        ? 'stop the other process using it'
        : envHint === 'PORT'
          ? 'stop the other process or set PORT=<another port>'
          : `stop the other process (another Shipdeck?) or set ${envHint}=auto`;
      reject(
        new LocalStartError(
          err.code === 'EADDRINUSE' || err.code === 'EACCES'
            ? `Port ${port} (${what}) is in use: ${fix}.`
            : `Port ${port} (${what}) cannot be used: ${err.message}`,
        ),
      );
    });
    probe.listen({ port, host: LOCAL_HOST, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** DynamoDB Local is a Java program; say so plainly instead of failing deep inside a spawn. */
export function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore', timeout: 15_000 });
  if (result.error || result.status !== 0) {
    throw new LocalStartError('Java was not found: install Java 17 or newer (java must be on PATH).');
  }
}

/** A free ephemeral port on 127.0.0.1 (tests, benchmarks). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: LOCAL_HOST }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
