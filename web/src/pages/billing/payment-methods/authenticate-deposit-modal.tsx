import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DepositView } from '#api/payments';
import { formatCents } from '#domain/money/cents.rules';

/**
 * The card issuer's authentication step (3-D Secure) of a deposit. Locally the sandbox processor's
 * challenge: approve or fail it. With a live processor its own challenge opens here instead.
 */
export function AuthenticateDepositModal({
  deposit,
  answer,
  onClose,
}: {
  deposit: DepositView | null;
  answer: (depositId: string, approved: boolean) => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState<'approve' | 'fail' | null>(null);
  const respond = async (approved: boolean) => {
    if (!deposit) return;
    setBusy(approved ? 'approve' : 'fail');
    try {
      await answer(deposit.depositId, approved);
    } finally {
      setBusy(null);
      onClose();
    }
  };
  return (
    <Modal
      visible={deposit !== null}
      onDismiss={onClose}
      header="Authenticate this payment"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => void respond(false)} loading={busy === 'fail'}>
              Fail authentication
            </Button>
            <Button variant="primary" onClick={() => void respond(true)} loading={busy === 'approve'}>
              Complete authentication
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {deposit && (
        <>
          Your card’s bank asks you to confirm the payment of <b>{formatCents(deposit.amountCents)}</b> to Shipdeck from{' '}
          {deposit.methodLabel}. (Test mode: this stands in for the bank’s 3-D Secure page.)
        </>
      )}
    </Modal>
  );
}
