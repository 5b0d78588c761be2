import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import type { ZoneMappingImportRowError } from '#api/zones';

interface Props {
  canEdit: boolean;
  onExport: () => Promise<void>;
  onImport: (csv: string) => Promise<ZoneMappingImportRowError[]>;
  onErrors: (errors: ZoneMappingImportRowError[]) => void;
}

/** Export the mappings as CSV, or import a CSV in the same format (rows naming an id update that mapping). */
export function CsvActions({ canEdit, onExport, onImport, onErrors }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button onClick={() => void onExport()}>Export CSV</Button>
      <Button disabled={!canEdit} onClick={() => input.current?.click()}>
        Import CSV
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Zone mappings CSV file"
        hidden
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onErrors(await onImport(await file.text()));
        }}
      />
    </SpaceBetween>
  );
}

/** The rows an import refused, by line. */
export function ImportErrors({ errors, onDismiss }: { errors: ZoneMappingImportRowError[]; onDismiss: () => void }) {
  if (errors.length === 0) return null;
  return (
    <Alert type="warning" header="Rows not imported" dismissible onDismiss={onDismiss}>
      <ul>
        {errors.map((e) => (
          <li key={e.row}>{`Row ${e.row}: ${Object.values(e.errors).join('; ')}`}</li>
        ))}
      </ul>
    </Alert>
  );
}
