import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { DepositView } from '#api/payments';
import { formatCents } from '#domain/money/cents.rules';

const STATUS: Record<DepositView['status'], { type: StatusIndicatorProps.Type; text: string }> = {
  initiated: { type: 'in-progress', text: 'Processing' },
  requires_action: { type: 'warning', text: 'Waiting for authentication' },
  pending: { type: 'pending', text: 'Pending (bank debit settling)' },
  succeeded: { type: 'success', text: 'Added' },
  failed: { type: 'error', text: 'Failed' },
};

/** Recent deposits and where each stands (an ACH debit settles later, or fails with the fee). */
export function DepositsTable({ deposits, loading }: { deposits: readonly DepositView[]; loading: boolean }) {
  return (
    <Table
      variant="container"
      header={<Header counter={`(${deposits.length})`}>Recent deposits</Header>}
      loading={loading}
      loadingText="Loading deposits"
      items={[...deposits]}
      trackBy="depositId"
      empty={<Box textAlign="center">No deposits yet.</Box>}
      columnDefinitions={[
        { id: 'date', header: 'Date', cell: (d) => new Date(d.createdAt).toLocaleString() },
        { id: 'amount', header: 'Amount', cell: (d) => formatCents(d.amountCents) },
        { id: 'method', header: 'From', cell: (d) => d.methodLabel },
        { id: 'origin', header: 'By', cell: (d) => (d.origin === 'auto_reload' ? 'Auto-reload' : 'Add funds') },
        {
          id: 'status',
          header: 'Status',
          cell: (d) => (
            <StatusIndicator type={STATUS[d.status].type}>
              {STATUS[d.status].text}
              {d.failureMessage ? `: ${d.failureMessage}` : ''}
            </StatusIndicator>
          ),
        },
      ]}
    />
  );
}
