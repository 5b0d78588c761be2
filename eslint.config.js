import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The directions of docs/architecture.md §3.13, held by lint rather than memory: for each group of files, the
 * imports it may not have. Each `regex` is matched against the specifier as written, so a `#root/…`
 * alias and a relative path climbing into the same folder are both caught.
 * test/unit/lint/import-directions.test.ts proves each one reports.
 */
const AWS_SDK = {
  regex: '^@aws-sdk/',
  message: 'Reach AWS through an adapter behind a port (docs/architecture.md §3.2).',
};

/** esbuild cannot shake a named or default `z` (zod's whole namespace); test/unit/lint/zod-import.test.ts proves the rule reports. */
const ZOD_NAMESPACE_IMPORT =
  "Import zod as `import * as z from 'zod'`: a named or default `z` keeps all of zod (every locale, ~360 kB) in each Lambda bundle.";

const WEB_REACHES_FUNCTIONS_BY_API = {
  regex: '^#(functions|lib|infra)/|(^|/)(functions|infra)/|^@aws-sdk/',
  message: 'The web app reaches the functions through the API (shared/api), never by import.',
};

/** functions/_lib/db/electrodb.ts says why; test/unit/lint/zod-import.test.ts proves the rule reports. */
const ELECTRODB_ENTRY_IMPORT =
  "Take Entity and createWriteTransaction from '#lib/db/electrodb': ElectroDB's entry also loads its Service (~19 kB) into every table function.";

const IMPORT_DIRECTIONS = [
  {
    files: ['shared/**/*.{ts,tsx}'],
    patterns: [
      {
        regex: '^#(functions|lib|infra|test)/|(^|/)(functions|infra|web|test)/',
        message: 'shared/ imports nothing of functions, web, infra or tests (docs/architecture.md §3.13).',
      },
      {
        regex: '^(@aws-sdk/|react$|react/|react-dom|@cloudscape-design/)',
        message:
          'shared/ runs in the web app and in the functions alike: no AWS SDK, no React (docs/architecture.md §2).',
      },
    ],
  },
  {
    files: ['functions/*/use-cases/**/*.ts'],
    patterns: [
      {
        regex: '(^|/)adapters(/|$)',
        message:
          'Use cases receive ports (shared/domain/*/ports.ts), never adapters; adapters are wired in <domain>.deps.ts (docs/architecture.md §3.2).',
      },
      {
        regex: '(^|/)handlers/|\\.deps$',
        message: 'Use cases are wired by <domain>.deps.ts and called by handlers, never the other way round.',
      },
      {
        regex: '^#lib/(db/|clients$|secrets$)',
        message:
          'The table, SDK clients and secrets belong to adapters; a use case gets a port (docs/architecture.md §3.2).',
      },
      AWS_SDK,
    ],
  },
  {
    files: ['functions/*/handlers/**/*.ts'],
    patterns: [
      {
        regex: '(^|/)adapters(/|$)',
        message:
          'Handlers take wired use cases from <domain>.deps.ts, the one place adapters are chosen (docs/architecture.md §3.13).',
      },
      AWS_SDK,
    ],
  },
  {
    files: ['functions/_lib/**/*.ts'],
    patterns: [
      {
        regex: '^#functions/|(^|/)(adapters|use-cases|handlers)/|\\.deps$',
        message:
          '_lib serves every domain and imports none (docs/architecture.md §3.13): take what a domain provides as a port.',
      },
    ],
  },
  { files: ['web/**/*.{ts,tsx}'], patterns: [WEB_REACHES_FUNCTIONS_BY_API] },
  // A web file leaving its area (web/src/pages/<feature>, or app, api, components, hooks, lib) names it by
  // #web/…; only neighbours inside the area are relative. Later entries win, so each depth, from the
  // deepest up, gets the climb that would take it out of its area.
  ...[
    { files: ['web/src/**/*.{ts,tsx}'], climb: '^(\\.\\./){3}' },
    { files: ['web/src/app/*/*.{ts,tsx}', 'web/src/pages/*/*/*.{ts,tsx}'], climb: '^(\\.\\./){2}' },
    { files: ['web/src/*/*.{ts,tsx}', 'web/src/pages/*/*.{ts,tsx}'], climb: '^\\.\\./' },
  ].map(({ files, climb }) => ({
    files,
    patterns: [
      WEB_REACHES_FUNCTIONS_BY_API,
      { regex: climb, message: 'Leaving its feature, a web import goes by the web root: #web/<path>.' },
    ],
  })),
];

/** The domains: every folder of functions/ but the generic _lib. */
const DOMAINS = readdirSync(fileURLToPath(new globalThis.URL('./functions/', import.meta.url)), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== '_lib')
  .map((d) => d.name);

/** Files only the sandbox uses: its adapters and the entities of its memory. */
const SANDBOX_FILES = ['**/adapters/sandbox.*.ts', '**/adapters/*.sandbox-*.ts', '**/adapters/sandbox-*.entity.ts'];

/**
 * Each domain owns its data: its adapters and entities (db/) are imported by its own files and its
 * face alone. Another domain's adapter or entity, by root or by a relative climb, is refused; its
 * face (functions/<domain>/<face>.ts, e.g. orders/order-writes, billing/ledger) is the way in.
 */
const DATA_OWNERSHIP = DOMAINS.flatMap((domain) => {
  const otherDomainData = {
    regex: `^#functions/(?!${domain}/)[^/]+/(adapters|db)/|(^|/)\\.\\./(?!${domain}/)[^./][^/]*/(adapters|db)/`,
    message: `An adapter or entity of ${domain} reaches another domain's data only through that domain's face (functions/<domain>/<face>.ts), never its adapters or db/.`,
  };
  const sandboxEntity = {
    regex: '(^|/)sandbox-[^/]*\\.entity$',
    message: 'Sandbox-only entities stay out of production adapters: only the sandbox adapters import them.',
  };
  // The domain's top-level files too: its deps files (the composition root) and faces wire another
  // domain's adapters only through what that domain lends (functions/<domain>/<domain>.adapters.ts).
  const files = [`functions/${domain}/*.ts`, `functions/${domain}/adapters/**/*.ts`, `functions/${domain}/db/**/*.ts`];
  return [
    { files, ignores: SANDBOX_FILES, patterns: [otherDomainData, sandboxEntity] },
    { files: SANDBOX_FILES.map((f) => `functions/${domain}/${f.replace('**/', '')}`), patterns: [otherDomainData] },
  ];
});

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.data/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-template-curly-in-string': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: ZOD_NAMESPACE_IMPORT,
        },
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportDefaultSpecifier",
          message: ZOD_NAMESPACE_IMPORT,
        },
        {
          selector: "ImportDeclaration[source.value='electrodb'][importKind!='type']",
          message: ELECTRODB_ENTRY_IMPORT,
        },
      ],
    },
  },
  ...[...IMPORT_DIRECTIONS, ...DATA_OWNERSHIP].map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
);
