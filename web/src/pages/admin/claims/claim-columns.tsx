import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { AdminClaimView } from '#api/admin';
import { RouterLink } from '#web/components/router-link';
import { claimReason } from '#domain/claims/claim-record';
import { formatCents } from '#domain/money/cents.rules';
import { claimStatusLabel, type ClaimStatus } from '#domain/statuses/claim-status.rules';

export const adminClaimHref = (c: Pick<AdminClaimView, 'accountId' | 'claimId'>) =>
  `/admin/accounts/${encodeURIComponent(c.accountId)}/claims/${encodeURIComponent(c.claimId)}`;

const STATUS_TYPE: Partial<Record<ClaimStatus, 'success' | 'error' | 'pending' | 'in-progress' | 'stopped'>> = {
  paid: 'success',
  denied: 'error',
  withdrawn: 'stopped',
  closed: 'stopped',
  claim_received: 'pending',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <StatusIndicator type={STATUS_TYPE[status] ?? 'in-progress'}>{claimStatusLabel(status)}</StatusIndicator>;
}

/** The claim columns shared by the review queue and an account's recent claims. */
export function claimColumns(): TableProps.ColumnDefinition<AdminClaimView>[] {
  return [
    {
      id: 'orderNumber',
      header: 'Order',
      cell: (c) => <RouterLink href={adminClaimHref(c)}>{c.orderNumber}</RouterLink>,
    },
    { id: 'reason', header: 'Reason', cell: (c) => claimReason(c.type) },
    { id: 'status', header: 'Status', cell: (c) => <ClaimStatusBadge status={c.status} /> },
    { id: 'claimed', header: 'Claimed', cell: (c) => formatCents(c.amounts.claimedCents) },
    { id: 'covered', header: 'Payable up to', cell: (c) => formatCents(c.maxPayoutCents) },
    { id: 'tracking', header: 'Tracking', cell: (c) => c.trackingCode ?? '—' },
    { id: 'account', header: 'Account', cell: (c) => c.accountId },
    { id: 'submittedAt', header: 'Submitted', cell: (c) => new Date(c.submittedAt ?? c.createdAt).toLocaleString() },
  ];
}
