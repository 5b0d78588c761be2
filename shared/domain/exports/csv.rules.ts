import Papa from 'papaparse';

/**
 * CSV building (RFC 4180, written by Papa Parse) safe against CSV injection: a text cell that a
 * spreadsheet would read as a formula (first character = + - @, tab, carriage return or NUL) gets a
 * leading apostrophe (OWASP's advice) before Papa quotes what needs quoting. Papa's own
 * `escapeFormulae` is not used: it misses NUL and a formula cell holding a line break, and quotes
 * every cell it escapes. Numbers and booleans are written as values: they cannot carry a formula.
 */

const FORMULA_START = /^[=+\-@\t\r\0]/;

/** CRLF between records (RFC 4180 §2.1), no trailing break, no header row of Papa's own. */
const UNPARSE_CONFIG: Papa.UnparseConfig = { newline: '\r\n', header: false, escapeFormulae: false };

export type CsvValue = string | number | boolean | null | undefined;

/** A text cell a spreadsheet will show as text, never evaluate. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What Papa is given for a cell: text neutralised; a non-finite number, like a missing value, is blank. */
function safeValue(value: CsvValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  return neutraliseFormula(value);
}

/** One cell as it appears in the file. */
export function csvCell(value: CsvValue): string {
  return Papa.unparse([[safeValue(value)]], UNPARSE_CONFIG);
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** Header line then one line per row. */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const header = columns.map((c) => safeValue(c.header));
  return Papa.unparse([header, ...rows.map((row) => columns.map((c) => safeValue(c.value(row))))], UNPARSE_CONFIG);
}
