import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ProtectionResolutionAnswer } from '#api/protection-claims';
import {
  PROTECTION_RESOLUTION_CHOICES,
  PROTECTION_RESOLUTIONS,
  type ProtectionResolution,
} from '#domain/protection/protection-claim.rules';
import { ModalFooter } from '#web/components/modal-footer';
import { useProtectionResolution } from './use-protection-resolution';

/**
 * The merchant's decision on a shopper's order-protection claim (accounts §4 resolutions reship, refund,
 * deny), each confirmed in a modal that says what it does to the order and who is emailed.
 */
export function ProtectionClaimDecision({
  claimId,
  orderNumber,
  onResolved,
}: {
  claimId: string;
  orderNumber: string;
  onResolved?: (answer: ProtectionResolutionAnswer) => void;
}) {
  const { resolving, resolve } = useProtectionResolution(claimId, onResolved);
  const [asked, setAsked] = useState<ProtectionResolution | null>(null);
  const choice = asked ? PROTECTION_RESOLUTION_CHOICES[asked] : undefined;
  return (
    <>
      <SpaceBetween direction="horizontal" size="xs">
        {PROTECTION_RESOLUTIONS.map((r) => (
          <Button
            key={r}
            variant={r === 'reship' ? 'primary' : 'normal'}
            disabled={resolving !== null}
            onClick={() => setAsked(r)}
          >
            {PROTECTION_RESOLUTION_CHOICES[r].button}
          </Button>
        ))}
      </SpaceBetween>
      {asked && choice && (
        <Modal
          visible
          header={`${choice.button} order ${orderNumber}?`}
          onDismiss={() => setAsked(null)}
          footer={
            <ModalFooter
              onCancel={() => setAsked(null)}
              onConfirm={() => void resolve(asked).then(() => setAsked(null))}
              confirmLabel={choice.button}
              loading={resolving !== null}
            />
          }
        >
          <Box variant="p">{choice.explanation}</Box>
        </Modal>
      )}
    </>
  );
}
