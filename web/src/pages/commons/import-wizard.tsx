import { useMemo, useState } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Select from '@cloudscape-design/components/select';
import type { z } from 'zod';
import { mappingProblems, suggestMapping, type ColumnMapping } from '#domain/imports/column-mapping.rules';
import { readCsv } from '#domain/imports/csv-reader';
import type { ImportField } from '#domain/imports/import-fields.constants';
import type { ImportRow } from '#domain/imports/order-import.rules';
import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Pagination from '@cloudscape-design/components/pagination';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Wizard from '@cloudscape-design/components/wizard';
import { useNotifications } from '../../app/notifications/notifications-context';
import { batches, checkRows, csvFileError, summarize, type CheckedRow, type ImportOutcome } from './import-csv';

export interface ImportWizardProps<K extends string, Req> {
  /** 'customers' / 'products'. */
  plural: string;
  listHref: string;
  /** The columns an import can fill (shared/domain/imports/import-fields.constants). */
  fields: readonly ImportField<K>[];
  /** A row through the mapping into the request body (shared import rules). */
  toRequest: (values: Readonly<Record<string, string>>, mapping: ColumnMapping<K>) => Req;
  /** The API's own schema for one row, so the preview shows the server's messages. */
  schema: z.ZodType;
  /** The import field a request path belongs to ('dimensions.weight.value' → 'weight'). */
  fieldOf: (path: string) => string;
  /** Columns the preview shows besides the row number and problems. */
  previewColumns: readonly { header: string; cell: (row: CheckedRow<Req>) => string }[];
  /** Sends one batch of valid rows; answers one outcome per row, by the rows' own numbers. */
  send: (rows: CheckedRow<Req>[], mapping: ColumnMapping<K>, importId: string) => Promise<ImportOutcome[]>;
  batchSize: number;
}

type Phase = { kind: 'idle' } | { kind: 'running'; done: number } | { kind: 'finished' } | { kind: 'failed'; message: string };

/**
 * Spreadsheet import in three steps (GUIDE §4 Wizard): upload a CSV, preview each row checked by
 * the API's own schema, then import in batches with a progress bar. Rows the schema refuses are
 * not sent and are reported with the rows the server refused, each by row number and field.
 */
