/**
 * CSV building (RFC 4180) safe against CSV injection: a text cell that a spreadsheet would read
 * as a formula (first character = + - @, tab, carriage return or NUL) gets a leading apostrophe
 * (OWASP's advice), then any cell holding a comma, quote, CR or LF is quoted with quotes doubled.
 * Numbers and booleans are written as values: they cannot carry a formula.
 */

const FORMULA_START = /^[=+\-@\t\r\0]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** A text cell a spreadsheet will show as text, never evaluate. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** Header line then one line per row, CRLF line breaks (RFC 4180 §2.1), no trailing break. */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return lines.join('\r\n');
}
