import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import type { TableProps } from '@cloudscape-design/components/table';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ClaimView } from '#web/api/claims-api';
import { claimFilerOf, type ClaimFiler } from '#domain/claims/claim-record';
import { claimFileByDay } from '#domain/claims/file-by.rules';
import { formatDateTime } from '#domain/dates/date-format.rules';
import { formatCents } from '#domain/money/cents.rules';
import { RouterLink } from '#web/components/router-link';
import { TableEmptyState } from '#web/components/table-states';
import type { TablePreferences } from '#web/lib/table-preferences';
import { CLAIM_STATUS_INDICATOR } from './claim-status';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const CLAIMS_TABLE_ID = 'claims';
export const CLAIM_PAGE_SIZE_OPTIONS = [20, 50, 100] as const;

/** Who filed a claim, as the list names it. */
export const CLAIM_FILER_LABELS: Record<ClaimFiler, string> = {
  merchant: 'Merchant',
  protection: 'Shopper protection',
};

export function ClaimStatusIndicator({ claim }: { claim: Pick<ClaimView, 'status' | 'statusLabel'> }) {
  return <StatusIndicator type={CLAIM_STATUS_INDICATOR[claim.status]}>{claim.statusLabel}</StatusIndicator>;
}

/** A shopper's claim the merchant has still to decide (reship, refund or deny). */
export const awaitsDecision = (c: Pick<ClaimView, 'source' | 'resolution' | 'status'>) =>
  c.source.kind === 'protection' && c.resolution === 'pending' && c.status !== 'withdrawn' && c.status !== 'closed';

/**
 * The claims table: order, who filed, reason, status, amounts, when filed, and the filing deadline ("file by").
 * Widths are set so the default columns fit a 1366 px screen beside the navigation, and the table wraps lines
 * rather than cutting text; Paid and Tracking code are off by default (the preferences turn them on).
 */
export const CLAIM_COLUMNS: TableProps.ColumnDefinition<ClaimView>[] = [
  {
    id: 'orderNumber',
    header: 'Order',
    cell: (c) => <RouterLink href={`/claims/${encodeURIComponent(c.claimId)}`}>{c.orderNumber}</RouterLink>,
    isRowHeader: true,
    width: 130,
  },
  { id: 'filer', header: 'Source', cell: (c) => CLAIM_FILER_LABELS[claimFilerOf(c.source.kind)], width: 130 },
  { id: 'reason', header: 'Reason', cell: (c) => c.reason, width: 140 },
  {
    id: 'status',
    header: 'Status',
    cell: (c) =>
      awaitsDecision(c) ? (
        <StatusIndicator type="pending">Awaiting decision</StatusIndicator>
      ) : (
        <ClaimStatusIndicator claim={c} />
      ),
    // "Awaiting decision" and "Submitted for Payment" on one line beside their icon.
    width: 190,
  },
  { id: 'claimed', header: 'Claimed', cell: (c) => formatCents(c.amounts.claimedCents), width: 100 },
  {
    id: 'paid',
    header: 'Paid',
    cell: (c) => (c.amounts.paidCents === undefined ? '-' : formatCents(c.amounts.paidCents)),
    width: 100,
  },
  { id: 'tracking', header: 'Tracking code', cell: (c) => c.trackingCode ?? '-', width: 170 },
  { id: 'created', header: 'Filed', cell: (c) => formatDateTime(new Date(c.createdAt), TIME_ZONE), width: 140 },
  // Only a draft still has to be filed; a filed claim's deadline is met.
  {
    id: 'fileBy',
    header: 'File by',
    cell: (c) => (c.status === 'draft' && c.fileBy ? claimFileByDay(c.fileBy) : '-'),
    width: 100,
  },
];

const HIDDEN_BY_DEFAULT = new Set(['paid', 'tracking']);

export const CLAIM_COLUMN_OPTIONS: CollectionPreferencesProps.ContentDisplayOption[] = CLAIM_COLUMNS.map((c, i) => ({
  id: c.id!,
  label: String(c.header),
  alwaysVisible: i === 0,
}));

export const DEFAULT_CLAIM_PREFERENCES: TablePreferences = {
  pageSize: 20,
  contentDisplay: CLAIM_COLUMNS.map((c) => ({ id: c.id!, visible: !HIDDEN_BY_DEFAULT.has(c.id!) })),
};

export function ClaimsEmptyState({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <TableEmptyState title="No claims" description="No claim matches these filters." />
  ) : (
    <TableEmptyState title="No claims" description="File a claim from a shipment with a label, on its order's page." />
  );
}
