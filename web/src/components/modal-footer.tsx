import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A modal's footer: Cancel as a link, then the primary action, on the right. */
export function ModalFooter({
  onCancel,
  onConfirm,
  confirmLabel,
  loading,
  disabled,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: ReactNode;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" disabled={disabled} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
