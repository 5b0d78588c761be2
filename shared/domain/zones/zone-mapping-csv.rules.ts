import { buildCsv, type CsvColumn } from '../exports/csv.rules';
import { readCsv } from '../imports/csv-reader';
import type { ZoneMappingRecord } from './ports';

/**
 * Zone mappings as a spreadsheet: one row per mapping in the merchant's order, list cells joined by "; ". The export
 * is the import's format, and a row naming an existing mapping's id updates it, so a round trip changes nothing.
 */
export const ZONE_MAPPING_CSV_HEADERS = ['id', 'name', 'zipcodes', 'states', 'carriers', 'services', 'shops'] as const;
type ListHeader = 'zipcodes' | 'states' | 'carriers' | 'services' | 'shops';
const LIST_HEADERS: readonly ListHeader[] = ['zipcodes', 'states', 'carriers', 'services', 'shops'];

const COLUMNS: CsvColumn<ZoneMappingRecord>[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'name', value: (m) => m.name },
  ...LIST_HEADERS.map((h) => ({ header: h, value: (m: ZoneMappingRecord) => m[h].join('; ') })),
];

export function zoneMappingsCsv(mappings: readonly ZoneMappingRecord[]): string {
  return buildCsv(COLUMNS, mappings);
}

/** A list cell: entries split on semicolons, commas or line breaks, blanks dropped. */
export const listCell = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface ZoneMappingCsvRow {
  /** The row's line in the file (header = 1). */
  row: number;
  id: string;
  input: { name: string } & Record<ListHeader, string[]>;
}

export type ZoneMappingCsv = { ok: true; rows: ZoneMappingCsvRow[] } | { ok: false; message: string };

/** The file's rows, or why the file is not a zone-mapping sheet (a missing column names itself). */
export function readZoneMappingsCsv(text: string): ZoneMappingCsv {
  const { headers, rows } = readCsv(text);
  const known = new Set(headers.map((h) => h.toLowerCase()));
  const missing = ['carriers', 'services', 'shops'].filter((h) => !known.has(h));
  if (!known.has('zipcodes') && !known.has('states')) missing.unshift('zipcodes or states');
  if (missing.length > 0) return { ok: false, message: `The file needs the column(s): ${missing.join(', ')}` };
  return {
    ok: true,
    rows: rows.map(({ row, values }) => {
      const cell = (h: string) => Object.entries(values).find(([k]) => k.toLowerCase() === h)?.[1] ?? '';
      return {
        row,
        id: cell('id').trim(),
        input: {
          name: cell('name').trim(),
          zipcodes: listCell(cell('zipcodes')),
          states: listCell(cell('states')).map((s) => s.toUpperCase()),
          carriers: listCell(cell('carriers')),
          services: listCell(cell('services')),
          shops: listCell(cell('shops')),
        },
      };
    }),
  };
}
