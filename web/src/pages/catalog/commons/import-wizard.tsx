import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Wizard from '@cloudscape-design/components/wizard';
import type { ColumnMapping } from '#domain/imports/column-mapping.rules';
import type { ImportField } from '#domain/imports/import-fields.constants';
import { ColumnMappingFields } from './column-mapping-fields';
import { resultLine, type CheckedRow, type ImportOutcome } from './import-csv';
import { ImportOutcomesTable, ImportPreviewTable, type PreviewColumn } from './import-result-tables';
import { useCsvImport } from './use-csv-import';
import { WIZARD_I18N } from './wizard-strings';

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
  previewColumns: readonly PreviewColumn<Req>[];
  /** Sends one batch of valid rows; answers one outcome per row, by the rows' own numbers. */
  send: (rows: CheckedRow<Req>[], mapping: ColumnMapping<K>, importId: string) => Promise<ImportOutcome[]>;
  batchSize: number;
}

const FILE_UPLOAD_I18N = {
  uploadButtonText: () => 'Choose file',
  dropzoneText: () => 'Drop a CSV file here',
  removeFileAriaLabel: () => 'Remove file',
  errorIconAriaLabel: 'Error',
};

/**
 * Spreadsheet import in three steps (a Cloudscape Wizard): upload a CSV, preview each row checked by
 * the API's own schema, then import in batches with a progress bar (useCsvImport does the work).
 */
export function ImportWizard<K extends string, Req>(props: ImportWizardProps<K, Req>) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const csv = useCsvImport(props);
  const { phase, rows, valid } = csv;
  const invalid = rows.length - valid.length;
  const running = phase.kind === 'running';
  const finished = phase.kind === 'finished' || phase.kind === 'failed';

  return (
    <Wizard
      activeStepIndex={step}
      onNavigate={({ detail }) => {
        if (running) return;
        // The preview needs a parsed file first, and the import a complete mapping.
        if (detail.requestedStepIndex > 0 && csv.fileRows.length === 0)
          return csv.setFileError(csv.fileError ?? 'Choose a CSV file');
        if (detail.requestedStepIndex > 1 && !csv.mapped) return;
        setStep(detail.requestedStepIndex);
      }}
      onCancel={() => navigate(props.listHref)}
      onSubmit={() => (finished ? navigate(props.listHref) : void csv.run())}
      isLoadingNextStep={running}
      submitButtonText={finished ? 'Done' : `Import ${valid.length} ${valid.length === 1 ? 'row' : 'rows'}`}
      i18nStrings={WIZARD_I18N}
      steps={[
        {
          title: 'Upload CSV',
          description: `A CSV file with a header row. Columns it can fill: ${props.fields.map((f) => f.label).join(', ')}.`,
          content: (
            <Container header={<Header variant="h2">File</Header>}>
              <FormField label="CSV file" errorText={csv.fileError}>
                <FileUpload
                  value={csv.files}
                  onChange={({ detail }) => void csv.chooseFile(detail.value)}
                  accept=".csv,text/csv"
                  showFileSize
                  constraintText={`Required: ${props.fields
                    .filter((f) => f.required)
                    .map((f) => f.label)
                    .join(', ')}.`}
                  i18nStrings={FILE_UPLOAD_I18N}
                />
              </FormField>
            </Container>
          ),
        },
        {
          title: 'Map columns and preview',
          description:
            'Columns were matched by their headers; change any that is wrong. Each row is checked as the server will check it; rows with problems are skipped and reported.',
          content: (
            <SpaceBetween size="l">
              <Container header={<Header variant="h2">Columns</Header>}>
                <ColumnMappingFields
                  fields={props.fields}
                  headers={csv.headers}
                  mapping={csv.mapping}
                  onChange={csv.setMapping}
                  errors={csv.problems}
                  columns={4}
                  labelOf={(field) => (field.required ? field.label : `${field.label} - optional`)}
                  unmappedLabel="Not imported"
                />
              </Container>
              {csv.mapped && (
                <KeyValuePairs
                  columns={3}
                  items={[
                    { label: 'Rows', value: String(rows.length) },
                    {
                      label: 'Ready to import',
                      value: <StatusIndicator type="success">{valid.length}</StatusIndicator>,
                    },
                    {
                      label: 'With problems',
                      value: <StatusIndicator type={invalid ? 'error' : 'success'}>{invalid}</StatusIndicator>,
                    },
                  ]}
                />
              )}
              <ImportPreviewTable rows={rows} columns={props.previewColumns} />
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
                  value={
                    phase.kind === 'running'
                      ? Math.round((phase.done / Math.max(valid.length, 1)) * 100)
                      : finished
                        ? 100
                        : 0
                  }
                  status={phase.kind === 'failed' ? 'error' : phase.kind === 'finished' ? 'success' : 'in-progress'}
                  description={
                    phase.kind === 'running'
                      ? `${phase.done} of ${valid.length} rows sent`
                      : phase.kind === 'idle'
                        ? `Ready to import ${valid.length} rows.`
                        : undefined
                  }
                  resultText={
                    phase.kind === 'finished'
                      ? resultLine(csv.outcomes)
                      : phase.kind === 'failed'
                        ? `Import stopped: ${phase.message}`
                        : undefined
                  }
                />
              </Container>
              {finished && <ImportOutcomesTable outcomes={csv.outcomes} />}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}
