import { useEffect, useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TeamMember } from '#domain/accounts/ports';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { PACKER_PERMISSIONS, teamInviteSchema } from '#domain/users/team.rules';
import { ApiError } from '#web/api/api-error';
import { ModalFooter } from '#web/components/modal-footer';
import { validateWithSchema } from '#web/lib/field-errors';
import { planGateOf, PlanGateModal, type PlanGate } from '#web/components/plan-gate-modal';
import { PermissionsEditor } from './permissions-editor';

/** Invite a member (accounts §5): email, name and group required; permissions start as a packer's. */
export function InviteMemberModal({
  visible,
  onClose,
  invite,
}: {
  visible: boolean;
  onClose: () => void;
  invite: (input: {
    email: string;
    name: string;
    group: 'merchant:admin';
    permissions: PermissionSet;
  }) => Promise<unknown>;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<PermissionSet>(PACKER_PERMISSIONS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [gate, setGate] = useState<PlanGate | null>(null);
  const close = () => {
    setEmail('');
    setName('');
    setPermissions(PACKER_PERMISSIONS);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const input = { email: email.trim(), name: name.trim(), group: 'merchant:admin' as const, permissions };
    const problems = validateWithSchema(teamInviteSchema, input);
    if (Object.keys(problems).length) return setErrors(problems);
    setBusy(true);
    try {
      await invite(input);
      close();
    } catch (e) {
      const closed = planGateOf(e);
      if (closed) setGate(closed);
      else if (e instanceof ApiError && Object.keys(e.fieldErrors).length) setErrors(e.fieldErrors);
      else setErrors({ email: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        visible={visible}
        onDismiss={close}
        size="large"
        header="Invite team member"
        footer={
          <ModalFooter onCancel={close} onConfirm={() => void submit()} confirmLabel="Send invitation" loading={busy} />
        }
      >
        <SpaceBetween size="m">
          <FormField label="Email" errorText={errors.email}>
            <Input ariaLabel="Email" type="email" value={email} onChange={(e) => setEmail(e.detail.value)} />
          </FormField>
          <FormField label="Name" errorText={errors.name}>
            <Input ariaLabel="Name" value={name} onChange={(e) => setName(e.detail.value)} />
          </FormField>
          <FormField label="Group" errorText={errors.group}>
            <Select
              ariaLabel="Group"
              selectedOption={{ value: 'merchant:admin', label: 'merchant:admin' }}
              options={[{ value: 'merchant:admin', label: 'merchant:admin' }]}
              onChange={() => undefined}
            />
          </FormField>
          <FormField label="Permissions" description="What the member may see and do in this account.">
            <PermissionsEditor value={permissions} onChange={setPermissions} />
          </FormField>
        </SpaceBetween>
      </Modal>
      <PlanGateModal gate={gate} onDismiss={() => setGate(null)} />
    </>
  );
}

/** Edit a member's permissions over the key hierarchy (accounts §6). */
export function EditPermissionsModal({
  member,
  onClose,
  save,
}: {
  member: TeamMember | null;
  onClose: () => void;
  save: (userId: string, permissions: PermissionSet) => Promise<unknown>;
}) {
  const [permissions, setPermissions] = useState<PermissionSet>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => setPermissions(member?.permissions ?? {}), [member]);
  return (
    <Modal
      visible={member !== null}
      onDismiss={onClose}
      size="large"
      header={member ? `Permissions of ${member.name ?? member.email}` : ''}
      footer={
        <ModalFooter
          onCancel={onClose}
          loading={busy}
          confirmLabel="Save permissions"
          onConfirm={() => {
            if (!member) return;
            setBusy(true);
            void save(member.userId, permissions).finally(() => setBusy(false));
          }}
        />
      }
    >
      <PermissionsEditor value={permissions} onChange={setPermissions} />
    </Modal>
  );
}
