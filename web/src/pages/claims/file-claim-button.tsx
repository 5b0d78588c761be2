import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import { CLAIM_REASON_BY_TYPE, CLAIM_TYPES, type ClaimType } from '#domain/claims/claim-record';
import { useApi } from '#web/api/api-context';
import { claimsApi } from '#web/api/claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { PermissionGuard } from '#web/components/permission-guard';
import { ModalFooter } from '#web/components/modal-footer';

const REASONS = CLAIM_TYPES.map((t) => ({ value: t, label: CLAIM_REASON_BY_TYPE[t] }));

/** "File a claim" on a shipment with a label: pick the reason, get a prefilled draft, open its form. */
export function FileClaimButton({ orderId, shipmentId }: { orderId: string; shipmentId: string }) {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const navigate = useNavigate();
  const { notify, reportError } = useNotifications();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ClaimType>('damaged');
  const [busy, setBusy] = useState(false);

  async function file() {
    setBusy(true);
    try {
      const { claim, message } = await api.create({ source: { kind: 'shipment', orderId, shipmentId }, type });
      notify({ type: 'success', content: message });
      navigate(`/claims/${encodeURIComponent(claim.claimId)}/edit`);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PermissionGuard required={['view_claim_tracking']}>
      <Button formAction="none" onClick={() => setOpen(true)}>
        File a claim
      </Button>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header="File a claim"
        footer={
          <ModalFooter
            onCancel={() => setOpen(false)}
            onConfirm={() => void file()}
            confirmLabel="Create draft"
            loading={busy}
          />
        }
      >
        <FormField
          label="Reason"
          description="A draft is filled in from the shipment; review it, attach photos and submit."
        >
          <RadioGroup value={type} items={REASONS} onChange={({ detail }) => setType(detail.value as ClaimType)} />
        </FormField>
      </Modal>
    </PermissionGuard>
  );
}
