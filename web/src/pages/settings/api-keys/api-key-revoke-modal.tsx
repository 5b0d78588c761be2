import Modal from '@cloudscape-design/components/modal';
import type { ApiKeyView } from '#api/api-keys';
import { ModalFooter } from '#web/components/modal-footer';

/** Asks before revoking: a revoked key stops working at once and cannot be restored. */
export function ApiKeyRevokeModal({
  apiKey,
  onCancel,
  onConfirm,
}: {
  apiKey: ApiKeyView | null;
  onCancel: () => void;
  onConfirm: (key: ApiKeyView) => void;
}) {
  return (
    <Modal
      visible={!!apiKey}
      onDismiss={onCancel}
      header="Revoke API key"
      footer={<ModalFooter onCancel={onCancel} onConfirm={() => apiKey && onConfirm(apiKey)} confirmLabel="Revoke" />}
    >
      {apiKey && (
        <>
          Revoke <b>{apiKey.name}</b> ({apiKey.prefix}…)? Requests with it are refused from now on; this cannot be
          undone. Orders it sent stay.
        </>
      )}
    </Modal>
  );
}
