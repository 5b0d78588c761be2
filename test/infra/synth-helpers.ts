import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import type { FunctionDefinition } from '#infra/app-manifest';
import { buildApp } from '#infra/stacks/shipdeck-app';

/**
 * Entries the real manifest may not have yet, so every trigger kind and every access kind is
 * synthesized and asserted. Names start with `fake-` to never collide with real functions.
 */
export const FAKE_FUNCTIONS: FunctionDefinition[] = [
  {
    name: 'fake-label-worker',
    entry: 'test/infra/fixtures/fake-worker.handler.ts',
    queue: { queue: 'label-purchase', batchSize: 7 },
    access: { table: 'readwrite', sendsTo: ['emails'], buckets: [{ name: 'documents', access: 'readwrite' }] },
    timeoutSeconds: 120,
  },
  {
    name: 'fake-mail-worker',
    entry: 'test/infra/fixtures/fake-worker.handler.ts',
    queue: { queue: 'emails', batchSize: 3 },
    access: { sendsEmail: true, userPool: true, buckets: [{ name: 'documents', access: 'read' }] },
  },
  {
    name: 'fake-archive-schedule',
    entry: 'test/infra/fixtures/fake-worker.handler.ts',
    schedule: { expression: 'cron(0 6 * * ? *)', localEverySeconds: 60 },
    access: { table: 'read' },
  },
  {
    name: 'fake-public-webhook',
    entry: 'test/infra/fixtures/fake-worker.handler.ts',
    http: [
      { method: 'POST', path: '/api/test-only/webhooks/{carrier}', auth: 'none' },
      { method: 'PATCH', path: '/api/v2/test-only/items/{itemId}' },
    ],
    access: { sendsTo: ['tracking-updates'] },
  },
];

/**
 * The real app (same builder as infra/app.ts) with a function list of the caller's choice.
 * `bundle: false` uses CDK's own switch (`aws:cdk:bundling-stacks: []`) so esbuild does not run
 * once per function; one test bundles for real.
 */
export function synthApp(options: {
  functions: readonly FunctionDefinition[];
  bundle: boolean;
  /** `-c key=value` context of a deployment (social providers, origins). */
  context?: Record<string, string>;
}) {
  // The CLI feeds cdk.json's context (feature flags) to the app; a test App must get the same.
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const context = {
    ...cdkJson.context,
    ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    ...options.context,
  };
  const app = new App({ context });
  const built = buildApp(app, { functions: options.functions });
  return built;
}
