import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatCents } from '#domain/money/cents.rules';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { ModalFooter } from '#web/components/modal-footer';
import { PageLoading } from '#web/components/page-loading';
import { ClaimDocumentsSection } from './claim-documents-section';
import { ClaimHistory } from './claim-history';
import { ClaimStatusIndicator } from './table-config';
import { useClaim } from './use-claim';
import { useClaimPdf } from './use-claim-pdf';

/** One claim: its status and amounts, documents and history; edit or submit a draft, withdraw or delete. */
export function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  const navigate = useNavigate();
  const c = useClaim(claimId);
  const pdf = useClaimPdf(claimId);
  const [confirm, setConfirm] = useState<null | 'withdraw' | 'delete'>(null);
  if (c.error && !c.claim)
    return <LoadErrorAlert header="Could not load the claim" error={c.error} onRetry={c.reload} />;
  if (!c.claim) return <PageLoading />;
  const { claim } = c;
  const d = claim.claim.claimDetails;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${claim.reason} · order ${claim.orderNumber}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="file" loading={pdf.building} onClick={() => void pdf.open()}>
                Claim PDF
              </Button>
              {claim.actions.delete && <Button onClick={() => setConfirm('delete')}>Delete</Button>}
              {claim.actions.withdraw && <Button onClick={() => setConfirm('withdraw')}>Withdraw</Button>}
              {claim.actions.edit && (
                <Button variant="primary" onClick={() => navigate(`/claims/${encodeURIComponent(claim.claimId)}/edit`)}>
                  Edit and submit
                </Button>
              )}
            </SpaceBetween>
          }
        >
          Claim for order {claim.orderNumber}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Summary</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Status', value: <ClaimStatusIndicator claim={claim} /> },
              { label: 'Resolution', value: claim.resolution },
              { label: 'Tracking code', value: claim.trackingCode ?? '-' },
              { label: 'Claimed', value: formatCents(claim.amounts.claimedCents) },
              {
                label: 'Paid',
                value: claim.amounts.paidCents === undefined ? '-' : formatCents(claim.amounts.paidCents),
              },
              { label: 'Carrier', value: [d.carrier, d.service].filter(Boolean).join(' ') || '-' },
              { label: 'Ship date', value: d.shipDate || '-' },
              { label: 'Loss date', value: d.lossDate || '-' },
              { label: 'Merchandise', value: d.merchandiseDescription || '-' },
            ]}
          />
        </Container>
        <ClaimDocumentsSection
          claimId={claim.claimId}
          documents={c.documents}
          editable={claim.actions.edit || claim.actions.withdraw}
          onChanged={c.reload}
        />
        <ClaimHistory history={claim.history} />
      </SpaceBetween>
      <Modal
        visible={confirm === 'withdraw'}
        onDismiss={() => setConfirm(null)}
        header="Withdraw claim"
        footer={
          <ModalFooter
            onCancel={() => setConfirm(null)}
            confirmLabel="Withdraw"
            loading={c.busy === 'withdraw'}
            onConfirm={() => void c.withdraw()?.then(() => setConfirm(null))}
          />
        }
      >
        Withdraw the claim for order {claim.orderNumber}? It will not be decided or paid.
      </Modal>
      <DeleteConfirmModal
        visible={confirm === 'delete'}
        singular="draft claim"
        plural="draft claims"
        names={[`for order ${claim.orderNumber}`]}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void c.remove()}
      />
    </ContentLayout>
  );
}
