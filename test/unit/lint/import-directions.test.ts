import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, linting made-up files at the paths the directions govern:
// proof the rule bites, so a config change that quietly drops it fails here.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('docs/architecture.md §3.13: import directions are enforced by lint', () => {
  it.each([
    [
      'a use case importing an adapter by root',
      'functions/orders/use-cases/probe.use-case.ts',
      '#functions/orders/adapters/dynamodb.order-store',
    ],
    [
      'a use case importing an adapter by a relative path',
      'functions/orders/use-cases/probe.use-case.ts',
      '../adapters/dynamodb.order-store',
    ],
    [
      "a use case importing another domain's adapter",
      'functions/catalog/use-cases/probe.use-case.ts',
      '#functions/orders/adapters/dynamodb.activity-log',
    ],
    ['a use case importing the AWS SDK', 'functions/orders/use-cases/probe.use-case.ts', '@aws-sdk/lib-dynamodb'],
    ['a use case importing the table', 'functions/orders/use-cases/probe.use-case.ts', '#lib/db/service'],
    ['a use case importing its wiring', 'functions/orders/use-cases/probe.use-case.ts', '../orders.deps'],
    [
      'a handler importing an adapter instead of its deps',
      'functions/orders/handlers/probe.handler.ts',
      '../adapters/dynamodb.order-store',
    ],
    ['shared importing a function helper', 'shared/domain/orders/probe.rules.ts', '#lib/errors'],
    ['shared importing a domain of functions', 'shared/api/probe.ts', '#functions/orders/orders.deps'],
    ['shared climbing into functions', 'shared/domain/orders/probe.rules.ts', '../../../functions/_lib/errors'],
    ['shared importing infra', 'shared/domain/orders/probe.rules.ts', '#infra/app-manifest'],
    ['shared importing the web', 'shared/domain/orders/probe.rules.ts', '../../../web/src/api/api-error'],
    ['shared importing the AWS SDK', 'shared/domain/orders/probe.rules.ts', '@aws-sdk/client-s3'],
    ['shared importing React', 'shared/domain/orders/probe.rules.ts', 'react'],
    [
      '_lib importing a domain by root',
      'functions/_lib/http/probe.ts',
      '#functions/accounts/adapters/dynamodb.membership-store',
    ],
    [
      '_lib climbing into a domain',
      'functions/_lib/http/probe.ts',
      '../../accounts/adapters/dynamodb.membership-store',
    ],
    ['the web importing a function', 'web/src/pages/probe.ts', '#lib/errors'],
    [
      "an adapter importing another domain's adapter by root",
      'functions/labels/adapters/dynamodb.probe-store.ts',
      '#functions/billing/adapters/dynamodb.wallet',
    ],
    [
      "an adapter climbing into another domain's adapter",
      'functions/labels/adapters/dynamodb.probe-store.ts',
      '../../orders/adapters/dynamodb.order-store',
    ],
    [
      "an adapter importing another domain's entity by root",
      'functions/tracking/adapters/dynamodb.probe-store.ts',
      '#functions/orders/db/order.entity',
    ],
    [
      "an adapter climbing into another domain's entity",
      'functions/warehouses/adapters/dynamodb.probe-store.ts',
      '../../accounts/db/account.entity',
    ],
    [
      "an entity module importing another domain's entity",
      'functions/labels/db/probe.entity.ts',
      '#functions/billing/db/wallet.entity',
    ],
    [
      "a sandbox adapter importing another domain's adapter",
      'functions/carriers/adapters/sandbox.probe.ts',
      '#functions/billing/adapters/dynamodb.wallet',
    ],
    [
      "a deps file wiring another domain's adapter directly",
      'functions/labels/labels.deps.ts',
      '#functions/billing/adapters/dynamodb.wallet',
    ],
    [
      "a domain's face importing another domain's entity",
      'functions/orders/order-writes.ts',
      '#functions/billing/db/wallet.entity',
    ],
    [
      'a production adapter importing a sandbox-only entity',
      'functions/billing/adapters/dynamodb.probe-store.ts',
      './sandbox-payment.entity',
    ],
  ])('reports %s', async (_case, filePath, specifier) => {
    expect(await restrictedImports(filePath, importOf(specifier))).not.toEqual([]);
  });

  it.each([
    [
      'a use case importing a port and a shared rule',
      'functions/orders/use-cases/probe.use-case.ts',
      '#domain/orders/ports',
    ],
    ['a use case importing the error classes', 'functions/orders/use-cases/probe.use-case.ts', '#lib/errors'],
    ['a handler importing its deps', 'functions/orders/handlers/probe.handler.ts', '../orders.deps'],
    ['a deps file importing adapters', 'functions/orders/orders.deps.ts', './adapters/dynamodb.order-store'],
    ['shared importing shared', 'shared/domain/orders/probe.rules.ts', '#api/orders'],
    ['_lib importing shared', 'functions/_lib/http/probe.ts', '#domain/accounts/ports'],
    ['an adapter importing its own entity', 'functions/orders/adapters/dynamodb.probe-store.ts', '../db/order.entity'],
    [
      'an adapter importing its own entity by root',
      'functions/orders/adapters/dynamodb.probe-store.ts',
      '#functions/orders/db/order.entity',
    ],
    [
      "an adapter importing another domain's face",
      'functions/labels/adapters/dynamodb.probe-store.ts',
      '#functions/billing/ledger',
    ],
    [
      "an adapter importing another domain's face by a relative path",
      'functions/tracking/adapters/dynamodb.probe-store.ts',
      '../../orders/order-writes',
    ],
    [
      'a sandbox adapter importing its sandbox-only entity',
      'functions/billing/adapters/sandbox.probe.ts',
      './sandbox-payment.entity',
    ],
    [
      "a domain's face importing its own adapters and entities",
      'functions/billing/ledger.ts',
      './adapters/dynamodb.wallet',
    ],
    [
      'a deps file wiring what another domain lends (its <domain>.adapters face)',
      'functions/labels/labels.deps.ts',
      '#functions/billing/billing.adapters',
    ],
  ])('allows %s', async (_case, filePath, specifier) => {
    expect(await restrictedImports(filePath, importOf(specifier))).toEqual([]);
  });
});

