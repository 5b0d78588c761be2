import type { ImportResult } from '../../../../shared/domain/imports/import-request.schema';
import type { ImportRowError } from '../../../../shared/domain/imports/order-import.rules';

export interface ImportTotals {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows with at least one error. */
  failedRows: number;
  errors: ImportRowError[];
}

export const EMPTY_TOTALS: ImportTotals = { created: 0, updated: 0, unchanged: 0, failedRows: 0, errors: [] };

/** Adds one chunk's answer; errors stay ordered by row, then field, across chunks. */
export function addChunkResult(totals: ImportTotals, answer: Pick<ImportResult, 'created' | 'updated' | 'unchanged' | 'errors'>): ImportTotals {
  const errors = [...totals.errors, ...answer.errors].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
  return {
    created: totals.created + answer.created,
    updated: totals.updated + answer.updated,
    unchanged: totals.unchanged + answer.unchanged,
    failedRows: new Set(errors.map((e) => e.row)).size,
    errors,
  };
}
