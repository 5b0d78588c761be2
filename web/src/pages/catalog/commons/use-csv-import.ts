import { useMemo, useState } from 'react';
import { mappingProblems, suggestMapping, type ColumnMapping } from '#domain/imports/column-mapping.rules';
import { readCsv } from '#domain/imports/csv-reader';
import type { ImportRow } from '#domain/imports/order-import.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { batches, checkRows, csvFileError, resultLine, summarize, type ImportOutcome } from './import-csv';
import type { ImportWizardProps } from './import-wizard';

export type CsvImportPhase =
  { kind: 'idle' } | { kind: 'running'; done: number } | { kind: 'finished' } | { kind: 'failed'; message: string };

/**
 * A catalog CSV import: read the file, map its columns, check each row with the API's own
 * schema, then send the valid rows in batches. Rows the schema refuses are not sent and are
 * reported with the rows the server refused, each by row number and field.
 */
export function useCsvImport<K extends string, Req>({
  fields,
  toRequest,
  schema,
  fieldOf,
  send,
  batchSize,
}: ImportWizardProps<K, Req>) {
  const { notify, reportError } = useNotifications();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [fileRows, setFileRows] = useState<ImportRow[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping<K>>({});
  const [phase, setPhase] = useState<CsvImportPhase>({ kind: 'idle' });
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const problems = useMemo(() => mappingProblems(mapping, fields, headers), [mapping, fields, headers]);
  const mapped = Object.keys(problems).length === 0;
  const rows = useMemo(
    () => (mapped ? checkRows(fileRows, mapping, toRequest, schema, fieldOf) : []),
    [mapped, fileRows, mapping, toRequest, schema, fieldOf],
  );
  const valid = useMemo(() => rows.filter((r) => Object.keys(r.errors).length === 0), [rows]);

  async function chooseFile(next: File[]) {
    setFiles(next);
    setFileRows([]);
    setHeaders([]);
    setFileError(null);
    setPhase({ kind: 'idle' });
    setOutcomes([]);
    const file = next[0];
    if (!file) return;
    const typeError = csvFileError(file);
    if (typeError) return setFileError(typeError);
    const sheet = readCsv(await file.text());
    if (!sheet.rows.length) return setFileError('The file has no rows');
    setHeaders(sheet.headers);
    setFileRows(sheet.rows);
    setMapping(suggestMapping(sheet.headers, fields));
  }

  async function run() {
    const refused: ImportOutcome[] = rows
      .filter((r) => Object.keys(r.errors).length > 0)
      .map((r) => ({ row: r.row, status: 'failed', errors: r.errors }));
    const results: ImportOutcome[] = [];
    // One id for the whole file, so the activity log and retried chunks name the same import.
    const importId = crypto.randomUUID();
    let sent = 0;
    setPhase({ kind: 'running', done: 0 });
    try {
      for (const batch of batches(valid, batchSize)) {
        results.push(...(await send(batch, mapping, importId)));
        sent += batch.length;
        setPhase({ kind: 'running', done: sent });
      }
      const all = [...results, ...refused].sort((a, b) => a.row - b.row);
      setOutcomes(all);
      setPhase({ kind: 'finished' });
      notify({ type: summarize(all).failed ? 'warning' : 'success', content: `Import finished: ${resultLine(all)}.` });
    } catch (e) {
      reportError(e, {
        showIn: (message) => {
          setOutcomes([...results, ...refused].sort((a, b) => a.row - b.row));
          setPhase({ kind: 'failed', message });
        },
      });
    }
  }

  return {
    files,
    fileError,
    setFileError,
    headers,
    fileRows,
    mapping,
    setMapping,
    problems,
    mapped,
    rows,
    valid,
    phase,
    outcomes,
    chooseFile,
    run,
  };
}
