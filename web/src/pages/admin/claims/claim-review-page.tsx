import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AdminClaimView, AdminMoveClaimRequest } from '#api/admin';
import { canTransitionClaim } from '#domain/claims/claim-lifecycle.rules';
import { claimReason } from '#domain/claims/claim-record';
import { formatCents } from '#domain/money/cents.rules';
import { claimStatusLabel } from '#domain/statuses/claim-status.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { RouterLink } from '#web/components/router-link';
import { ClaimActionModals, type ClaimAction } from './claim-action-modals';
import { ClaimStatusBadge } from './claim-columns';
import { ClaimDocumentsViewer } from './claim-documents-viewer';
import { ClaimHistoryTable } from './claim-history-table';
import { useAdminClaim } from './use-admin-claim';

/** /admin/accounts/:accountId/claims/:claimId: one claim, its history, and the staff decisions on it. */
export function ClaimReviewPage() {
  const { accountId = '', claimId = '' } = useParams();
  const resource = useAdminClaim(accountId, claimId);
  const { notify } = useNotifications();
  const [action, setAction] = useState<ClaimAction | null>(null);
  if (resource.error && !resource.data)
    return (
      <LoadErrorAlert
        header="The claim could not be loaded"
        error={resource.error}
        onRetry={() => void resource.reload()}
      />
    );
  if (!resource.data) return <PageLoading />;
  const { claim, nextStatuses } = resource.data;
  const expectedVersion = claim.version;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${claimReason(claim.type)} · account ${claim.accountId}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button disabled={nextStatuses.length === 0} onClick={() => setAction('move')}>
                Move status
              </Button>
              <Button disabled={!canTransitionClaim(claim.status, 'denied', 'admin')} onClick={() => setAction('deny')}>
                Deny
              </Button>
              <Button
                variant="primary"
                disabled={!canTransitionClaim(claim.status, 'paid', 'admin')}
                onClick={() => setAction('payout')}
              >
                Approve payout
              </Button>
            </SpaceBetween>
          }
        >
          Claim for order {claim.orderNumber}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ClaimDetails claim={claim} />
        <ClaimDocumentsViewer accountId={claim.accountId} claimId={claim.claimId} />
        <ClaimHistoryTable history={claim.history} />
      </SpaceBetween>
      <ClaimActionModals
        claim={claim}
        nextStatuses={nextStatuses}
        action={action}
        onClose={() => setAction(null)}
        onMove={async (to, note) => {
          // The modal offers the server's nextStatuses: the move statuses this claim may take.
          await resource.move({ to: to as AdminMoveClaimRequest['to'], note, expectedVersion });
          notify({ type: 'success', content: `Claim moved to ${claimStatusLabel(to)}.` });
        }}
        onPayout={async (amount, note) => {
          await resource.payout({ amount, note, expectedVersion });
          notify({
            type: 'success',
            content: `Payout of $${amount.toFixed(2)} approved: the merchant's wallet is credited.`,
          });
        }}
        onDeny={async (reason) => {
          await resource.deny({ reason, expectedVersion });
          notify({ type: 'success', content: 'Claim denied.' });
        }}
      />
    </ContentLayout>
  );
}

function ClaimDetails({ claim }: { claim: AdminClaimView }) {
  return (
    <Container header={<Header variant="h2">Details</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: 'Status', value: <ClaimStatusBadge status={claim.status} /> },
          { label: 'Resolution', value: claim.resolution },
          {
            label: 'Account',
            value: (
              <RouterLink href={`/admin/accounts/${encodeURIComponent(claim.accountId)}`}>{claim.accountId}</RouterLink>
            ),
          },
          { label: 'Claimed', value: formatCents(claim.amounts.claimedCents) },
          {
            label: 'Declared value',
            value: claim.amounts.declaredValueCents === undefined ? '—' : formatCents(claim.amounts.declaredValueCents),
          },
          { label: 'Payable up to', value: formatCents(claim.maxPayoutCents) },
          { label: 'Tracking', value: claim.trackingCode ?? '—' },
          { label: 'Merchandise', value: claim.merchandiseDescription || '—' },
          { label: 'Damage', value: claim.damageDescription || '—' },
          { label: 'Submitted', value: claim.submittedAt ? new Date(claim.submittedAt).toLocaleString() : '—' },
        ]}
      />
    </Container>
  );
}
