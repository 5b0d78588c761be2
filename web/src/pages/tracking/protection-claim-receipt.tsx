import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { ProtectionClaimReceiptView } from '#api/protection-claims';

/** After filing: the claim's reference and what happens next; nothing of the order the shopper did not give. */
export function ProtectionClaimReceipt({
  receipt,
  children,
}: {
  receipt: ProtectionClaimReceiptView;
  /** What the shopper may still add (photos). */
  children?: ReactNode;
}) {
  return (
    <Container header={<Header variant="h2">Claim received</Header>} data-testid="protection-claim-receipt">
      <SpaceBetween size="m">
        <Alert type="success">
          {`Thank you${receipt.recipientFirstName ? `, ${receipt.recipientFirstName}` : ''}. Your claim was sent to the store. They will email you when it is decided.`}
        </Alert>
        <ColumnLayout columns={3} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">Order number</Box>
            <div>{receipt.orderNumber}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">Reason</Box>
            <div>{receipt.reason.charAt(0).toUpperCase() + receipt.reason.slice(1)}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">Claim reference</Box>
            <div>{receipt.claimId}</div>
          </div>
        </ColumnLayout>
        {children}
      </SpaceBetween>
    </Container>
  );
}
