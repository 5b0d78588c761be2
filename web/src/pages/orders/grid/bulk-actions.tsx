import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import Alert from '@cloudscape-design/components/alert';
import { bulkOrderRequestSchema, type BulkOrderAction, type BulkOrderRequest, type BulkOrderResult } from '#api/orders';
import { SHIPMENT_TYPES } from '#domain/orders/order.schema';
import { validateWithSchema } from '#web/lib/field-errors';

/** Bulk actions in the grid's menu (orders §5), with the words the results use. */
export const BULK_MENU: readonly { id: BulkOrderAction; text: string; past: string; needsInput?: boolean }[] = [
  { id: 'archive', text: 'Archive', past: 'archived' },
  { id: 'unarchive', text: 'Unarchive', past: 'unarchived' },
  { id: 'cancel', text: 'Cancel', past: 'cancelled' },
  { id: 'delete', text: 'Delete', past: 'deleted' },
  { id: 'restore', text: 'Restore', past: 'restored' },
  { id: 'duplicate', text: 'Duplicate', past: 'duplicated' },
  { id: 'addTags', text: 'Add tags', past: 'tagged', needsInput: true },
  { id: 'removeTags', text: 'Remove tags', past: 'untagged', needsInput: true },
  { id: 'setBatch', text: 'Set batch', past: 'added to the batch', needsInput: true },
  { id: 'removeFromBatch', text: 'Remove from batch', past: 'removed from their batch' },
  { id: 'edit', text: 'Bulk edit', past: 'edited', needsInput: true },
];

/** One toast's worth of text for a bulk answer: how many worked, and each failure. */
export function summariseBulk(
  action: BulkOrderAction,
  results: readonly BulkOrderResult[],
  numberOf: (id: string) => string,
) {
  const entry = BULK_MENU.find((m) => m.id === action)!;
  const ok = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  const success = `${ok} ${ok === 1 ? 'order' : 'orders'} ${entry.past}.`;
  const failures = failed.map((r) => `${numberOf(r.orderId)}: ${r.error ?? 'Failed'}`);
  return { ok, failed: failed.length, success, failures };
}

type Tri = 'unchanged' | 'yes' | 'no';
const TRI_OPTIONS: SelectProps.Option[] = [
  { value: 'unchanged', label: 'No change' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const triValue = (t: Tri) => (t === 'unchanged' ? undefined : t === 'yes');

interface BulkInputModalProps {
  action: BulkOrderAction | null;
  count: number;
  warehouses: readonly { id: string; name: string }[];
  onDismiss: () => void;
  onSubmit: (request: Omit<BulkOrderRequest, 'orderIds'>) => Promise<void>;
}

/** Collects what addTags/removeTags/setBatch/edit need, checked by the shared bulk schema before sending. */
export function BulkInputModal({ action, count, warehouses, onDismiss, onSubmit }: BulkInputModalProps) {
  const [tagText, setTagText] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [batchNumber, setBatchNumber] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const [shipmentType, setShipmentType] = useState('');
  const [comment, setComment] = useState('');
  const [holdDate, setHoldDate] = useState('');
  const [saturdayDelivery, setSaturday] = useState<Tri>('unchanged');
  const [deliveryConfirmation, setConfirmation] = useState<Tri>('unchanged');
  const [carbonNeutral, setCarbon] = useState<Tri>('unchanged');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const title = BULK_MENU.find((m) => m.id === action)?.text ?? '';

  function request(): Omit<BulkOrderRequest, 'orderIds'> {
    if (action === 'addTags' || action === 'removeTags')
      return { action, tags: [...tags, ...(tagText.trim() ? [tagText.trim()] : [])] };
    if (action === 'setBatch') return { action, batchNumber };
    const fields = {
      warehouseId: warehouseId || undefined,
      shipmentType: (shipmentType || undefined) as (typeof SHIPMENT_TYPES)[number] | undefined,
      comment: comment || undefined,
      holdDate: holdDate || undefined,
      saturdayDelivery: triValue(saturdayDelivery),
      deliveryConfirmation: triValue(deliveryConfirmation),
      carbonNeutral: triValue(carbonNeutral),
    };
    return { action: 'edit', fields };
  }

  async function submit() {
    const req = request();
    const found = validateWithSchema(bulkOrderRequestSchema, { ...req, orderIds: ['selected'] });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(req);
    } finally {
      setBusy(false);
    }
  }

  const tri = (label: string, value: Tri, set: (t: Tri) => void) => (
    <FormField label={label}>
      <Select
        selectedOption={TRI_OPTIONS.find((o) => o.value === value)!}
        options={TRI_OPTIONS}
        onChange={(e) => set(e.detail.selectedOption.value as Tri)}
      />
    </FormField>
  );

  return (
    <Modal
      visible={action !== null}
      onDismiss={onDismiss}
      header={`${title}: ${count} ${count === 1 ? 'order' : 'orders'}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              Apply
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {(action === 'addTags' || action === 'removeTags') && (
        <SpaceBetween size="s">
          <FormField label="Tags" errorText={errors.tags} description="Press Enter after each tag.">
            <Input
              value={tagText}
              placeholder="e.g. frozen"
              onChange={(e) => setTagText(e.detail.value)}
              onKeyDown={(e) => {
                if (e.detail.key === 'Enter' && tagText.trim()) {
                  setTags((t) => [...new Set([...t, tagText.trim()])]);
                  setTagText('');
                }
              }}
            />
          </FormField>
          <TokenGroup
            items={tags.map((t) => ({ label: t }))}
            onDismiss={(e) => setTags((t) => t.filter((_, i) => i !== e.detail.itemIndex))}
          />
        </SpaceBetween>
      )}
      {action === 'setBatch' && (
        <FormField label="Batch number" errorText={errors.batchNumber}>
          <Input value={batchNumber} onChange={(e) => setBatchNumber(e.detail.value)} />
        </FormField>
      )}
      {action === 'edit' && (
        <SpaceBetween size="m">
          {errors.fields && <Alert type="error">{errors.fields}</Alert>}
          <ColumnLayout columns={2}>
            <FormField label="Warehouse" errorText={errors['fields.warehouseId']}>
              <Select
                placeholder="No change"
                selectedOption={
                  warehouses.filter((w) => w.id === warehouseId).map((w) => ({ value: w.id, label: w.name }))[0] ?? null
                }
                options={[
                  { value: '', label: 'No change' },
                  ...warehouses.map((w) => ({ value: w.id, label: w.name })),
                ]}
                onChange={(e) => setWarehouseId(e.detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField label="Shipment type">
              <Select
                placeholder="No change"
                selectedOption={shipmentType ? { value: shipmentType, label: shipmentType } : null}
                options={[{ value: '', label: 'No change' }, ...SHIPMENT_TYPES.map((t) => ({ value: t, label: t }))]}
                onChange={(e) => setShipmentType(e.detail.selectedOption.value ?? '')}
              />
            </FormField>
            {tri('Saturday delivery', saturdayDelivery, setSaturday)}
            {tri('Delivery confirmation', deliveryConfirmation, setConfirmation)}
            {tri('Carbon neutral', carbonNeutral, setCarbon)}
            <FormField label="Hold date" errorText={errors['fields.holdDate']}>
              <Input value={holdDate} placeholder="MM/DD/YYYY" onChange={(e) => setHoldDate(e.detail.value)} />
            </FormField>
          </ColumnLayout>
          <FormField label="Comment" errorText={errors['fields.comment']}>
            <Input value={comment} onChange={(e) => setComment(e.detail.value)} />
          </FormField>
        </SpaceBetween>
      )}
    </Modal>
  );
}
