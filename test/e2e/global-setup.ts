import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '#infra/local/local-config';
import { startLocalStack } from '#infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    login: { email: string; password: string };
    /** The seeded team member whose permission set lacks edit_warehouses. */
    memberLogin: { email: string; password: string };
  }
}

/** App port for e2e, away from a developer's `npm start` on 3000. */
const E2E_PORT = Number(process.env.E2E_PORT) || 3100;

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
    return;
  }
  await build({ configFile: join(process.cwd(), 'web', 'vite.config.ts'), logLevel: 'warn' });
  const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-e2e-'));
  const stack = await startLocalStack({ port: E2E_PORT, dataDir, quiet: true, web: 'static' });
  project.provide('appUrl', stack.appUrl);
  project.provide('login', stack.login);
  project.provide('memberLogin', stack.memberLogin);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
