import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { CancelSubscriptionRequest, PlanCatalogRow } from '#api/plans';
import { formatCents } from '#domain/money/cents.rules';
import { CANCEL_REASON_LABELS, type BillingCycle } from '#domain/plans/plan-change.rules';
import { CANCEL_REASONS, type CancelReason } from '#domain/statuses/account-states.constants';
import { MESSAGES } from '#domain/validation/messages';
import { ModalFooter } from '#web/components/modal-footer';
import { priceOf } from './plan-cards';

/** Confirms a plan change and what it charges to the default payment method. */
export function ChangePlanModal({
  row,
  cycle,
  onCancel,
  onConfirm,
}: {
  row: PlanCatalogRow | null;
  cycle: BillingCycle;
  onCancel: () => void;
  onConfirm: (row: PlanCatalogRow) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const price = row ? priceOf(row, cycle) : 0;
  return (
    <Modal
      visible={row !== null}
      onDismiss={onCancel}
      header={row ? `Move to ${row.name}` : ''}
      footer={
        <ModalFooter
          onCancel={onCancel}
          loading={busy}
          confirmLabel="Confirm"
          onConfirm={() => {
            if (!row) return;
            setBusy(true);
            void onConfirm(row).finally(() => setBusy(false));
          }}
        />
      }
    >
      {row &&
        (price > 0
          ? `${formatCents(price)} is charged to your default payment method now, for one ${cycle === 'yearly' ? 'year' : 'month'}. Labels then cost a ${formatCents(row.labelFeeCents)} label fee.`
          : `The ${row.name} plan is free; labels cost a ${formatCents(row.labelFeeCents)} label fee.`)}
    </Modal>
  );
}

/** Cancel with one of the spec's reasons (accounts §4); details are asked for "other". */
export function CancelSubscriptionModal({
  visible,
  onCancel,
  onConfirm,
}: {
  visible: boolean;
  onCancel: () => void;
  onConfirm: (request: CancelSubscriptionRequest) => Promise<void>;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const problems = {
      ...(reason ? {} : { reason: MESSAGES.required }),
      ...(reason === 'other' && !details.trim() ? { details: MESSAGES.required } : {}),
    };
    setErrors(problems);
    if (!reason || Object.keys(problems).length) return;
    setBusy(true);
    try {
      await onConfirm({ reason, ...(details.trim() ? { details: details.trim() } : {}) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header="Cancel subscription"
      footer={
        <ModalFooter
          onCancel={onCancel}
          onConfirm={() => void confirm()}
          confirmLabel="Cancel subscription"
          loading={busy}
        />
      }
    >
      <SpaceBetween size="m">
        <span>Label purchase stops while the subscription is canceled. You can resume it at any time.</span>
        <FormField label="Why are you canceling?" errorText={errors.reason}>
          <RadioGroup
            value={reason}
            onChange={(e) => setReason(e.detail.value as CancelReason)}
            items={CANCEL_REASONS.map((r) => ({ value: r, label: CANCEL_REASON_LABELS[r] }))}
          />
        </FormField>
        <FormField
          label="Tell us more"
          errorText={errors.details}
          constraintText="Required for Other; at most 500 characters."
        >
          <Textarea value={details} onChange={(e) => setDetails(e.detail.value)} ariaLabel="Tell us more" />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
