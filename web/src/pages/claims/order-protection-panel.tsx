import { useCallback, useMemo } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ProtectionClaimView } from '#api/protection-claims';
import { claimPermission } from '#domain/claims/claim-record';
import { formatDateTime } from '#domain/dates/date-format.rules';
import { useApi } from '#web/api/api-context';
import { protectionClaimsApi } from '#web/api/protection-claims-api';
import { PermissionGuard } from '#web/components/permission-guard';
import { useLoad } from '#web/hooks/use-load';
import { ProtectionClaimDecision } from './protection-claim-decision';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

function ClaimEntry({
  claim,
  orderNumber,
  onResolved,
}: {
  claim: ProtectionClaimView;
  orderNumber: string;
  onResolved: () => void;
}) {
  const open = claim.resolution === 'pending';
  return (
    <SpaceBetween size="xs">
      <Box variant="h3">{capitalised(claim.reason)}</Box>
      <Box variant="small">
        Filed {formatDateTime(new Date(claim.createdAt), TIME_ZONE)} · {claim.photos} photo
        {claim.photos === 1 ? '' : 's'}
      </Box>
      <Box>{claim.description}</Box>
      {open ? (
        <ProtectionClaimDecision claimId={claim.claimId} orderNumber={orderNumber} onResolved={onResolved} />
      ) : (
        <StatusIndicator type={claim.resolution === 'deny' ? 'stopped' : 'success'}>
          Resolved: {capitalised(claim.resolution)}
        </StatusIndicator>
      )}
    </SpaceBetween>
  );
}

function ProtectionClaims({ orderId, orderNumber, onResolved }: Props) {
  const { client } = useApi();
  const api = useMemo(() => protectionClaimsApi(client), [client]);
  const load = useCallback(async () => (await api.ofOrder(orderId)).items, [api, orderId]);
  const { data: claims, error, reload } = useLoad(load);
  const resolved = useCallback(() => {
    void reload();
    onResolved();
  }, [reload, onResolved]);
  if (!error && claims?.length === 0) return null;
  return (
    <Container header={<Header variant="h2">Order protection claims</Header>} data-testid="order-protection-claims">
      {error ? (
        <StatusIndicator type="error">{error}</StatusIndicator>
      ) : !claims ? (
        <StatusIndicator type="loading">Loading claims</StatusIndicator>
      ) : (
        <SpaceBetween size="l">
          {claims.map((c) => (
            <ClaimEntry key={c.claimId} claim={c} orderNumber={orderNumber} onResolved={resolved} />
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}

interface Props {
  orderId: string;
  orderNumber: string;
  /** The order changed (its status, a reship's new shipment): the page reads it again. */
  onResolved: () => void;
}

/** A protected order's shopper claims with the merchant's decision (accounts §6 view_order_protection). */
export function OrderProtectionPanel(props: Props) {
  return (
    <PermissionGuard required={[claimPermission('protection')]}>
      <ProtectionClaims {...props} />
    </PermissionGuard>
  );
}
