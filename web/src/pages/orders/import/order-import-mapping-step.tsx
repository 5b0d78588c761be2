import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { ORDER_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import { ColumnMappingFields } from '#web/pages/catalog/commons/column-mapping-fields';
import { PREVIEW_ROWS, type OrderImport } from './use-order-import';

/** Step 2: which column each order field takes, and the first rows as the server will read them. */
export function OrderImportMappingStep({ upload, showErrors }: { upload: OrderImport; showErrors: boolean }) {
  const { preview, mapping } = upload;
  const total = upload.sheet?.rows.length ?? 0;
  const mappedFields = ORDER_IMPORT_FIELDS.filter((f) => mapping[f.key]);
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description="Required fields are marked.">
            Column mapping
          </Header>
        }
      >
        <ColumnMappingFields
          fields={ORDER_IMPORT_FIELDS}
          headers={upload.sheet?.headers ?? []}
          mapping={mapping}
          onChange={upload.setMapping}
          errors={showErrors ? upload.problems : undefined}
          columns={3}
          labelOf={(field) => (field.required ? `${field.label} (required)` : field.label)}
          unmappedLabel="Not mapped"
        />
      </Container>
      <Table
        variant="container"
        header={
          <Header variant="h2" counter={`(${Math.min(PREVIEW_ROWS, total)} of ${total})`}>
            Preview
          </Header>
        }
        items={preview}
        columnDefinitions={[
          { id: 'row', header: 'Row', cell: (r) => r.row },
          {
            id: 'problems',
            header: 'Check',
            cell: (r) =>
              r.problems ? (
                <StatusIndicator type="warning">{r.problems}</StatusIndicator>
              ) : (
                <StatusIndicator type="success">OK</StatusIndicator>
              ),
          },
          ...mappedFields.map((f) => ({
            id: f.key,
            header: f.label,
            cell: (r: (typeof preview)[number]) => r[f.key] || '-',
          })),
        ]}
        empty="Map at least one column to see the preview"
        wrapLines={false}
      />
    </SpaceBetween>
  );
}
