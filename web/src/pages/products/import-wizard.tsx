import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
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
import { SessionEndedError, errorMessageOf } from '../../api/api-error';
import { useNotifications } from '../../app/notifications/notifications-context';
import { batches, csvFileError, missingColumns, parseCsv, summarize, type ImportOutcome, type ImportRow } from './import-csv';

export interface ImportWizardProps<Req> {
  /** 'customers' / 'products'. */
  plural: string;
  listHref: string;
  /** Template header line shown to the merchant. */
  templateColumns: readonly string[];
  requiredColumns: Readonly<Record<string, readonly string[]>>;
  toRows: (records: Record<string, string>[]) => ImportRow<Req>[];
  /** Columns the preview shows, by template header. */
  previewColumns: readonly { header: string; cell: (row: ImportRow<Req>) => string }[];
  /** Sends one batch of valid rows; answers one outcome per row, row numbers as given. */
  send: (rows: ImportRow<Req>[]) => Promise<ImportOutcome[]>;
  batchSize: number;
}

type Phase = { kind: 'idle' } | { kind: 'running'; done: number } | { kind: 'finished' } | { kind: 'failed'; message: string };

/**
 * Spreadsheet import in three steps (GUIDE §4 Wizard): upload a CSV, preview each row checked by
 * the API's own schema, then import in batches with a progress bar. Rows the schema refuses are
 * not sent and are reported with the rows the server refused, each by row number and field.
 */
export function ImportWizard<Req>(props: ImportWizardProps<Req>) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRow<Req>[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const valid = useMemo(() => rows.filter((r) => Object.keys(r.errors).length === 0), [rows]);
  const invalid = rows.length - valid.length;

  async function chooseFile(next: File[]) {
    setFiles(next);
    setRows([]);
    setFileError(null);
    setPhase({ kind: 'idle' });
    setOutcomes([]);
    const file = next[0];
    if (!file) return;
    const typeError = csvFileError(file);
    if (typeError) return setFileError(typeError);
    const { headers, records } = parseCsv(await file.text());
    const missing = missingColumns(headers, props.requiredColumns);
    if (missing.length) return setFileError(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
    if (!records.length) return setFileError('The file has no rows');
    setRows(props.toRows(records));
  }

  async function run() {
    const refused: ImportOutcome[] = rows.filter((r) => Object.keys(r.errors).length > 0).map((r) => ({ row: r.row, status: 'failed', errors: r.errors }));
    const results: ImportOutcome[] = [];
    setPhase({ kind: 'running', done: 0 });
    try {
      for (const batch of batches(valid, props.batchSize)) {
        results.push(...(await props.send(batch)));
        setPhase({ kind: 'running', done: results.length });
      }
      const all = [...results, ...refused].sort((a, b) => a.row - b.row);
      setOutcomes(all);
      setPhase({ kind: 'finished' });
      const s = summarize(all);
      notify({ type: s.failed ? 'warning' : 'success', content: `Import finished: ${s.created} created, ${s.updated} updated, ${s.failed} failed.` });
    } catch (e) {
      if (e instanceof SessionEndedError) return;
      setOutcomes([...results, ...refused].sort((a, b) => a.row - b.row));
      setPhase({ kind: 'failed', message: errorMessageOf(e) });
    }
  }

  const running = phase.kind === 'running';
  const finished = phase.kind === 'finished' || phase.kind === 'failed';

  return (
    <Wizard
      activeStepIndex={step}
      onNavigate={({ detail }) => {
        if (running) return;
        // The preview needs a parsed file first.
        if (detail.requestedStepIndex > 0 && rows.length === 0) return setFileError(fileError ?? 'Choose a CSV file');
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
          description: `A CSV file with a header row. Columns: ${props.templateColumns.join(', ')}.`,
          content: (
            <Container header={<Header variant="h2">File</Header>}>
              <FormField label="CSV file" errorText={fileError}>
                <FileUpload
                  value={files}
                  onChange={({ detail }) => void chooseFile(detail.value)}
                  accept=".csv,text/csv"
                  showFileSize
                  constraintText={`Required column${Object.keys(props.requiredColumns).length > 1 ? 's' : ''}: ${Object.keys(props.requiredColumns).join(', ')}.`}
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
          title: 'Preview',
          description: 'Each row is checked as the server will check it. Rows with problems are skipped and reported.',
          content: (
            <SpaceBetween size="l">
              {rows.length === 0 ? (
                <Alert type="warning">Choose a CSV file with at least one row first.</Alert>
              ) : (
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

function resultLine(outcomes: readonly ImportOutcome[]): string {
  const s = summarize(outcomes);
  return `${s.created} created, ${s.updated} updated, ${s.failed} failed`;
}

const problemsText = (errors: Record<string, string>) => Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; ');

function PreviewTable<Req>({ rows, columns }: { rows: ImportRow<Req>[]; columns: ImportWizardProps<Req>['previewColumns'] }) {
  const { items, collectionProps, paginationProps } = useCollection(rows, { pagination: { pageSize: 10 } });
  return (
    <Table<ImportRow<Req>>
      {...collectionProps}
      header={<Header variant="h2" counter={`(${rows.length})`}>Rows</Header>}
      items={items}
      trackBy="row"
      pagination={<Pagination {...paginationProps} />}
      empty={<Box textAlign="center" color="inherit">No rows</Box>}
      wrapLines
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (r) => r.row, width: 70 },
        {
          id: 'problems',
          header: 'Problems',
          cell: (r) => (Object.keys(r.errors).length ? <StatusIndicator type="error">{problemsText(r.errors)}</StatusIndicator> : <StatusIndicator type="success">Ready</StatusIndicator>),
          minWidth: 200,
        },
        ...columns.map((c) => ({ id: c.header, header: c.header, cell: c.cell })),
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
