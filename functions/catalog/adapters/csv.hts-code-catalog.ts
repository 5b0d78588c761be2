import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { HtsCodeCatalog } from '#domain/catalog/ports';
import { orderHtsCodes, type HtsCode } from '#domain/catalog/hts-code-search.rules';
import { dataFilePath } from '#lib/data-file';

/**
 * The Harmonized System codes from functions/catalog/data/hs-codes.csv (UN Comtrade via the
 * datasets/harmonized-system package, ODC PDDL), parsed once per process. The file sits beside the
 * bundle in Lambda (copied at bundling) and under data/ in the source tree.
 */
const CANDIDATES = [new URL('./hs-codes.csv', import.meta.url), new URL('../data/hs-codes.csv', import.meta.url)];

let cached: Promise<readonly HtsCode[]> | undefined;

export function parseHsCodesCsv(text: string): HtsCode[] {
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return data
    .filter((row) => /^\d+$/.test(row.hscode ?? ''))
    .map((row) => ({
      code: row.hscode,
      description: (row.description ?? '').trim(),
      level: Number(row.level) || row.hscode.length,
    }));
}

export const csvHtsCodeCatalog: HtsCodeCatalog = {
  ordered() {
    cached ??= Promise.resolve().then(() => {
      const file = dataFilePath('hs-codes.csv', CANDIDATES);
      return orderHtsCodes(parseHsCodesCsv(readFileSync(file, 'utf8')));
    });
    return cached;
  },
};
