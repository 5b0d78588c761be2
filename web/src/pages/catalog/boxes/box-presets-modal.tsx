import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { z } from 'zod';
import type { boxPresetsResponseSchema } from '#api/catalog';
import type { BoxRequestInput } from '#domain/boxes/box-request.schema';
import { useApi } from '#web/api/api-context';
import { boxesApi } from '#web/api/catalog-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { ModalFooter } from '#web/components/modal-footer';

type Preset = z.infer<typeof boxPresetsResponseSchema>['presets'][number];

const dims = (box: Record<string, unknown>, key: 'dimensions' | 'internalDimensions') => {
  const d = box[key] as { length: number; width: number; height: number } | undefined;
  return d ? `${d.length} × ${d.width} × ${d.height} in` : '-';
};

/**
 * "Add presets" (orders §9): the default boxes with their internal dimensions and the carrier
 * packages, from GET /api/v1/boxes/presets; each chosen one is created as a box. A preset whose
 * name the account already has is shown but cannot be chosen again.
 */
export function BoxPresetsModal({
  existingNames,
  onClose,
  onAdded,
}: {
  existingNames: readonly string[];
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [presets, setPresets] = useState<Preset[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Preset[]>([]);
  const [adding, setAdding] = useState(false);
  const taken = new Set(existingNames);

  useEffect(() => {
    let active = true;
    boxesApi(client)
      .presets()
      .then((p) => active && setPresets(p))
      .catch((e: unknown) => active && reportError(e, { showIn: setError }));
    return () => {
      active = false;
    };
  }, [client, reportError]);

  async function add() {
    setAdding(true);
    let added = 0;
    try {
      for (const preset of selected) {
        await boxesApi(client).create(preset.box as BoxRequestInput);
        added += 1;
      }
      notify({ type: 'success', content: added === 1 ? `Box ${selected[0].label} added.` : `${added} boxes added.` });
      onClose();
    } catch (e) {
      reportError(e, { showIn: setError });
    } finally {
      setAdding(false);
      if (added) await onAdded();
    }
  }

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header="Add presets"
      footer={
        <ModalFooter
          onCancel={onClose}
          onConfirm={() => void add()}
          confirmLabel={selected.length > 1 ? `Add ${selected.length} boxes` : 'Add box'}
          disabled={!selected.length}
          loading={adding}
        />
      }
    >
      <SpaceBetween size="m">
        {error && <Alert type="error">{error}</Alert>}
        <Table<Preset>
          variant="embedded"
          items={presets ?? []}
          loading={!presets && !error}
          loadingText="Loading presets"
          trackBy="presetId"
          selectionType="multi"
          selectedItems={selected}
          isItemDisabled={(p) => taken.has(String(p.box.name))}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{
            selectionGroupLabel: 'Preset selection',
            allItemsSelectionLabel: () => 'Select all presets',
            itemSelectionLabel: (_, p) => `Select preset ${p.label}`,
          }}
          columnDefinitions={[
            {
              id: 'label',
              header: 'Box',
              cell: (p) => (taken.has(String(p.box.name)) ? `${p.label} (added)` : p.label),
              isRowHeader: true,
            },
            { id: 'kind', header: 'Kind', cell: (p) => (p.kind === 'default' ? 'Default box' : 'Carrier package') },
            { id: 'dimensions', header: 'External dimensions', cell: (p) => dims(p.box, 'dimensions') },
            { id: 'internal', header: 'Internal dimensions', cell: (p) => dims(p.box, 'internalDimensions') },
            {
              id: 'maxWeight',
              header: 'Max weight',
              cell: (p) => {
                const w = (p.box.weight as { maxWeightAllowed?: number } | undefined)?.maxWeightAllowed;
                return w ? `${w} lb` : '-';
              },
            },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
