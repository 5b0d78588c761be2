import { useState, type ReactNode } from 'react';
import type { AccountSettingsResponse } from '#api/settings';
import { accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { VersionedForm, type VersionedFormProps } from '#web/components/versioned-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import type { SettingsBinding } from './account-settings-fields';
import { settingsToFormValues, toSettingsRequest } from './account-settings-form.values';
import type { SaveAccountSettings } from './use-account-settings';

/** Who may change the account settings (accounts §6); the others see them read-only. */
export const EDIT_ACCOUNT_SETTINGS: ['edit_company'] = ['edit_company'];

export interface AccountSettingsFormProps extends VersionedFormProps<AccountSettingsResponse, SaveAccountSettings> {
  saveLabel: string;
  savedMessage: string;
  readOnlyNotice: string;
  /** "You have unsaved changes" above the panels (the long Account settings page). */
  unsavedNotice?: boolean;
  /** The panels, bound to the form. */
  children: (form: SettingsBinding['form']) => ReactNode;
}

/**
 * The account settings (accounts §3) as one versioned form, under a VersionedFormLoader of
 * useAccountSettings: Account settings shows all of them, the Stores page the ones that govern store
 * sync; both save the whole item through the same route.
 */
export function AccountSettingsForm({
  loaded,
  readOnly,
  save,
  reload,
  saveLabel,
  savedMessage,
  readOnlyNotice,
  unsavedNotice = false,
  children,
}: AccountSettingsFormProps) {
  const { notify } = useNotifications();
  const [initial] = useState(() => settingsToFormValues(loaded));
  const schemaForm = useSchemaForm(accountSettingsFormSchema, initial);
  const unsaved = useUnsavedChanges(initial, schemaForm.values);
  const server = useServerSave(schemaForm);

  const submit = () =>
    server.save(async () => {
      await save(toSettingsRequest(schemaForm.values, loaded.version));
      notify({ type: 'success', content: savedMessage });
    });

  return (
    <>
      <VersionedForm
        readOnly={readOnly}
        readOnlyNotice={readOnlyNotice}
        formError={server.formError}
        submitting={server.submitting}
        dirty={unsaved.dirty}
        saveLabel={saveLabel}
        unsavedNotice={unsavedNotice}
        onSubmit={() => void submit()}
        onReset={() => schemaForm.reset()}
        onReload={reload}
      >
        {children({ ...schemaForm, readOnly })}
      </VersionedForm>
      {unsaved.prompt}
    </>
  );
}
