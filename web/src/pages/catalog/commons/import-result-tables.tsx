import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { CheckedRow, ImportOutcome } from './import-csv';

export interface PreviewColumn<Req> {
  header: string;
  cell: (row: CheckedRow<Req>) => string;
}

const problemsText = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');

/** Every row of the file as it will be sent, with its problems (the API's own messages). */
export function ImportPreviewTable<Req>({
  rows,
  columns,
}: {
  rows: CheckedRow<Req>[];
  columns: readonly PreviewColumn<Req>[];
}) {
  const { items, collectionProps, paginationProps } = useCollection(rows, { pagination: { pageSize: 10 } });
  return (
    <Table<CheckedRow<Req>>
      {...collectionProps}
      header={
        <Header variant="h2" counter={`(${rows.length})`}>
          Rows
        </Header>
      }
      items={items}
      trackBy="row"
      pagination={<Pagination {...paginationProps} />}
      empty={
        <Box textAlign="center" color="inherit">
          Map the required columns to see the rows.
        </Box>
      }
      wrapLines
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (r) => r.row, width: 70 },
        {
          id: 'problems',
          header: 'Problems',
          cell: (r) =>
            Object.keys(r.errors).length ? (
              <StatusIndicator type="error">{problemsText(r.errors)}</StatusIndicator>
            ) : (
              <StatusIndicator type="success">Ready</StatusIndicator>
            ),
          minWidth: 200,
        },
        ...columns.map((c) => ({ id: c.header, header: c.header, cell: c.cell, minWidth: 130 })),
      ]}
    />
  );
}

/** One line per refused field, so a merchant can fix the spreadsheet row by row. */
export function ImportOutcomesTable({ outcomes }: { outcomes: readonly ImportOutcome[] }) {
  const lines = outcomes
    .filter((o) => o.status === 'failed')
    .flatMap((o) =>
      Object.keys(o.errors).length
        ? Object.entries(o.errors).map(([field, message]) => ({ row: o.row, field, message }))
        : [{ row: o.row, field: '-', message: 'Refused' }],
    );
  const { items, collectionProps, paginationProps } = useCollection(lines, { pagination: { pageSize: 10 } });
  return (
    <Table
      {...collectionProps}
      header={
        <Header
          variant="h2"
          counter={`(${lines.length})`}
          description="Fix these rows in the spreadsheet and import it again; rows already imported are updated, not duplicated."
        >
          Row errors
        </Header>
      }
      items={items}
      trackBy={(l) => `${l.row}:${l.field}`}
      pagination={<Pagination {...paginationProps} />}
      empty={
        <Box textAlign="center" color="inherit">
          <StatusIndicator type="success">Every row was imported.</StatusIndicator>
        </Box>
      }
      columnDefinitions={[
        { id: 'row', header: 'Row', cell: (l) => l.row, width: 80 },
        { id: 'field', header: 'Field', cell: (l) => l.field, width: 200 },
        { id: 'message', header: 'Message', cell: (l) => l.message },
      ]}
    />
  );
}
