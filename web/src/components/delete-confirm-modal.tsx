import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** Asks before deleting the selected rows for good: one by its name, several by their count. */
export function DeleteConfirmModal({
  visible,
  singular,
  plural,
  names,
  onCancel,
  onConfirm,
}: {
  visible: boolean;
  /** 'warehouse' / 'warehouses'. */
  singular: string;
  plural: string;
  /** The names of the rows to delete. */
  names: readonly string[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const one = names.length === 1;
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={one ? `Delete ${singular}` : `Delete ${plural}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" onClick={onConfirm}>
              Delete
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {one ? (
        <>
          Delete {singular} <b>{names[0]}</b> permanently? This cannot be undone.
        </>
      ) : (
        <>
          Delete {names.length} {plural} permanently? This cannot be undone.
        </>
      )}
    </Modal>
  );
}
