import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { makeSavedFilterFormSchema } from '#domain/forms/misc-forms.schema';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { validateWithSchema } from '#web/lib/field-errors';
import { ModalFooter } from '#web/components/modal-footer';

/**
 * orders §5 Filters: name required and not taken (the shared form rule, then the API's own
 * answer for a name saved meanwhile by a teammate).
 */
export function SaveFilterModal({
  filters,
  existingNames,
  onDismiss,
  onSave,
}: {
  filters: unknown;
  existingNames: readonly string[];
  onDismiss: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const { reportError } = useNotifications();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const found = validateWithSchema(makeSavedFilterFormSchema(existingNames), { name, filters });
    setErrors(found);
    setFormError(null);
    if (found.name) return;
    setBusy(true);
    try {
      await onSave(name.trim());
    } catch (e) {
      reportError(e, {
        showIn: (message) =>
          e instanceof ApiError && e.fieldErrors.name ? setErrors({ name: e.fieldErrors.name }) : setFormError(message),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header="Save filter"
      footer={<ModalFooter onCancel={onDismiss} onConfirm={() => void save()} confirmLabel="Save" loading={busy} />}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <SpaceBetween size="s">
          {formError && <Alert type="error">{formError}</Alert>}
          <FormField label="Filter name" errorText={errors.name} description="Saved filters are shared with your team.">
            <Input value={name} onChange={(e) => setName(e.detail.value)} autoFocus />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