export function ImportWizard<K extends string, Req>(props: ImportWizardProps<K, Req>) {
  const navigate = useNavigate();
  const { notify, reportError } = useNotifications();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [fileRows, setFileRows] = useState<ImportRow[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping<K>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const problems = useMemo(() => mappingProblems(mapping, props.fields, headers), [mapping, props.fields, headers]);
  const mapped = Object.keys(problems).length === 0;
  const { toRequest, schema, fieldOf } = props;
  const rows = useMemo(() => (mapped ? checkRows(fileRows, mapping, toRequest, schema, fieldOf) : []), [mapped, fileRows, mapping, toRequest, schema, fieldOf]);
  const valid = useMemo(() => rows.filter((r) => Object.keys(r.errors).length === 0), [rows]);
  const invalid = rows.length - valid.length;

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
    setMapping(suggestMapping(sheet.headers, props.fields));
  }

  async function run() {
    const refused: ImportOutcome[] = rows.filter((r) => Object.keys(r.errors).length > 0).map((r) => ({ row: r.row, status: 'failed', errors: r.errors }));
    const results: ImportOutcome[] = [];
    // One id for the whole file, so the activity log and retried chunks name the same import.
    const importId = crypto.randomUUID();
    let sent = 0;
    setPhase({ kind: 'running', done: 0 });
    try {
      for (const batch of batches(valid, props.batchSize)) {
        results.push(...(await props.send(batch, mapping, importId)));
        sent += batch.length;
        setPhase({ kind: 'running', done: sent });
      }
      const all = [...results, ...refused].sort((a, b) => a.row - b.row);
      setOutcomes(all);
      setPhase({ kind: 'finished' });
      const s = summarize(all);
      notify({ type: s.failed ? 'warning' : 'success', content: `Import finished: ${resultLine(all)}.` });
    } catch (e) {
      reportError(e, {
        showIn: (message) => {
          setOutcomes([...results, ...refused].sort((a, b) => a.row - b.row));
          setPhase({ kind: 'failed', message });
        },
      });
    }
  }

  const running = phase.kind === 'running';
  const finished = phase.kind === 'finished' || phase.kind === 'failed';

  return (
    <Wizard
      activeStepIndex={step}
      onNavigate={({ detail }) => {
        if (running) return;
        // The preview needs a parsed file first, and the import a complete mapping.
        if (detail.requestedStepIndex > 0 && fileRows.length === 0) return setFileError(fileError ?? 'Choose a CSV file');
        if (detail.requestedStepIndex > 1 && !mapped) return;
        setStep(detail.requestedStepIndex);
      }}
      onCancel={() => navigate(props.listHref)}
      onSubmit={() => (finished ? navigate(props.listHref) : void run())}
      isLoadingNextStep={running}
      submitButtonText={finished ? 'Done' : `Import ${valid.length} ${valid.length === 1 ? 'row' : 'rows'}`}
      i18nStrings={{
        stepNumberLabel: (n) => `Step ${n}`,
        collapsedStepsLabel: (n, total) => `Step ${n} of ${total}`,
        navigationAriaLabel: 'Steps',
        cancelButton: 'Cancel',
        previousButton: 'Previous',
        nextButton: 'Next',
        optional: 'optional',
      }}
      steps={[
        {
          title: 'Upload CSV',
          description: `A CSV file with a header row. Columns it can fill: ${props.fields.map((f) => f.label).join(', ')}.`,
          content: (
            <Container header={<Header variant="h2">File</Header>}>
              <FormField label="CSV file" errorText={fileError}>
                <FileUpload
                  value={files}
                  onChange={({ detail }) => void chooseFile(detail.value)}
                  accept=".csv,text/csv"
                  showFileSize
                  constraintText={`Required: ${props.fields.filter((f) => f.required).map((f) => f.label).join(', ')}.`}
                  i18nStrings={{
                    uploadButtonText: () => 'Choose file',
                    dropzoneText: () => 'Drop a CSV file here',
                    removeFileAriaLabel: () => 'Remove file',
                    errorIconAriaLabel: 'Error',
                  }}
                />
              </FormField>
            </Container>
          ),
        },
        {
          title: 'Map columns and preview',
          description: 'Columns were matched by their headers; change any that is wrong. Each row is checked as the server will check it; rows with problems are skipped and reported.',
          content: (
            <SpaceBetween size="l">
              <Container header={<Header variant="h2">Columns</Header>}>
                <ColumnLayout columns={4}>
                  {props.fields.map((field) => (
                    <FormField key={field.key} label={field.required ? field.label : `${field.label} - optional`} errorText={problems[`mapping.${field.key}`]}>
                      <Select
                        selectedOption={mapping[field.key] ? { value: mapping[field.key]!, label: mapping[field.key]! } : NOT_IMPORTED}
                        options={[NOT_IMPORTED, ...headers.map((h) => ({ value: h, label: h }))]}
                        onChange={({ detail }) => setMapping((m) => ({ ...m, [field.key]: detail.selectedOption.value || undefined }))}
                      />
                    </FormField>
                  ))}
                </ColumnLayout>
              </Container>
              {mapped && (
                <KeyValuePairs
                  columns={3}
                  items={[
                    { label: 'Rows', value: String(rows.length) },
                    { label: 'Ready to import', value: <StatusIndicator type="success">{valid.length}</StatusIndicator> },
                    { label: 'With problems', value: <StatusIndicator type={invalid ? 'error' : 'success'}>{invalid}</StatusIndicator> },
                  ]}
                />
              )}
              <PreviewTable rows={rows} columns={props.previewColumns} />
            </SpaceBetween>
          ),
        },
        {
          title: 'Import',
          description: `Sends the ${valid.length} ready rows in batches of ${props.batchSize}.`,
          content: (
            <SpaceBetween size="l">
              <Container header={<Header variant="h2">Progress</Header>}>
                <ProgressBar
                  label={`Importing ${props.plural}`}
                  value={phase.kind === 'running' ? Math.round((phase.done / Math.max(valid.length, 1)) * 100) : finished ? 100 : 0}
                  status={phase.kind === 'failed' ? 'error' : phase.kind === 'finished' ? 'success' : 'in-progress'}
                  description={phase.kind === 'running' ? `${phase.done} of ${valid.length} rows sent` : phase.kind === 'idle' ? `Ready to import ${valid.length} rows.` : undefined}
                  resultText={phase.kind === 'finished' ? resultLine(outcomes) : phase.kind === 'failed' ? `Import stopped: ${phase.message}` : undefined}
                />
              </Container>
              {finished && <OutcomesTable outcomes={outcomes} />}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

const NOT_IMPORTED = { value: '', label: 'Not imported' };

function resultLine(outcomes: readonly ImportOutcome[]): string {
  const s = summarize(outcomes);
  return `${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.failed} failed`;
}

const problemsText = (errors: Record<string, string>) => Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; ');

function PreviewTable<Req>({ rows, columns }: { rows: CheckedRow<Req>[]; columns: readonly { header: string; cell: (row: CheckedRow<Req>) => string }[] }) {
  const { items, collectionProps, paginationProps } = useCollection(rows, { pagination: { pageSize: 10 } });
  return (
    <Table<CheckedRow<Req>>
      {...collectionProps}
      header={<Header variant="h2" counter={`(${rows.length})`}>Rows</Header>}
      items={items}
      trackBy="row"
      pagination={<Pagination {...paginationProps} />}
      empty={<Box textAlign="center" color="inherit">Map the required columns to see the rows.</Box>}
      wrapLines
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (r) => r.row, width: 70 },
        {
          id: 'problems',
          header: 'Problems',
          cell: (r) => (Object.keys(r.errors).length ? <StatusIndicator type="error">{problemsText(r.errors)}</StatusIndicator> : <StatusIndicator type="success">Ready</StatusIndicator>),
          minWidth: 200,
        },
        ...columns.map((c) => ({ id: c.header, header: c.header, cell: c.cell, minWidth: 130 })),
      ]}
    />
  );
}

/** One line per refused field, so a merchant can fix the spreadsheet row by row. */
function OutcomesTable({ outcomes }: { outcomes: readonly ImportOutcome[] }) {
  const lines = outcomes
    .filter((o) => o.status === 'failed')
    .flatMap((o) => (Object.keys(o.errors).length ? Object.entries(o.errors).map(([field, message]) => ({ row: o.row, field, message })) : [{ row: o.row, field: '-', message: 'Refused' }]));
  const { items, collectionProps, paginationProps } = useCollection(lines, { pagination: { pageSize: 10 } });
  return (
    <Table
      {...collectionProps}
      header={<Header variant="h2" counter={`(${lines.length})`} description="Fix these rows in the spreadsheet and import it again; rows already imported are updated, not duplicated.">Row errors</Header>}
      items={items}
      trackBy={(l) => `${l.row}:${l.field}`}
      pagination={<Pagination {...paginationProps} />}
      empty={<Box textAlign="center" color="inherit"><StatusIndicator type="success">Every row was imported.</StatusIndicator></Box>}
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (l) => l.row, width: 80 },
        { id: 'field', header: 'Field', cell: (l) => l.field, width: 200 },
        { id: 'message', header: 'Message', cell: (l) => l.message },
      ]}
    />
  );
}
