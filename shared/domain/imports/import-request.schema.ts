import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { IMPORT_CHUNK_ROWS, ORDER_IMPORT_FIELD_KEYS, PRODUCT_IMPORT_FIELD_KEYS } from './import-fields.constants';

const SHEET_ROWS_MAX = 1_048_576;
/** Columns a row may carry: far more than any store's export, few enough to stay small. */
const IMPORT_COLUMNS_MAX = 200;

const cell = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v)),
  z.string().max(5000, MESSAGES.tooLong),
);

/** A spreadsheet row as the browser sends it: its row number in the file and header → cell. */
export const importRowSchema = z.object({
  /** A spreadsheet has at most 1,048,576 rows. */
  row: z
    .number({ error: MESSAGES.invalid })
    .int(MESSAGES.integer)
    .min(1, MESSAGES.invalid)
    .max(SHEET_ROWS_MAX, OUR_MESSAGES.mustBeAtMost(SHEET_ROWS_MAX)),
  values: z
    .record(z.string().max(200, MESSAGES.tooLong), cell)
    .refine((values) => Object.keys(values).length <= IMPORT_COLUMNS_MAX, OUR_MESSAGES.atMost(IMPORT_COLUMNS_MAX)),
});

const base = {
  /** Names one file's import across its chunks (activity log, idempotent retries of a chunk). */
  importId: z.string().trim().min(1, MESSAGES.required).max(64, MESSAGES.tooLong),
  rows: z
    .array(importRowSchema)
    .min(1, MESSAGES.required)
    .max(IMPORT_CHUNK_ROWS, OUR_MESSAGES.atMost(IMPORT_CHUNK_ROWS)),
};

/** POST /api/v1/orders/import: a chunk of at most 500 rows with the column mapping. */
export const orderImportRequestSchema = z.object({
  ...base,
  /** Issue 5: choose each new order's boxes with the merchant's flagged boxes; absent, the account's box packing setting decides. */
  packWithBoxes: z.boolean().optional(),
  mapping: z.partialRecord(z.enum(ORDER_IMPORT_FIELD_KEYS), z.string().max(200, MESSAGES.tooLong)),
});
export type OrderImportRequest = z.input<typeof orderImportRequestSchema>;

/** POST /api/v1/products/import. */
export const productImportRequestSchema = z.object({
  ...base,
  mapping: z.partialRecord(z.enum(PRODUCT_IMPORT_FIELD_KEYS), z.string().max(200, MESSAGES.tooLong)),
});
export type ProductImportRequest = z.input<typeof productImportRequestSchema>;

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

export interface ImportResult {
  importId: string;
  rowsReceived: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Per-row errors: { row, field, message } in the spec's words. */
  errors: { row: number; field: string; message: string }[];
  items: { key: string; id?: string; outcome: ImportOutcome; rows: number[] }[];
}

/** One chunk's answer from its outcomes and row errors: counts per outcome, both lists in row order. */
export function importResultOf(
  importId: string,
  rowsReceived: number,
  items: ImportResult['items'],
  errors: ImportResult['errors'],
): ImportResult {
  const count = (o: ImportOutcome) => items.filter((i) => i.outcome === o).length;
  return {
    importId,
    rowsReceived,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    skipped: count('skipped'),
    errors: [...errors].sort((a, b) => a.row - b.row),
    items: [...items].sort((a, b) => a.rows[0] - b.rows[0]),
  };
}
