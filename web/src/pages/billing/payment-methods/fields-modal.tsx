import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '#web/api/api-error';
import { ModalFooter } from '#web/components/modal-footer';

export interface FieldSpec {
  /** The field's path in the request, as the server's field errors name it ('card.number'). */
  name: string;
  label: string;
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  constraint?: string;
}

/**
 * A modal of text fields sent as one request: the server's field errors land on their fields, any
 * other refusal (a declined card: 402 with the processor's words) above them.
 */
export function FieldsModal({
  visible,
  header,
  intro,
  fields,
  confirmLabel,
  submit,
  onClose,
}: {
  visible: boolean;
  header: string;
  intro?: ReactNode;
  fields: readonly FieldSpec[];
  confirmLabel: string;
  submit: (values: Record<string, string>) => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValues({});
    setErrors({});
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setErrors({});
    setRefusal(null);
    try {
      await submit(values);
      close();
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      const unplaced = !Object.keys(fieldErrors).some((k) => fields.some((f) => f.name === k));
      if (unplaced) setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={header}
      footer={
        <ModalFooter onCancel={close} onConfirm={() => void confirm()} confirmLabel={confirmLabel} loading={busy} />
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <SpaceBetween size="m">
          {intro}
          {refusal && <Alert type="error">{refusal}</Alert>}
          {fields.map((f) => (
            <FormField key={f.name} label={f.label} constraintText={f.constraint} errorText={errors[f.name]}>
              <Input
                ariaLabel={f.label}
                value={values[f.name] ?? ''}
                inputMode={f.inputMode}
                placeholder={f.placeholder}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.detail.value }))}
              />
            </FormField>
          ))}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
