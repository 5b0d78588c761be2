import type { TableProps } from '@cloudscape-design/components/table';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ClaimView } from '#web/api/claims-api';
import { claimFileByDay } from '#domain/claims/file-by.rules';
import { formatDateTime } from '#domain/dates/date-format.rules';
import { formatCents } from '#domain/money/cents.rules';
import { RouterLink } from '#web/components/router-link';
import { TableEmptyState } from '#web/components/table-states';
import { CLAIM_STATUS_INDICATOR } from './claim-status';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function ClaimStatusIndicator({ claim }: { claim: Pick<ClaimView, 'status' | 'statusLabel'> }) {
  return <StatusIndicator type={CLAIM_STATUS_INDICATOR[claim.status]}>{claim.statusLabel}</StatusIndicator>;
}

/** The claims table: order, reason, status, amounts, when filed, and the filing deadline ("file by"). */
export const CLAIM_COLUMNS: TableProps.ColumnDefinition<ClaimView>[] = [
  {
    id: 'orderNumber',
    header: 'Order',
    cell: (c) => <RouterLink href={`/claims/${encodeURIComponent(c.claimId)}`}>{c.orderNumber}</RouterLink>,
    isRowHeader: true,
  },
  { id: 'reason', header: 'Reason', cell: (c) => c.reason },
  { id: 'status', header: 'Status', cell: (c) => <ClaimStatusIndicator claim={c} /> },
  { id: 'claimed', header: 'Claimed', cell: (c) => formatCents(c.amounts.claimedCents) },
  {
    id: 'paid',
    header: 'Paid',
    cell: (c) => (c.amounts.paidCents === undefined ? '-' : formatCents(c.amounts.paidCents)),
  },
  { id: 'tracking', header: 'Tracking code', cell: (c) => c.trackingCode ?? '-' },
  { id: 'created', header: 'Filed', cell: (c) => formatDateTime(new Date(c.createdAt), TIME_ZONE) },
  // Only a draft still has to be filed; a filed claim's deadline is met.
  { id: 'fileBy', header: 'File by', cell: (c) => (c.status === 'draft' && c.fileBy ? claimFileByDay(c.fileBy) : '-') },
];

export function ClaimsEmptyState({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <TableEmptyState title="No claims" description="No claim has this status." />
  ) : (
    <TableEmptyState title="No claims" description="File a claim from a shipment with a label, on its order's page." />
  );
}
