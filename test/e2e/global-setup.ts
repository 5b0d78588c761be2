import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_MEMBER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  LOCAL_HOST,
  LOCAL_PORTS,
} from '#infra/local/local-config';
import { freePort } from '#infra/local/preflight';
import { startLocalStack } from '#infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    login: { email: string; password: string };
    /** The seeded team member whose permission set lacks edit_warehouses. */
    memberLogin: { email: string; password: string };
    /** The seeded Shipdeck staff member (the shipdeck-admins group). */
    adminLogin: { email: string; password: string };
    /** The local SES inbox (aws-ses-v2-local's page), where the app's emails land. */
    emailInboxUrl: string;
    /**
     * The local store simulators' origin: a test places a demo-store order on demand with
     * POST {storeSimulatorUrl}/shopify/{shop}/_sim/orders and reads fulfillments back with GET …/_sim/fulfillments.
     */
    storeSimulatorUrl: string;
    /** The running stack's emulator endpoints, for a test that must call one directly (Cognito admin calls, the table). */
    emulators: { dynamodb: string; cognito: string };
  }
}

/**
 * The sandbox carriers' clock in browser tests: a simulated hour in 0.6 s, so a ground journey
 * (pickup, a few days in transit, delivery) ends within about a minute and its In Transit lasts
 * long enough to be seen, and the sandbox sends its webhooks every 2 s instead of every 15.
 */
const E2E_SANDBOX_TRACKING = { speed: 6_000, emitEverySeconds: 2 };

/**
 * The production build of the web app, in a child process: vitest sets NODE_ENV=test and Vite
 * takes NODE_ENV before its mode, so a build inside this process ships React's development
 * build. Built fresh each run (seconds): a reused web/dist could predate a change in shared/.
 */
async function buildWebApp(outDir: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const args = ['build', '--config', join(process.cwd(), 'web', 'vite.config.ts'), '--outDir', outDir];
  await promisify(execFile)(process.execPath, [vite, ...args, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Every port free at start (E2E_PORT pins the app's), so a developer's `npm start`, another
 * e2e run or any busy port on this machine cannot collide with this one.
 */
async function e2ePorts() {
  const free = new Set<number>();
  while (free.size < 9) free.add(await freePort());
  const [app, dynamodb, sqs, s3, ses, cognito, stores, socialProviders, hostedUi] = [...free];
  return {
    app: Number(process.env.E2E_PORT) || app,
    emulators: { dynamodb, sqs, s3, ses, cognito, stores, socialProviders, hostedUi },
  };
}

/**
 * Builds the web app and starts the whole local stack on a fresh data directory, so every
 * run begins from the seed alone; the browser then exercises the production bundle.
 */
export default async function setup(project: TestProject) {
  // E2E_APP_URL points the tests at a stack that is already running (fast iteration on the UI).
  if (process.env.E2E_APP_URL) {
    project.provide('appUrl', process.env.E2E_APP_URL);
    project.provide('login', { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    project.provide('memberLogin', { email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD });
    project.provide('adminLogin', { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
    project.provide('emailInboxUrl', process.env.E2E_EMAIL_INBOX_URL ?? `http://${LOCAL_HOST}:${LOCAL_PORTS.ses}/`);
    project.provide(
      'storeSimulatorUrl',
      process.env.E2E_STORE_SIMULATOR_URL ?? `http://${LOCAL_HOST}:${LOCAL_PORTS.stores}`,
    );
    // A stack started by `npm start` on its documented ports, unless told otherwise.
    project.provide('emulators', {
      dynamodb: process.env.E2E_DYNAMODB_URL ?? `http://${LOCAL_HOST}:${LOCAL_PORTS.dynamodb}`,
      cognito: process.env.E2E_COGNITO_URL ?? `http://${LOCAL_HOST}:${LOCAL_PORTS.cognito}`,
    });
    return;
  }
  const runDir = await mkdtemp(join(tmpdir(), 'shipdeck-e2e-'));
  const [webRoot, dataDir] = [join(runDir, 'web'), join(runDir, 'data')];
  await Promise.all([buildWebApp(webRoot), mkdir(dataDir)]);
  // Taken only now, right before the stack binds them, so the build's seconds leave no gap.
  const ports = await e2ePorts();
  const stack = await startLocalStack({
    port: ports.app,
    ports: ports.emulators,
    dataDir,
    quiet: true,
    web: 'static',
    webRoot,
    sandboxTracking: E2E_SANDBOX_TRACKING,
    // Browser tests place the demo store's orders when they need one, never on a timer.
    demoStoreOrderEverySeconds: 0,
    // Texas is hot in July: the automations test's heat rule fires whatever the date the suite runs.
    sandboxWeatherMonth: 7,
  });
  project.provide('appUrl', stack.appUrl);
  project.provide('login', stack.login);
  project.provide('memberLogin', stack.memberLogin);
  project.provide('adminLogin', stack.adminLogin);
  project.provide('emailInboxUrl', stack.emailInboxUrl);
  project.provide('storeSimulatorUrl', stack.storeSimulator.origin);
  project.provide('emulators', { dynamodb: stack.endpoints.dynamodb, cognito: stack.endpoints.cognito });
  return async () => {
    await stack.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}
