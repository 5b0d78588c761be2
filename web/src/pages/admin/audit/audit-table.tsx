import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import type { AdminAuditEntry } from '#domain/admin/admin-audit';
import { formatCents } from '#domain/money/cents.rules';
import { claimStatusLabel } from '#domain/statuses/claim-status.rules';
import { RouterLink } from '#web/components/router-link';
import { TableEmptyState } from '#web/components/table-states';

const ACTION_LABELS: Record<AdminAuditEntry['action'], string> = {
  'claim.move': 'Moved claim',
  'claim.approve': 'Approved payout',
  'claim.deny': 'Denied claim',
};

const stateText = (s: AdminAuditEntry['before']) =>
  `${claimStatusLabel(s.status)}${s.paidCents !== undefined ? ` (${formatCents(s.paidCents)})` : ''}`;

/** Staff actions: who, when, on which account and claim, and the claim before and after. */
export function AuditTable(props: {
  items: readonly AdminAuditEntry[];
  loading: boolean;
  title: string;
  counter?: string;
  footer?: ReactNode;
  variant?: 'container' | 'full-page';
}) {
  return (
    <Table
      variant={props.variant ?? 'container'}
      loading={props.loading && props.items.length === 0}
      loadingText="Loading the audit log"
      items={[...props.items]}
      header={
        <Header variant={props.variant === 'full-page' ? 'awsui-h1-sticky' : 'h2'} counter={props.counter}>
          {props.title}
        </Header>
      }
      columnDefinitions={[
        { id: 'at', header: 'When', cell: (a) => new Date(a.at).toLocaleString() },
        { id: 'admin', header: 'Staff member', cell: (a) => a.admin.email || a.admin.userId },
        { id: 'action', header: 'Action', cell: (a) => ACTION_LABELS[a.action] },
        {
          id: 'claim',
          header: 'Claim',
          cell: (a) => (
            <RouterLink
              href={`/admin/accounts/${encodeURIComponent(a.accountId)}/claims/${encodeURIComponent(a.claimId)}`}
            >
              {a.claimId.slice(0, 8)}
            </RouterLink>
          ),
        },
        {
          id: 'account',
          header: 'Account',
          cell: (a) => (
            <RouterLink href={`/admin/accounts/${encodeURIComponent(a.accountId)}`}>{a.accountId}</RouterLink>
          ),
        },
        { id: 'change', header: 'Before → after', cell: (a) => `${stateText(a.before)} → ${stateText(a.after)}` },
        { id: 'note', header: 'Note', cell: (a) => a.note || '—' },
      ]}
      empty={<TableEmptyState title="No staff actions" description="Every staff action on a claim is recorded here." />}
      footer={props.footer}
    />
  );
}
