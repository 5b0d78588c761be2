import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { ClaimHistoryEntry } from '#domain/claims/claim-lifecycle.rules';
import { claimStatusLabel } from '#domain/statuses/claim-status.rules';

/** A claim's history, newest first: each move, who made it and why. */
export function ClaimHistoryTable({ history }: { history: readonly ClaimHistoryEntry[] }) {
  return (
    <Table
      variant="container"
      header={<Header counter={`(${history.length})`}>History</Header>}
      items={[...history].reverse()}
      columnDefinitions={[
        { id: 'at', header: 'When', cell: (h) => new Date(h.at).toLocaleString() },
        {
          id: 'move',
          header: 'Move',
          cell: (h) => (h.from ? `${claimStatusLabel(h.from)} → ${claimStatusLabel(h.to)}` : claimStatusLabel(h.to)),
        },
        { id: 'actor', header: 'By', cell: (h) => `${h.actor.kind} ${h.actor.id}` },
        { id: 'note', header: 'Note', cell: (h) => h.note || '—' },
      ]}
    />
  );
}
