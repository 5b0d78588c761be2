import { IMPORT_CHUNK_ROWS } from '../../../../shared/domain/imports/import-fields.constants';
import type { ImportChunkResponse, ImportRowError } from '../../api/orders-api';

/** Spreadsheet row number of a data row: the header is row 1 (as the merchant sees it). */
export const sheetRow = (dataIndex: number) => dataIndex + 2;

/** Consecutive chunks of at most IMPORT_CHUNK_ROWS rows, each with the sheet row of its first row. */
export function importChunks<T>(rows: readonly T[], size = IMPORT_CHUNK_ROWS): { firstRow: number; rows: T[] }[] {
  const chunks: { firstRow: number; rows: T[] }[] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push({ firstRow: sheetRow(i), rows: rows.slice(i, i + size) });
  return chunks;
}

export interface ImportTotals {
  created: number;
  updated: number;
  failed: number;
  errors: ImportRowError[];
}

export const EMPTY_TOTALS: ImportTotals = { created: 0, updated: 0, failed: 0, errors: [] };

/** Adds one chunk's answer: its row errors (flat or per result) and its counts. */
export function addChunkResult(totals: ImportTotals, answer: ImportChunkResponse): ImportTotals {
  const errors = [
    ...(answer.errors ?? []),
    ...(answer.results ?? []).flatMap((r) => [
      ...(r.field && r.message ? [{ row: r.row, field: r.field, message: r.message }] : []),
      ...(r.errors ?? []).map((e) => ({ row: r.row, field: e.field, message: e.message })),
    ]),
  ];
  const failedRows = new Set(errors.map((e) => e.row)).size;
  return {
    created: totals.created + (answer.created ?? 0),
    updated: totals.updated + (answer.updated ?? 0),
    failed: totals.failed + (answer.failed ?? failedRows),
    errors: [...totals.errors, ...errors].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field)),
  };
}
