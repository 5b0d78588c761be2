import type { z } from 'zod';
import type { ColumnMapping } from '#domain/imports/column-mapping.rules';
import type { ImportRow } from '#domain/imports/order-import.rules';
import { csvImportFormSchema } from '#domain/forms/misc-forms.schema';
import { validateWithSchema, zodIssuesToFieldErrors, type FieldErrors } from '#web/lib/field-errors';

/**
 * Browser side of a spreadsheet import: the shared import rules (shared/domain/imports) read the
 * file, suggest the mapping and build each row's request; this checks the rows before sending.
 */

/**
 * orders §5 "CSV import must be a CSV file", by the shared form schema (extension or type, as
 * browsers report CSV inconsistently). Only the file's own message counts: the type is the
 * browser's word, not something the merchant can fix.
 */
export function csvFileError(file: { name: string; type: string }): string | undefined {
  return validateWithSchema(csvImportFormSchema, { file: { name: file.name, type: file.type } }).file;
}

/** A file row with the request it becomes and its problems, keyed by import field (the column the merchant mapped). */
export interface CheckedRow<Req> extends ImportRow {
  request: Req;
  errors: FieldErrors;
}

/**
 * Builds each row's request through the mapping and checks it with the API's own schema, so the
 * preview shows the messages the server would give; `fieldOf` names the import field of a request path.
 */
export function checkRows<K extends string, Req>(
  rows: readonly ImportRow[],
  mapping: ColumnMapping<K>,
  toRequest: (values: Readonly<Record<string, string>>, mapping: ColumnMapping<K>) => Req,
  schema: z.ZodType,
  fieldOf: (path: string) => string,
): CheckedRow<Req>[] {
  return rows.map((r) => {
    const request = toRequest(r.values, mapping);
    const parsed = schema.safeParse(request);
    const errors: FieldErrors = {};
    if (!parsed.success) {
      for (const [path, message] of Object.entries(zodIssuesToFieldErrors(parsed.error.issues))) {
        const field = fieldOf(path);
        if (!(field in errors)) errors[field] = message;
      }
    }
    return { ...r, request, errors };
  });
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
  status: 'created' | 'updated' | 'unchanged' | 'failed';
  errors: FieldErrors;
}

export function summarize(outcomes: readonly ImportOutcome[]) {
  const count = (s: ImportOutcome['status']) => outcomes.filter((o) => o.status === s).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    failed: count('failed'),
  };
}

/** '2 created, 1 updated, 0 unchanged, 1 failed' for the toast and the progress bar. */
export function resultLine(outcomes: readonly ImportOutcome[]): string {
  const s = summarize(outcomes);
  return `${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.failed} failed`;
}

/** The products import answer (ImportResult) as one outcome per row: refused rows carry their field messages. */
export function outcomesOfImportResult(result: {
  errors: readonly { row: number; field: string; message: string }[];
  items: readonly { outcome: 'created' | 'updated' | 'unchanged' | 'skipped'; rows: readonly number[] }[];
}): ImportOutcome[] {
  const errorsByRow = new Map<number, FieldErrors>();
  for (const e of result.errors) errorsByRow.set(e.row, { ...errorsByRow.get(e.row), [e.field]: e.message });
  const outcomes = result.items.flatMap((item) =>
    item.rows.map((row): ImportOutcome => ({
      row,
      status: item.outcome === 'skipped' ? 'failed' : item.outcome,
      errors: errorsByRow.get(row) ?? {},
    })),
  );
  // An error for a row the items do not list still counts as a refused row.
  for (const [row, errors] of errorsByRow)
    if (!outcomes.some((o) => o.row === row)) outcomes.push({ row, status: 'failed', errors });
  return outcomes.sort((a, b) => a.row - b.row);
}
