import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Pagination from '@cloudscape-design/components/pagination';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Wizard from '@cloudscape-design/components/wizard';
import { IMPORT_CHUNK_ROWS, ORDER_IMPORT_FIELDS, ORDER_IMPORT_FIELD_KEYS, type OrderImportField } from '#domain/imports/import-fields.constants';
import { applyMapping, mappingProblems, suggestMapping, type ColumnMapping } from '#domain/imports/column-mapping.rules';
import type { SheetRows } from '#domain/imports/csv-reader';
import { chunkImportRows, validateOrderRows } from '#domain/imports/order-import.rules';
import { useApi } from '../../api/api-context';
import { SessionEndedError, errorMessageOf } from '../../api/api-error';
import { ordersApi, type ImportRowError } from '../../api/orders-api';
import { useNotifications } from '../../app/notifications/notifications-context';
import { PermissionGuard } from '../../components/permission-guard';
import { EMPTY_TOTALS, addChunkResult, type ImportTotals } from './order-import.rules';
import { ImportOutcomeChart } from './import-outcome-chart';
import { SPREADSHEET_ACCEPT, readSpreadsheet, spreadsheetKind } from './spreadsheet-file';
import { packsNewOrdersByDefault } from '#domain/settings/box-packing-default.rules';
import { accountSettingsApi } from '../settings/settings-api';

const PREVIEW_ROWS = 10;
/**
 * Rows per request: below the 500 cap so the progress bar moves and each request stays far
 * from the API's 29 s limit on a busy stack (see docs/decisions.md).
 */
const UI_CHUNK_ROWS = Math.min(100, IMPORT_CHUNK_ROWS);
const ERRORS_PER_PAGE = 20;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Phase = { kind: 'idle' } | { kind: 'running'; sent: number } | { kind: 'finished' } | { kind: 'failed'; message: string };

/** Orders import (issue 4 §5): upload CSV/XLSX → map columns with a preview → import in chunks → per-row results. */
export function OrderImportPage() {
  return (
    <PermissionGuard required={['import_export_orders']} fallback={<Alert type="error" header="Not allowed">Your team permissions do not include importing orders.</Alert>}>
      <OrderImportWizard />
    </PermissionGuard>
  );
}

