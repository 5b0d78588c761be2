import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { CLAIM_STATUSES, type ClaimStatus } from '#domain/statuses/claim-status.rules';
import { claimStatusLabel } from '#domain/statuses/claim-status.rules';

/** How each claim status shows in a StatusIndicator: waiting on someone, won, lost, or set aside. */
export const CLAIM_STATUS_INDICATOR: Record<ClaimStatus, StatusIndicatorProps.Type> = {
  draft: 'stopped',
  claim_received: 'pending',
  documents_pending: 'warning',
  investigation_pending: 'in-progress',
  submitted_for_payment: 'in-progress',
  paid: 'success',
  denied: 'error',
  withdrawn: 'stopped',
  closed: 'stopped',
};

/** The status filter's choices, in lifecycle order (the spec's labels; Draft is ours). */
export const CLAIM_STATUS_OPTIONS = (['draft', ...CLAIM_STATUSES.filter((s) => s !== 'draft')] as ClaimStatus[]).map(
  (value) => ({ value, label: claimStatusLabel(value) as string }),
);
