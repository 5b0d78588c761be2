import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from './modal-footer';

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
      footer={<ModalFooter onCancel={onCancel} onConfirm={onConfirm} confirmLabel="Delete" />}
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
