import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatDateTime } from '#domain/dates/date-format.rules';
import type { ClaimHistoryEntry } from '#domain/claims/claim-lifecycle.rules';
import { claimStatusLabel } from '#domain/statuses/claim-status.rules';
import { CLAIM_STATUS_INDICATOR } from './claim-status';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ACTOR: Record<ClaimHistoryEntry['actor']['kind'], string> = {
  merchant: 'You',
  admin: 'Shipdeck',
  insurer: 'The insurer',
  system: 'Shipdeck',
};

/** The claim's history, newest first: each status it reached, when, by whom, and the note. */
export function ClaimHistory({ history }: { history: readonly ClaimHistoryEntry[] }) {
  return (
    <Container header={<Header variant="h2">History</Header>}>
      <ol aria-label="Claim history" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <SpaceBetween size="m">
          {[...history].reverse().map((entry) => (
            <li key={`${entry.at}-${entry.to}`} style={{ borderLeft: '2px solid #b6bec9', paddingLeft: 12 }}>
              <StatusIndicator type={CLAIM_STATUS_INDICATOR[entry.to]}>{claimStatusLabel(entry.to)}</StatusIndicator>
              <Box variant="small" display="block">
                {formatDateTime(new Date(entry.at), TIME_ZONE)} · {ACTOR[entry.actor.kind]}
              </Box>
              {entry.note && <Box variant="p">{entry.note}</Box>}
            </li>
          ))}
        </SpaceBetween>
      </ol>
    </Container>
  );
}
