/**
 * Seconds from spawning `npm start` (fresh data directory, free app port) to the first
 * successful GET /api/health, and to the first successful authenticated GET /api/v1/warehouses
 * (signed in through cognito-local with USER_PASSWORD_AUTH, as the web app does). Then Ctrl-C
 * (SIGINT to the process group, as a terminal sends it) and the seconds until every child is gone.
 * Emulators run on free ports (SHIPDECK_EMULATOR_PORTS=auto), so a running `npm start` does not matter.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#infra/local/preflight';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { benchLine, round } from './support/stats';

const READY_TIMEOUT_MS = 180_000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-bench-startup-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--', '--quiet'], {
    cwd: REPO_ROOT,
    // Emulators on free ports, so the figure can be taken beside a developer's running stack.
    env: { ...process.env, PORT: String(port), SHIPDECK_DATA_DIR: dataDir, SHIPDECK_EMULATOR_PORTS: 'auto' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so SIGINT reaches npm, tsx, node and the emulators like a terminal Ctrl-C.
    detached: true,
  });
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  let exitCode: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => ((exitCode = code ?? signal), resolve())),
  );

  const stopGroup = async (): Promise<number> => {
    const s0 = performance.now();
    if (exitCode === null) {
      try {
        process.kill(-child.pid!, 'SIGINT');
      } catch {
        /* already gone */
      }
      await Promise.race([exited, sleep(20_000)]);
    }
    return (performance.now() - s0) / 1000;
  };

  try {
    const healthAt = await pollUntil(
      async () => (await fetch(`${base}/api/health`)).status === 200,
      () => exitCode !== null,
    );
    const healthSeconds = (healthAt - t0) / 1000;

    const config = (await (await fetch(`${base}/runtime-config.json`)).json()) as {
      userPoolClientId: string;
      userPoolEndpoint: string;
    };
    const idToken = await signIn(config);
    const warehousesAt = await pollUntil(
      async () =>
        (await fetch(`${base}/api/v1/warehouses`, { headers: { 'x-authorization': idToken } })).status === 200,
      () => exitCode !== null,
    );
    const firstCallSeconds = (warehousesAt - t0) / 1000;

    const shutdownSeconds = await stopGroup();
    const left = processGroupAlive(child.pid!);
    console.log(
      `npm start → GET /api/health 200: ${round(healthSeconds)} s; → authenticated GET /api/v1/warehouses 200: ${round(firstCallSeconds)} s; Ctrl-C → all stopped: ${round(shutdownSeconds)} s`,
    );
    console.log(
      benchLine({
        bench: 'startup',
        startToHealthSeconds: round(healthSeconds),
        startToFirstAuthenticatedCallSeconds: round(firstCallSeconds),
        shutdownSeconds: round(shutdownSeconds),
        processesLeftBehind: left,
        exit: exitCode,
      }),
    );
  } catch (err) {
    await stopGroup();
    console.error(
      `startup bench failed: ${err instanceof Error ? err.message : String(err)}\n--- npm start output ---\n${output.join('').slice(-4000)}`,
    );
    process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** USER_PASSWORD_AUTH through the same Cognito endpoint the web app is given. */
async function signIn(config: { userPoolClientId: string; userPoolEndpoint: string }): Promise<string> {
  const res = await fetch(config.userPoolEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: 'demo@shipdeck.local', PASSWORD: 'Shipdeck!2026' },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}

async function pollUntil(probe: () => Promise<boolean>, gaveUp: () => boolean): Promise<number> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gaveUp()) throw new Error('npm start exited before it was ready');
    try {
      if (await probe()) return performance.now();
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

/** Signal 0 to the group: ESRCH means npm, tsx, node, java and cognito-local are all gone. */
function processGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await main();
