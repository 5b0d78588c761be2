import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AccountSettingsResponse } from '#api/settings';
import { accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { useApi } from '../../api/api-context';
import { useNotifications } from '../../app/notifications/notifications-context';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PermissionGuard } from '../../components/permission-guard';
import { SubmitForm, SubmitFormActions } from '../../components/submit-form';
import { useServerSave } from '../../hooks/use-server-save';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { settingsToFormValues, toSettingsRequest } from './account-settings-form.values';
import {
  ArchiveOrdersPanel,
  BoxPackingPanel,
  DeclaredValuePanel,
  DefaultUnitsPanel,
  DryIcePanel,
  NotificationsPanel,
  ShipmentOptionsPanel,
  ShipmentWeightsPanel,
} from './account-settings-panels';
import { PlanSummary } from './plan-summary';
import { accountSettingsApi } from './settings-api';
import { useAccountSettings } from './use-account-settings';

/** Settings (`/settings`): the account settings of accounts §3. Without edit_company (accounts §6) they show read-only. */
export function AccountSettingsPage() {
  const { settings, error, onSaved } = useAccountSettings();
  if (error) return <LoadErrorAlert header="Could not load the settings" error={error} />;
  if (!settings) return <LoadingSpinner />;
  // A save remounts the form on the saved version, so "unsaved changes" starts again from it.
  return (
    <PermissionGuard
      required={['edit_company']}
      fallback={<AccountSettingsForm key={settings.version} loaded={settings} readOnly />}
    >
      <AccountSettingsForm key={settings.version} loaded={settings} onSaved={onSaved} />
    </PermissionGuard>
  );
}

function AccountSettingsForm({
  loaded,
  readOnly = false,
  onSaved,
}: {
  loaded: AccountSettingsResponse;
  readOnly?: boolean;
  onSaved?: (s: AccountSettingsResponse) => void;
}) {
  const { client } = useApi();
  const { notify } = useNotifications();
  const [initial] = useState(() => settingsToFormValues(loaded));
  const schemaForm = useSchemaForm(accountSettingsFormSchema, initial);
  const { values } = schemaForm;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, submitting, formError } = useServerSave(schemaForm);
  const form = { ...schemaForm, readOnly };

  function submit() {
    if (readOnly) return;
    return save(async () => {
      const saved = await accountSettingsApi(client).save(toSettingsRequest(values, loaded.version));
      notify({ type: 'success', content: 'Account settings saved.' });
      onSaved?.(saved);
    });
  }

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Defaults Shipdeck applies to your new orders and shipments, and how it keeps them."
        >
          Account settings
        </Header>
      }
    >
      <SubmitForm
        onSubmit={() => void submit()}
        errorText={formError}
        errorIconAriaLabel="Error"
        actions={
          readOnly ? undefined : (
            <SubmitFormActions
              dirty={unsaved.dirty}
              onReset={() => schemaForm.reset()}
              submitLabel="Save settings"
              submitting={submitting}
            />
          )
        }
      >
        <SpaceBetween size="l">
          {readOnly && (
            <Alert type="info" header="Read only">
              Your team permissions do not include editing company settings, so these settings are shown read-only.
            </Alert>
          )}
          {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
          <PlanSummary />
          <DryIcePanel form={form} />
          <ShipmentOptionsPanel form={form} />
          <DeclaredValuePanel form={form} />
          <ShipmentWeightsPanel form={form} />
          <BoxPackingPanel form={form} />
          <DefaultUnitsPanel form={form} />
          <ArchiveOrdersPanel form={form} />
          <NotificationsPanel form={form} />
        </SpaceBetween>
      </SubmitForm>
      {unsaved.prompt}
    </ContentLayout>
  );
}