describe('a web import leaving its feature goes by the web root', () => {
  it.each([
    [
      'three folders up from anywhere in the web',
      'web/src/pages/orders/grid/cells/probe.ts',
      '../../../api/api-client',
    ],
    ['out of a feature subfolder', 'web/src/pages/orders/grid/probe.ts', '../../billing/billing-access-gate'],
    ['out of a feature into another', 'web/src/pages/stores/probe.ts', '../settings/rates/pricing-panel'],
    ['out of a feature into the shared folders', 'web/src/pages/stores/probe.ts', '../../api/stores-api'],
    ['out of the shell', 'web/src/app/auth/probe.ts', '../../api/api-client'],
    ['out of the shared folders', 'web/src/components/probe.tsx', '../hooks/use-load'],
  ])('reports %s', async (_case, filePath, specifier) => {
    expect(await restrictedImports(filePath, importOf(specifier))).not.toEqual([]);
  });

  it.each([
    ['a neighbour', 'web/src/pages/orders/grid/probe.ts', './orders-header'],
    ['a sibling concern of the same feature', 'web/src/pages/orders/grid/probe.ts', '../print/print-actions'],
    ['a neighbour of the shell', 'web/src/app/auth/probe.ts', '../notifications/notifications-context'],
    ['another feature by the web root', 'web/src/pages/stores/probe.ts', '#web/pages/settings/rates/pricing-panel'],
    ['a shared folder by the web root', 'web/src/pages/orders/grid/probe.ts', '#web/api/orders-api'],
  ])('allows %s', async (_case, filePath, specifier) => {
    expect(await restrictedImports(filePath, importOf(specifier))).toEqual([]);
  });
});
