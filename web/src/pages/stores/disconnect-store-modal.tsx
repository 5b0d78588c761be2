import Modal from '@cloudscape-design/components/modal';
import type { StoreConnectionViewResponse as Store } from '#api/store-connections';
import { ModalFooter } from '#web/components/modal-footer';
import { PLATFORM_LABELS } from './store-labels';

/** Asks before disconnecting: the store's orders stay in Shipdeck, new ones stop arriving. */
export function DisconnectStoreModal({
  store,
  busy,
  onCancel,
  onConfirm,
}: {
  store: Store | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (store: Store) => void;
}) {
  return (
    <Modal
      visible={store !== null}
      onDismiss={onCancel}
      header="Disconnect store"
      footer={
        <ModalFooter
          onCancel={onCancel}
          onConfirm={() => store && onConfirm(store)}
          confirmLabel="Disconnect"
          loading={busy}
        />
      }
    >
      {store && (
        <>
          Disconnect the {PLATFORM_LABELS[store.platform]} store <b>{store.name}</b>? Orders already imported stay in
          Shipdeck; new orders stop arriving and tracking is no longer sent back to the store. You can connect it again
          later.
        </>
      )}
    </Modal>
  );
}
