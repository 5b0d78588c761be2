import { useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { AdminClaimView } from '#api/admin';
import { payoutProblem } from '#domain/admin/payout.rules';
import { formatCents, fromCents, toCents } from '#domain/money/cents.rules';
import { claimStatusLabel, type ClaimStatus } from '#domain/statuses/claim-status.rules';
import { MESSAGES } from '#domain/validation/messages';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';

export type ClaimAction = 'move' | 'payout' | 'deny';

interface ModalProps {
  claim: AdminClaimView;
  nextStatuses: ClaimStatus[];
  action: ClaimAction | null;
  onClose: () => void;
  onMove: (to: ClaimStatus, note: string) => Promise<unknown>;
  onPayout: (amount: number, note: string) => Promise<unknown>;
  onDeny: (reason: string) => Promise<unknown>;
}

/** The field messages of a refused action, by field (the server's words). */
function fieldErrorsOf(e: unknown): Record<string, string> {
  return e instanceof ApiError && e.fieldErrors ? e.fieldErrors : {};
}

/** The confirmation of each staff action: what will happen, and the amount or reason it needs. */
export function ClaimActionModals(props: ModalProps) {
  const { claim, action, onClose } = props;
  const [to, setTo] = useState<ClaimStatus | null>(props.nextStatuses[0] ?? null);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState(String(fromCents(claim.maxPayoutCents)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { reportError } = useNotifications();

  useEffect(() => {
    setTo(props.nextStatuses[0] ?? null);
    setNote('');
    setAmount(String(fromCents(claim.maxPayoutCents)));
    setErrors({});
  }, [action, claim.maxPayoutCents, props.nextStatuses]);

  // A refusal naming a field is shown on it, in the modal; anything else goes to the error flash.
  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await write();
      onClose();
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e);
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else {
        reportError(e);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const confirmPayout = () => {
    const dollars = Number(amount);
    const problem = Number.isFinite(dollars) ? payoutProblem(toCents(dollars), claim.amounts) : MESSAGES.invalid;
    if (problem) return setErrors({ amount: problem });
    return run(() => props.onPayout(dollars, note));
  };
  const confirmDeny = () => {
    if (!note.trim()) return setErrors({ reason: MESSAGES.required });
    return run(() => props.onDeny(note.trim()));
  };
  const confirmMove = () => (to ? run(() => props.onMove(to, note)) : undefined);

  const footer = (label: string, confirm: () => unknown) => (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" loading={busy} onClick={() => void confirm()}>
          {label}
        </Button>
      </SpaceBetween>
    </Box>
  );
  const noteField = (
    <FormField label="Note" description="Kept in the claim's history and the audit log." errorText={errors.note}>
      <Textarea value={note} onChange={(e) => setNote(e.detail.value)} />
    </FormField>
  );

  return (
    <>
      <Modal visible={action === 'move'} onDismiss={onClose} header="Move status" footer={footer('Move', confirmMove)}>
        <SpaceBetween size="m">
          <FormField label="New status" errorText={errors.to}>
            <Select
              selectedOption={to ? { value: to, label: claimStatusLabel(to) } : null}
              options={props.nextStatuses.map((s) => ({ value: s, label: claimStatusLabel(s) }))}
              onChange={(e) => setTo(e.detail.selectedOption.value as ClaimStatus)}
            />
          </FormField>
          {noteField}
        </SpaceBetween>
      </Modal>
      <Modal
        visible={action === 'payout'}
        onDismiss={onClose}
        header="Approve payout"
        footer={footer('Approve payout', confirmPayout)}
      >
        <SpaceBetween size="m">
          <Box>
            The amount is credited to the merchant's wallet as a claim invoice, once. This claim covers up to{' '}
            <b>{formatCents(claim.maxPayoutCents)}</b>.
          </Box>
          <FormField label="Amount (USD)" errorText={errors.amount}>
            <Input
              type="number"
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setAmount(e.detail.value);
                setErrors({});
              }}
            />
          </FormField>
          {noteField}
        </SpaceBetween>
      </Modal>
      <Modal
        visible={action === 'deny'}
        onDismiss={onClose}
        header="Deny claim"
        footer={footer('Deny claim', confirmDeny)}
      >
        <FormField label="Reason" description="The merchant sees it in the claim's history." errorText={errors.reason}>
          <Textarea value={note} onChange={(e) => setNote(e.detail.value)} />
        </FormField>
      </Modal>
    </>
  );
}
