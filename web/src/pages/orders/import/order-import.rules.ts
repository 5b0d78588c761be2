import type { ImportResult } from '#domain/imports/import-request.schema';
import type { ImportRowError } from '#domain/imports/order-import.rules';

export interface ImportTotals {
  created: number;
  updated: number;
  unchanged: number;
  /** Orders held back: a bad line, or no longer editable. */
  skipped: number;
  /** Rows with at least one error. */
  failedRows: number;
  errors: ImportRowError[];
}

export const EMPTY_TOTALS: ImportTotals = {
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  failedRows: 0,
  errors: [],
};

/** Adds one chunk's answer; errors stay ordered by row, then field, across chunks. */
export function addChunkResult(
  totals: ImportTotals,
  answer: Pick<ImportResult, 'created' | 'updated' | 'unchanged' | 'skipped' | 'errors'>,
): ImportTotals {
  const errors = [...totals.errors, ...answer.errors].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
  return {
    created: totals.created + answer.created,
    updated: totals.updated + answer.updated,
    unchanged: totals.unchanged + answer.unchanged,
    skipped: totals.skipped + answer.skipped,
    failedRows: new Set(errors.map((e) => e.row)).size,
    errors,
  };
}

/** The orders of the file by outcome, for the chart (rows with errors are counted in rows, so they are not a slice). */
export function importOutcomeSlices(
  totals: Pick<ImportTotals, 'created' | 'updated' | 'unchanged' | 'skipped'>,
): { title: string; value: number }[] {
  return [
    { title: 'Created', value: totals.created },
    { title: 'Updated', value: totals.updated },
    { title: 'Unchanged', value: totals.unchanged },
    { title: 'Held back', value: totals.skipped },
  ].filter((slice) => slice.value > 0);
}
