import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/local/lambda-runtime';

/** docs/where-things-live.md maps every domain across the trees; a new domain folder must take its row. */
describe('the domain table in docs/where-things-live.md', () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'where-things-live.md'), 'utf8');
  const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
  const firstCells = new Set(rows.map((row) => /^\| `([a-z-]+)`/.exec(row)?.[1]));
  const domains = readdirSync(join(REPO_ROOT, 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);

  it.each(domains)('names functions/%s', (domain) => {
    expect(firstCells.has(domain), `add a row for functions/${domain} to docs/where-things-live.md`).toBe(true);
  });
});