function OrderImportWizard() {
  const navigate = useNavigate();
  const { client } = useApi();
  const { notify } = useNotifications();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<SheetRows | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<OrderImportField>>({});
  const [showMappingErrors, setShowMappingErrors] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [totals, setTotals] = useState<ImportTotals>(EMPTY_TOTALS);
  const [errorsPage, setErrorsPage] = useState(1);
  const [packWithBoxes, setPackWithBoxes] = useState(false);
  const packingTouched = useRef(false);

  // The checkbox starts from the account's box packing setting (accounts §3) until the user changes it.
  useEffect(() => {
    let active = true;
    accountSettingsApi(client)
      .get()
      .then((settings) => active && !packingTouched.current && setPackWithBoxes(packsNewOrdersByDefault(settings)))
      .catch(() => undefined); // unchecked stays the default when the settings cannot be read
    return () => {
      active = false;
    };
  }, [client]);

  const problems = useMemo(() => (sheet ? mappingProblems(mapping, ORDER_IMPORT_FIELDS, sheet.headers) : {}), [mapping, sheet]);
  // The preview runs the server's own row checks, so problems show before anything is sent.
  const preview = useMemo(() => {
    if (!sheet) return [];
    const rows = sheet.rows.slice(0, PREVIEW_ROWS);
    const { errors } = validateOrderRows(rows, mapping);
    return rows.map((r) => ({
      row: r.row,
      ...applyMapping(r.values, mapping, ORDER_IMPORT_FIELD_KEYS),
      problems: errors.filter((e) => e.row === r.row).map((e) => `${e.field}: ${e.message}`).join('; '),
    }));
  }, [sheet, mapping]);
  const mappedFields = ORDER_IMPORT_FIELDS.filter((f) => mapping[f.key]);

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

  async function runImport() {
    if (!sheet) return;
    const api = ordersApi(client);
    const importId = crypto.randomUUID();
    // Only mapped headers travel: the rest of the sheet stays in the browser.
    const headers = new Set(Object.values(mapping).filter(Boolean) as string[]);
    const rows = sheet.rows.map((r) => ({ row: r.row, values: Object.fromEntries(Object.entries(r.values).filter(([h]) => headers.has(h))) }));
    const orderHeader = mapping.orderNumber ?? '';
    let sum = EMPTY_TOTALS;
    setTotals(sum);
    setPhase({ kind: 'running', sent: 0 });
    try {
      let sent = 0;
      // Within the 500-row cap, one order's rows never split (shared chunk rule).
      for (const chunk of chunkImportRows(rows, (r) => r.values[orderHeader] ?? '', UI_CHUNK_ROWS)) {
        const answer = await api.importChunk({ importId, rows: chunk, mapping, packWithBoxes });
        sum = addChunkResult(sum, answer);
        sent += chunk.length;
        setTotals(sum);
        setPhase({ kind: 'running', sent });
      }
      setPhase({ kind: 'finished' });
      notify({ type: sum.errors.length ? 'warning' : 'success', content: `Import finished: ${sum.created} created, ${sum.updated} updated, ${sum.unchanged} unchanged${sum.skipped ? `, ${sum.skipped} held back` : ''}, ${sum.failedRows} rows with errors.` });
    } catch (e) {
      if (e instanceof SessionEndedError) return;
      setPhase({ kind: 'failed', message: errorMessageOf(e) });
    }
  }

  const total = sheet?.rows.length ?? 0;
  const running = phase.kind === 'running';
  const pagedErrors = totals.errors.slice((errorsPage - 1) * ERRORS_PER_PAGE, errorsPage * ERRORS_PER_PAGE);

  return (
    <Wizard
      activeStepIndex={step}
      isLoadingNextStep={running}
      onNavigate={({ detail }) => {
        if (running) return;
        if (detail.requestedStepIndex === 1 && !sheet) {
          setFileError(fileError ?? 'Choose a CSV or XLSX file');
          return;
        }
        if (detail.requestedStepIndex === 2 && Object.keys(problems).length) {
          setShowMappingErrors(true);
          return;
        }
        setStep(detail.requestedStepIndex);
      }}
      onCancel={() => navigate('/orders')}
      onSubmit={() => (phase.kind === 'finished' ? navigate('/orders') : void runImport())}
      i18nStrings={{
        stepNumberLabel: (n) => `Step ${n}`,
        collapsedStepsLabel: (n, count) => `Step ${n} of ${count}`,
        navigationAriaLabel: 'Steps',
        cancelButton: 'Cancel',
        previousButton: 'Previous',
        nextButton: 'Next',
        optional: 'optional',
      }}
      submitButtonText={phase.kind === 'finished' ? 'View orders' : 'Start import'}
      steps={[
        {
          title: 'Upload file',
          description: 'A CSV file or an XLSX workbook (its first sheet). Every cell is trimmed.',
          content: (
            <Container header={<Header variant="h2">Spreadsheet</Header>}>
              <SpaceBetween size="m">
                <FormField label="Orders file" errorText={fileError} description="One row per order line; rows with the same order number form one order and re-importing updates them.">
                  <FileUpload
                    value={files}
                    onChange={({ detail }) => void chooseFile(detail.value)}
                    accept={SPREADSHEET_ACCEPT}
                    i18nStrings={{
                      uploadButtonText: () => 'Choose file',
                      dropzoneText: () => 'Drop a file to upload',
                      removeFileAriaLabel: () => 'Remove file',
                      limitShowFewer: 'Show fewer files',
                      limitShowMore: 'Show more files',
                      errorIconAriaLabel: 'Error',
                    }}
                    showFileSize
                    showFileLastModified
                    constraintText="CSV or XLSX"
                  />
                </FormField>
                {sheet && <StatusIndicator type="success">{plural(sheet.rows.length, 'row')} and {plural(sheet.headers.length, 'column')} read.</StatusIndicator>}
              </SpaceBetween>
            </Container>
          ),
        },
        {
          title: 'Map columns',
          description: 'Each order field takes one column of your file. The suggestions come from the header names.',
          content: (
            <SpaceBetween size="l">
              <Container header={<Header variant="h2" description="Required fields are marked.">Column mapping</Header>}>
                <ColumnLayout columns={3}>
                  {ORDER_IMPORT_FIELDS.map((field) => {
                    const header = mapping[field.key];
                    return (
                      <FormField
                        key={field.key}
                        label={'required' in field && field.required ? `${field.label} (required)` : field.label}
                        errorText={showMappingErrors ? problems[`mapping.${field.key}`] : undefined}
                      >
                        <Select
                          selectedOption={header ? { value: header, label: header } : { value: '', label: 'Not mapped' }}
                          options={[{ value: '', label: 'Not mapped' }, ...(sheet?.headers ?? []).map((h) => ({ value: h, label: h }))]}
                          onChange={({ detail }) => setMapping((m) => ({ ...m, [field.key]: detail.selectedOption.value || undefined }))}
                        />
                      </FormField>
                    );
                  })}
                </ColumnLayout>
              </Container>
              <Table
                variant="container"
                header={<Header variant="h2" counter={`(${Math.min(PREVIEW_ROWS, total)} of ${total})`}>Preview</Header>}
                items={preview}
                columnDefinitions={[
                  { id: 'row', header: 'Row', cell: (r) => r.row },
                  { id: 'problems', header: 'Check', cell: (r) => (r.problems ? <StatusIndicator type="warning">{r.problems}</StatusIndicator> : <StatusIndicator type="success">OK</StatusIndicator>) },
                  ...mappedFields.map((f) => ({ id: f.key, header: f.label, cell: (r: (typeof preview)[number]) => r[f.key] || '-' })),
                ]}
                empty="Map at least one column to see the preview"
                wrapLines={false}
              />
            </SpaceBetween>
          ),
        },
        {
          title: 'Import',
          description: `Rows are sent in chunks of ${UI_CHUNK_ROWS}. The same order number updates its order; it never duplicates it.`,
          content: (
            <SpaceBetween size="l">
              <Checkbox
                checked={packWithBoxes}
                disabled={phase.kind === 'running'}
                onChange={(e) => {
                  packingTouched.current = true;
                  setPackWithBoxes(e.detail.checked);
                }}
                description="New orders get one shipment per box, chosen among the boxes marked “Use in box packing”; lines are completed from your catalog by SKU."
              >
                Choose boxes for new orders
              </Checkbox>
              <Container header={<Header variant="h2">Progress</Header>}>
                <SpaceBetween size="m">
                  <ProgressBar
                    value={total ? Math.round(((phase.kind === 'running' ? phase.sent : phase.kind === 'finished' ? total : 0) / total) * 100) : 0}
                    label="Import progress"
                    description={`${total} rows`}
                    status={phase.kind === 'failed' ? 'error' : phase.kind === 'finished' ? 'success' : 'in-progress'}
                    resultText={phase.kind === 'failed' ? phase.message : 'Import finished'}
                    additionalInfo={phase.kind === 'idle' ? 'Choose Start import to begin.' : undefined}
                  />
                  {phase.kind !== 'idle' && (
                    <ColumnLayout columns={2}>
                      <KeyValuePairs
                        columns={2}
                        items={[
                          { label: 'Created', value: totals.created },
                          { label: 'Updated', value: totals.updated },
                          { label: 'Unchanged', value: totals.unchanged },
                          { label: 'Held back', value: totals.skipped },
                          { label: 'Rows with errors', value: <span data-testid="import-failed">{totals.failedRows}</span> },
                        ]}
                      />
                      <ImportOutcomeChart totals={totals} />
                    </ColumnLayout>
                  )}
                </SpaceBetween>
              </Container>
              {totals.errors.length > 0 && (
                <Table<ImportRowError>
                  variant="container"
                  header={<Header variant="h2" counter={`(${totals.errors.length})`} description="Fix these rows in your file and import it again.">Row errors</Header>}
                  items={pagedErrors}
                  columnDefinitions={[
                    { id: 'row', header: 'Row', cell: (e) => e.row, width: 90 },
                    { id: 'field', header: 'Field', cell: (e) => e.field, width: 180 },
                    { id: 'message', header: 'Message', cell: (e) => e.message },
                  ]}
                  pagination={
                    <Pagination
                      currentPageIndex={errorsPage}
                      pagesCount={Math.max(1, Math.ceil(totals.errors.length / ERRORS_PER_PAGE))}
                      onChange={({ detail }) => setErrorsPage(detail.currentPageIndex)}
                    />
                  }
                />
              )}
              {phase.kind === 'finished' && totals.errors.length === 0 && (
                <Box>
                  <StatusIndicator type="success">Every row imported.</StatusIndicator>
                </Box>
              )}
              {phase.kind === 'failed' && (
                <Alert type="error" header="The import stopped" action={<Button onClick={() => void runImport()}>Retry</Button>}>
                  {phase.message} Rows already sent are kept; importing again updates them.
                </Alert>
              )}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}
