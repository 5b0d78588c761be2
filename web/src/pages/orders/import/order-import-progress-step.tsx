import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Pagination from '@cloudscape-design/components/pagination';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { ImportRowError } from '#web/api/orders-api';
import { ImportOutcomeChart } from './import-outcome-chart';
import type { OrderImport } from './use-order-import';

const ERRORS_PER_PAGE = 20;

/** Step 3: box packing for new orders, the progress with the running totals, and the rows refused. */
export function OrderImportProgressStep({ upload }: { upload: OrderImport }) {
  const { phase, totals, packing } = upload;
  const total = upload.sheet?.rows.length ?? 0;
  const sent = phase.kind === 'running' ? phase.sent : phase.kind === 'finished' ? total : 0;
  return (
    <SpaceBetween size="l">
      <Checkbox
        checked={packing.checked}
        disabled={phase.kind === 'running'}
        onChange={(e) => packing.change(e.detail.checked)}
        description="New orders get one shipment per box, chosen among the boxes marked “Use in box packing”; lines are completed from your catalog by SKU."
      >
        Choose boxes for new orders
      </Checkbox>
      <Container header={<Header variant="h2">Progress</Header>}>
        <SpaceBetween size="m">
          <ProgressBar
            value={total ? Math.round((sent / total) * 100) : 0}
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
      {totals.errors.length > 0 && <RowErrorsTable errors={totals.errors} />}
      {phase.kind === 'finished' && totals.errors.length === 0 && (
        <Box>
          <StatusIndicator type="success">Every row imported.</StatusIndicator>
        </Box>
      )}
      {phase.kind === 'failed' && (
        <Alert
          type="error"
          header="The import stopped"
          action={<Button onClick={() => void upload.run()}>Retry</Button>}
        >
          {phase.message} Rows already sent are kept; importing again updates them.
        </Alert>
      )}
    </SpaceBetween>
  );
}

function RowErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  const [page, setPage] = useState(1);
  return (
    <Table<ImportRowError>
      variant="container"
      header={
        <Header
          variant="h2"
          counter={`(${errors.length})`}
          description="Fix these rows in your file and import it again."
        >
          Row errors
        </Header>
      }
      items={errors.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE)}
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (e) => e.row, width: 90 },
        { id: 'field', header: 'Field', cell: (e) => e.field, width: 180 },
        { id: 'message', header: 'Message', cell: (e) => e.message },
      ]}
      pagination={
        <Pagination
          currentPageIndex={page}
          pagesCount={Math.max(1, Math.ceil(errors.length / ERRORS_PER_PAGE))}
          onChange={({ detail }) => setPage(detail.currentPageIndex)}
        />
      }
    />
  );
}
