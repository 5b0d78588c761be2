import Papa from 'papaparse';
import type { z } from 'zod';
import { OUR_MESSAGES } from '../../../../shared/domain/validation/messages';
import { validateWithSchema, type FieldErrors } from '../../lib/field-errors';

/** One spreadsheet row on its way in: its number as the merchant sees it (header is row 1), the body to send, and what is wrong. */
export interface ImportRow<Req> {
  row: number;
  cells: Record<string, string>;
  request: Req;
  errors: FieldErrors;
}

/** Header spellings compared without case, spaces, dashes or underscores ('Zip Code' = 'zip_code' = 'zipcode'). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

/** accounts §5 "CSV import must be a CSV file": by extension or type, as browsers report CSV inconsistently. */
export function csvFileError(file: { name: string; type: string }): string | undefined {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  return csv ? undefined : OUR_MESSAGES.csvFileRequired;
}

/** Rows of a CSV with a header line, every string trimmed (orders §7 "strings trimmed"); blank lines skipped. */
export function parseCsv(text: string): { headers: string[]; records: Record<string, string>[] } {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    transform: (v) => v.trim(),
  });
  return { headers: (result.meta.fields ?? []).filter(Boolean), records: result.data };
}

/** A column's value by any of its accepted header names. */
export function cell(record: Record<string, string>, aliases: readonly string[]): string {
  const wanted = new Set(aliases.map(headerKey));
  for (const [header, value] of Object.entries(record)) if (wanted.has(headerKey(header))) return value ?? '';
  return '';
}

/** Spreadsheet truthiness for flag columns: yes / true / 1 / y / x. */
export const isYes = (value: string) => /^(y|yes|true|1|x)$/i.test(value.trim());

/** Builds each row's request and checks it with the API's own schema, so the preview shows the server's messages. */
export function toImportRows<Req>(records: readonly Record<string, string>[], toRequest: (r: Record<string, string>) => Req, schema: z.ZodType): ImportRow<Req>[] {
  return records.map((cells, i) => {
    const request = toRequest(cells);
    return { row: i + 2, cells, request, errors: validateWithSchema(schema, request) };
  });
}

/** Header names of the required columns that the file lacks. */
export function missingColumns(headers: readonly string[], required: Readonly<Record<string, readonly string[]>>): string[] {
  const present = new Set(headers.map(headerKey));
  return Object.entries(required)
    .filter(([, aliases]) => !aliases.some((a) => present.has(headerKey(a))))
    .map(([name]) => name);
}

/** Splits work into batches the API accepts in one call. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One outcome per row after the import, worded for the results table. */
export interface ImportOutcome {
  row: number;
  status: 'created' | 'updated' | 'failed';
  errors: FieldErrors;
}

export function summarize(outcomes: readonly ImportOutcome[]) {
  return {
    created: outcomes.filter((o) => o.status === 'created').length,
    updated: outcomes.filter((o) => o.status === 'updated').length,
    failed: outcomes.filter((o) => o.status === 'failed').length,
  };
}
