import { useEffect, useMemo, useRef, useState } from 'react';
import {
  IMPORT_CHUNK_ROWS,
  ORDER_IMPORT_FIELDS,
  ORDER_IMPORT_FIELD_KEYS,
  type OrderImportField,
} from '#domain/imports/import-fields.constants';
import {
  applyMapping,
  mappingProblems,
  suggestMapping,
  type ColumnMapping,
} from '#domain/imports/column-mapping.rules';
import type { SheetRows } from '#domain/imports/csv-reader';
import { chunkImportRows, validateOrderRows } from '#domain/imports/order-import.rules';
import { packsNewOrdersByDefault } from '#domain/settings/box-packing-default.rules';
import { useApi } from '#web/api/api-context';
import { ordersApi } from '#web/api/orders-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { accountSettingsApi } from '#web/api/settings-api';
import { EMPTY_TOTALS, addChunkResult, type ImportTotals } from './order-import.rules';
import { readSpreadsheet, spreadsheetKind } from './spreadsheet-file';

export const PREVIEW_ROWS = 10;
/**
 * Rows per request: below the 500 cap so the progress bar moves and each request stays far
 * from the API's 29 s limit on a busy stack (see docs/decisions.md).
 */
export const UI_CHUNK_ROWS = Math.min(100, IMPORT_CHUNK_ROWS);

export type ImportPhase =
  { kind: 'idle' } | { kind: 'running'; sent: number } | { kind: 'finished' } | { kind: 'failed'; message: string };

/**
 * The orders import (orders §7): read a CSV or XLSX, map its columns with a preview checked by
 * the server's own row rules, then send it in chunks that never split an order, adding up the
 * answers as they come back.
 */
export function useOrderImport() {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<SheetRows | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<OrderImportField>>({});
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const [totals, setTotals] = useState<ImportTotals>(EMPTY_TOTALS);
  const packing = usePackWithBoxes();

  const problems = useMemo(
    () => (sheet ? mappingProblems(mapping, ORDER_IMPORT_FIELDS, sheet.headers) : {}),
    [mapping, sheet],
  );
  // The preview runs the server's own row checks, so problems show before anything is sent.
  const preview = useMemo(() => {
    if (!sheet) return [];
    const rows = sheet.rows.slice(0, PREVIEW_ROWS);
    const { errors } = validateOrderRows(rows, mapping);
    return rows.map((r) => ({
      row: r.row,
      ...applyMapping(r.values, mapping, ORDER_IMPORT_FIELD_KEYS),
      problems: errors
        .filter((e) => e.row === r.row)
        .map((e) => `${e.field}: ${e.message}`)
        .join('; '),
    }));
  }, [sheet, mapping]);

  async function chooseFile(next: File[]) {
    setFiles(next);
    setSheet(null);
    setFileError(null);
    setPhase({ kind: 'idle' });
    setTotals(EMPTY_TOTALS);
    const file = next[0];
    if (!file) return;
    if (!spreadsheetKind(file)) {
      setFileError('Choose a CSV or XLSX file');
      return;
    }
    try {
      const parsed = await readSpreadsheet(file);
      if (parsed.rows.length === 0) {
        setFileError('The file has no rows below its header line');
        return;
      }
      setSheet(parsed);
      setMapping(suggestMapping(parsed.headers, ORDER_IMPORT_FIELDS));
    } catch (e) {
      setFileError(e instanceof Error ? e.message : 'Could not read the file');
    }
  }

  async function run() {
    if (!sheet) return;
    const api = ordersApi(client);
    const importId = crypto.randomUUID();
    // Only mapped headers travel: the rest of the sheet stays in the browser.
    const headers = new Set(Object.values(mapping).filter(Boolean) as string[]);
    const rows = sheet.rows.map((r) => ({
      row: r.row,
      values: Object.fromEntries(Object.entries(r.values).filter(([h]) => headers.has(h))),
    }));
    const orderHeader = mapping.orderNumber ?? '';
    let sum = EMPTY_TOTALS;
    setTotals(sum);
    setPhase({ kind: 'running', sent: 0 });
    try {
      let sent = 0;
      // Within the 500-row cap, one order's rows never split (shared chunk rule).
      for (const chunk of chunkImportRows(rows, (r) => r.values[orderHeader] ?? '', UI_CHUNK_ROWS)) {
        const answer = await api.importChunk({ importId, rows: chunk, mapping, packWithBoxes: packing.checked });
        sum = addChunkResult(sum, answer);
        sent += chunk.length;
        setTotals(sum);
        setPhase({ kind: 'running', sent });
      }
      setPhase({ kind: 'finished' });
      notify({
        type: sum.errors.length ? 'warning' : 'success',
        content: `Import finished: ${sum.created} created, ${sum.updated} updated, ${sum.unchanged} unchanged${sum.skipped ? `, ${sum.skipped} held back` : ''}, ${sum.failedRows} rows with errors.`,
      });
    } catch (e) {
      reportError(e, { showIn: (message) => setPhase({ kind: 'failed', message }) });
    }
  }

  return {
    files,
    fileError,
    setFileError,
    sheet,
    mapping,
    setMapping,
    problems,
    preview,
    phase,
    totals,
    packing,
    chooseFile,
    run,
  };
}

export type OrderImport = ReturnType<typeof useOrderImport>;

/** "Choose boxes for new orders" starts from the account's box packing setting (accounts §3) until the user changes it. */
function usePackWithBoxes() {
  const { client } = useApi();
  const [checked, setChecked] = useState(false);
  const touched = useRef(false);
  useEffect(() => {
    let active = true;
    accountSettingsApi(client)
      .get()
      .then((settings) => active && !touched.current && setChecked(packsNewOrdersByDefault(settings)))
      .catch(() => undefined); // unchecked stays the default when the settings cannot be read
    return () => {
      active = false;
    };
  }, [client]);
  return {
    checked,
    change: (next: boolean) => {
      touched.current = true;
      setChecked(next);
    },
  };
}
