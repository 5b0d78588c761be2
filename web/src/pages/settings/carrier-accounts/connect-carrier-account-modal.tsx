import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ConnectCarrierAccount } from '#api/carrier-accounts';
import { connectCarrierAccountSchema, type OwnAccountCarrier } from '#domain/carriers/carrier-accounts.rules';
import { ApiError } from '#web/api/api-error';
import { ModalFooter } from '#web/components/modal-footer';
import { planGateOf, PlanGateModal, type PlanGate } from '#web/components/plan-gate-modal';
import { setIn, validateWithSchema, type FieldErrors } from '#web/lib/field-errors';
import { AccountFields, FedExFields, UpsCredentialFields, UspsHolderFields } from './carrier-account-fields';
import {
  connectRequestOf,
  emptyCarrierAccountForm,
  type CarrierAccountFormValues,
} from './carrier-account-form.values';

const CARRIER_FORMS: Record<OwnAccountCarrier, typeof UpsCredentialFields> = {
  UPS: UpsCredentialFields,
  FedEx: FedExFields,
  USPS: UspsHolderFields,
};

/** Connect an own UPS, FedEx or USPS account: the carrier's forms (accounts §3), its refusals on their fields. */
export function ConnectCarrierAccountModal({
  visible,
  carriers,
  onClose,
  connect,
}: {
  visible: boolean;
  carriers: readonly OwnAccountCarrier[];
  onClose: () => void;
  connect: (input: ConnectCarrierAccount) => Promise<unknown>;
}) {
  const [values, setValues] = useState<CarrierAccountFormValues>(() => emptyCarrierAccountForm());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [gate, setGate] = useState<PlanGate | null>(null);
  const set = (path: string, value: unknown) => setValues((v) => setIn(v, path, value));
  const close = () => {
    setValues(emptyCarrierAccountForm());
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const request = connectRequestOf(values);
    const problems = validateWithSchema(connectCarrierAccountSchema, request);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await connect(request);
      close();
    } catch (e) {
      const closed = planGateOf(e);
      if (closed) setGate(closed);
      else if (e instanceof ApiError && Object.keys(e.fieldErrors).length) setErrors(e.fieldErrors);
      else setErrors({ accountNumber: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  const CarrierForm = CARRIER_FORMS[values.carrier];
  return (
    <>
      <Modal
        visible={visible}
        onDismiss={close}
        size="large"
        header="Connect a carrier account"
        footer={<ModalFooter onCancel={close} onConfirm={() => void submit()} confirmLabel="Connect" loading={busy} />}
      >
        <SpaceBetween size="m">
          <FormField
            label="Carrier"
            description="Its rates are billed by the carrier to your account; Shipdeck charges the plan’s label fee."
          >
            <SegmentedControl
              label="Carrier"
              selectedId={values.carrier}
              options={carriers.map((c) => ({ id: c, text: c }))}
              onChange={(e) => {
                setValues((v) => ({ ...v, carrier: e.detail.selectedId as OwnAccountCarrier }));
                setErrors({});
              }}
            />
          </FormField>
          <AccountFields values={values} errors={errors} set={set} />
          <CarrierForm values={values} errors={errors} set={set} />
        </SpaceBetween>
      </Modal>
      <PlanGateModal gate={gate} onDismiss={() => setGate(null)} />
    </>
  );
}
