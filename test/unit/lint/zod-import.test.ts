import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js on made-up sources: the zod import form that keeps all of
// zod in a Lambda bundle is reported, the forms that let esbuild drop what is unused are not.
const eslint = new ESLint({ cwd: process.cwd() });

async function zodImportReports(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: 'shared/domain/orders/probe.schema.ts' });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('zod is imported as a namespace (issue 8 §4, Lambda bundle size)', () => {
  it.each([
    ['the named z', "import { z } from 'zod';\nexport const s = z.string();\n"],
    ['the named z beside a type', "import { z, type ZodType } from 'zod';\nexport const s: ZodType = z.string();\n"],
    ['the default export', "import z from 'zod';\nexport const s = z.string();\n"],
  ])('reports %s', async (_case, source) => {
    expect(await zodImportReports(source)).toEqual([expect.stringContaining("import * as z from 'zod'")]);
  });

  it.each([
    ['the namespace import', "import * as z from 'zod';\nexport const s = z.string();\n"],
    ['a type-only z', "import type { z } from 'zod';\nexport type S = z.infer<z.ZodString>;\n"],
    ['an inline type z', "import { type z } from 'zod';\nexport type S = z.infer<z.ZodString>;\n"],
  ])('allows %s', async (_case, source) => {
    expect(await zodImportReports(source)).toEqual([]);
  });
});

describe("ElectroDB is taken from '#lib/db/electrodb', whose modules leave the unused Service out of the bundles", () => {
  it.each([
    ['the entity class', "import { Entity } from 'electrodb';\nexport const E = Entity;\n"],
    [
      'the write transaction',
      "import { createWriteTransaction } from 'electrodb';\nexport const t = createWriteTransaction;\n",
    ],
  ])('reports %s from the package entry', async (_case, source) => {
    expect(await zodImportReports(source)).toEqual([expect.stringContaining("'#lib/db/electrodb'")]);
  });

  it.each([
    ['the entity from the house module', "import { Entity } from '#lib/db/electrodb';\nexport const E = Entity;\n"],
    ['the package types', "import type { EntityItem } from 'electrodb';\nexport type I = EntityItem<never>;\n"],
  ])('allows %s', async (_case, source) => {
    expect(await zodImportReports(source)).toEqual([]);
  });
});
