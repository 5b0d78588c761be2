import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CLAIM_REASON_BY_TYPE, CLAIM_TYPES, type ClaimType } from '#domain/claims/claim-record';
import { useApi } from '#web/api/api-context';
import { claimsApi } from '#web/api/claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { PermissionGuard } from '#web/components/permission-guard';
import { ModalFooter } from '#web/components/modal-footer';
import { useClaimProfileNames } from './use-claim-profile-names';

const REASONS = CLAIM_TYPES.map((t) => ({ value: t, label: CLAIM_REASON_BY_TYPE[t] }));
const NO_PROFILE = { value: '', label: 'No profile' };

/** The claim settings profiles to fill the draft from; shown only when the account has some. */
function ClaimProfileSelect({ value, onChange }: { value: string; onChange: (profileName: string) => void }) {
  const { data: names, loading } = useClaimProfileNames();
  if (!loading && !names?.length) return null;
  const options = [NO_PROFILE, ...(names ?? []).map((name) => ({ value: name, label: name }))];
  return (
    <FormField
      label="Profile"
      description="Fills the descriptions, commodity and loss cause from a claim settings profile."
    >
      <Select
        selectedOption={options.find((o) => o.value === value) ?? NO_PROFILE}
        options={options}
        statusType={loading ? 'loading' : 'finished'}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}

/** "File a claim" on a shipment with a label: pick the reason, get a prefilled draft, open its form. */
export function FileClaimButton({ orderId, shipmentId }: { orderId: string; shipmentId: string }) {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const navigate = useNavigate();
  const { notify, reportError } = useNotifications();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ClaimType>('damaged');
  const [profileName, setProfileName] = useState('');
  const [busy, setBusy] = useState(false);

  async function file() {
    setBusy(true);
    try {
      const { claim, message } = await api.create({
        source: { kind: 'shipment', orderId, shipmentId },
        type,
        ...(profileName ? { profileName } : {}),
      });
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
        <SpaceBetween size="m">
          <FormField
            label="Reason"
            description="A draft is filled in from the shipment; review it, attach photos and submit."
          >
            <RadioGroup value={type} items={REASONS} onChange={({ detail }) => setType(detail.value as ClaimType)} />
          </FormField>
          {open && <ClaimProfileSelect value={profileName} onChange={setProfileName} />}
        </SpaceBetween>
      </Modal>
    </PermissionGuard>
  );
}
