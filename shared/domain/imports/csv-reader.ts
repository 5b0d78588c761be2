import Papa from 'papaparse';
import type { ImportRow } from './order-import.rules';

export interface SheetRows {
  headers: string[];
  rows: ImportRow[];
}

/**
 * A CSV file's text → headers and rows (orders §7 "Spreadsheet import … trims strings").
 * The first non-blank line is the header row; a row's number is its line in the file (header = 1)
 * so errors point at the spreadsheet row; blank rows are dropped but keep the numbering.
 */
export function readCsv(text: string): SheetRows {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  return rowsFromMatrix(parsed.data);
}

/** A matrix of cells (CSV or the first sheet of a workbook) → headers and numbered rows. */
export function rowsFromMatrix(matrix: readonly (readonly unknown[])[]): SheetRows {
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
  const isBlank = (r: readonly unknown[]) => r.every((c) => cell(c) === '');
  const headerIndex = matrix.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) return { headers: [], rows: [] };
  const headers = matrix[headerIndex].map(cell);
  const rows: ImportRow[] = [];
  for (let i = headerIndex + 1; i < matrix.length; i++) {
    const r = matrix[i];
    if (isBlank(r)) continue;
    const values: Record<string, string> = {};
    headers.forEach((h, c) => {
      // Unnamed and duplicate headers keep the first column of that name.
      // defineProperty: a "__proto__" header is a column like any other, not the prototype.
      if (h !== '' && !Object.hasOwn(values, h))
        Object.defineProperty(values, h, { value: cell(r[c]), enumerable: true, writable: true, configurable: true });
    });
    rows.push({ row: i + 1, values });
  }
  return { headers: headers.filter((h) => h !== ''), rows };
}
