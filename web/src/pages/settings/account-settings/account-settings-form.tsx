import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AccountSettingsResponse } from '#api/settings';
import { accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { useApi } from '#web/api/api-context';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { SubmitForm, SubmitFormActions } from '#web/components/submit-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import type { SettingsBinding } from './account-settings-fields';
import { settingsToFormValues, toSettingsRequest } from './account-settings-form.values';
import { accountSettingsApi } from '#web/api/settings-api';

export interface AccountSettingsFormProps {
  loaded: AccountSettingsResponse;
  readOnly?: boolean;
  onSaved?: (saved: AccountSettingsResponse) => void;
  submitLabel: string;
  savedMessage: string;
  readOnlyNotice: string;
  /** "You have unsaved changes" above the panels (the long Account settings page). */
  unsavedNotice?: boolean;
  /** The panels, bound to the form. */
  children: (form: SettingsBinding['form']) => ReactNode;
}

/**
 * The account settings (accounts §3) as one versioned form: Account settings shows all of them, the
 * Stores page the ones that govern store sync; both save the whole item through the same route.
 * Mount it keyed on the loaded version so a save starts "unsaved changes" again from it.
 */
export function AccountSettingsForm({
  loaded,
  readOnly = false,
  onSaved,
  submitLabel,
  savedMessage,
  readOnlyNotice,
  unsavedNotice = false,
  children,
}: AccountSettingsFormProps) {
  const { client } = useApi();
  const { notify } = useNotifications();
  const [initial] = useState(() => settingsToFormValues(loaded));
  const schemaForm = useSchemaForm(accountSettingsFormSchema, initial);
  const unsaved = useUnsavedChanges(initial, schemaForm.values);
  const { save, submitting, formError } = useServerSave(schemaForm);
  const form = { ...schemaForm, readOnly };

  function submit() {
    if (readOnly) return;
    return save(async () => {
      const saved = await accountSettingsApi(client).save(toSettingsRequest(schemaForm.values, loaded.version));
      notify({ type: 'success', content: savedMessage });
      onSaved?.(saved);
    });
  }

  return (
    <>
      <SubmitForm
        onSubmit={() => void submit()}
        errorText={formError}
        errorIconAriaLabel="Error"
        actions={
          readOnly ? undefined : (
            <SubmitFormActions
              dirty={unsaved.dirty}
              onReset={() => schemaForm.reset()}
              submitLabel={submitLabel}
              submitting={submitting}
            />
          )
        }
      >
        <SpaceBetween size="l">
          {readOnly && (
            <Alert type="info" header="Read only">
              {readOnlyNotice}
            </Alert>
          )}
          {unsavedNotice && unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
          {children(form)}
        </SpaceBetween>
      </SubmitForm>
      {unsaved.prompt}
    </>
  );
}
