import { spawn } from 'node:child_process';

/**
 * A tiny helper process that ends the emulators this process started if this process dies
 * without stopping them (kill -9, or tsx escalating to SIGKILL on a busy machine): it holds
 * our stdin pipe, and when that closes without a `done` line it kills every pid it was given.
 * It ignores SIGINT/SIGTERM so a terminal Ctrl-C cannot take it down before it has looked.
 */
const WATCHDOG_SOURCE = `
const pids = new Set();
let done = false;
let buffer = '';
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => {});
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let i;
  while ((i = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, i).trim();
    buffer = buffer.slice(i + 1);
    if (line === 'done') done = true;
    else if (/^watch \\d+$/.test(line)) pids.add(Number(line.slice(6)));
  }
});
process.stdin.on('end', () => {
  if (done) process.exit(0);
  const kill = (sig) => { for (const p of pids) { try { process.kill(p, sig); } catch {} } };
  kill('SIGTERM');
  setTimeout(() => { kill('SIGKILL'); process.exit(0); }, 3000);
});
`;

export interface Watchdog {
  watch(pid: number | undefined): void;
  /** Normal shutdown: the emulators are already stopped, nothing to kill. */
  release(): Promise<void>;
}

export function startWatchdog(): Watchdog {
  const child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE], { stdio: ['pipe', 'ignore', 'ignore'] });
  child.on('error', () => undefined);
  child.stdin.on('error', () => undefined);
  return {
    watch: (pid) => {
      if (pid) child.stdin.write(`watch ${pid}\n`);
    },
    release: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end('done\n');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 2000).unref();
      }),
  };
}
