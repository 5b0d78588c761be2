import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AccountSettingsResponse } from '#api/settings';
import { accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { ORDER_MAPPING_PLATFORMS } from '#domain/stores/store-order.rules';
import { useApi } from '../../api/api-context';
import { useNotifications } from '../../app/notifications/notifications-context';
import { FormSection } from '../../components/form-section';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { LoadingSpinner } from '../../components/loading-spinner';
import { usePermissions } from '../../components/permission-guard';
import { SubmitForm, SubmitFormActions } from '../../components/submit-form';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useServerSave } from '../../hooks/use-server-save';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import {
  SettingsToggle,
  SettingsToggles,
  SettingsUnit,
  type SettingsBinding,
} from '../settings/account-settings-fields';
import {
  LENGTH_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
  settingsToFormValues,
  toSettingsRequest,
} from '../settings/account-settings-form.values';
import { accountSettingsApi } from '../settings/settings-api';
import { useAccountSettings } from '../settings/use-account-settings';
import { PLATFORM_LABELS } from './store-labels';

const SYNC_TOGGLES = [
  [
    'sendFulfillmentNotification',
    'Send fulfillment notification',
    'The store emails its customer when Shipdeck sends the tracking back.',
  ],
  ['syncOrderWarehouse', 'Sync order warehouse', 'Orders from a store take the warehouse the store assigned.'],
  [
    'importAdditionalDetails',
    'Import additional details',
    'The buyer’s note and the shipping service they chose go into the order’s comment.',
  ],
] as const;

/**
 * The account settings that govern store sync (accounts §3: auto-fulfil flags,
 * sendFulfillmentNotification, syncOrderWarehouse, importAdditionalDetails) and orders §3
 * importOptions per platform. They are account settings, saved through the account settings
 * route with its version, so changing them needs edit_company like every account setting.
 */
export function StoreSyncSettings() {
  const { settings, error, onSaved } = useAccountSettings();
  const canEdit = usePermissions(['edit_company']);
  if (error) return <LoadErrorAlert header="Could not load the sync settings" error={error} />;
  if (!settings) return <LoadingSpinner />;
  return <SyncSettingsForm key={settings.version} loaded={settings} readOnly={!canEdit} onSaved={onSaved} />;
}

function SyncSettingsForm({
  loaded,
  readOnly,
  onSaved,
}: {
  loaded: AccountSettingsResponse;
  readOnly: boolean;
  onSaved: (s: AccountSettingsResponse) => void;
}) {
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
      notify({ type: 'success', content: 'Store sync settings saved.' });
      onSaved(saved);
    });
  }

  return (
    <SpaceBetween size="s">
      <Header variant="h2" description="How orders come in from your stores and what goes back to them.">
        Sync settings
      </Header>
      <SubmitForm
        onSubmit={() => void submit()}
        errorText={formError}
        errorIconAriaLabel="Error"
        actions={
          readOnly ? undefined : (
            <SubmitFormActions
              dirty={unsaved.dirty}
              onReset={() => schemaForm.reset()}
              submitLabel="Save sync settings"
              submitting={submitting}
            />
          )
        }
      >
        <SpaceBetween size="l">
          {readOnly && (
            <Alert type="info" header="Read only">
              These are account settings: changing them needs the edit company permission.
            </Alert>
          )}
          <FormSection title="Fulfillment and sync" description="What Shipdeck sends back to your stores.">
            <SpaceBetween size="l">
              <AutoFulfillToggles form={form} />
              <SettingsToggles form={form} toggles={SYNC_TOGGLES} />
            </SpaceBetween>
          </FormSection>
          <ImportUnitsPanel form={form} />
        </SpaceBetween>
        {unsaved.prompt}
      </SubmitForm>
    </SpaceBetween>
  );
}

/** accounts §3 auto-fulfil flags, one per platform Shipdeck sends fulfillments to. */
function AutoFulfillToggles({ form }: SettingsBinding) {
  return (
    <ColumnLayout columns={2}>
      {ORDER_MAPPING_PLATFORMS.map((platform) => (
        <SettingsToggle
          key={platform}
          form={form}
          path={`autoFulfill.${platform}`}
          checked={form.values.autoFulfill[platform] === true}
          label={`Auto-fulfill ${PLATFORM_LABELS[platform]} orders`}
          description="Mark the order fulfilled, with its tracking, when its label is bought."
        />
      ))}
    </ColumnLayout>
  );
}

/** orders §3 importOptions: the units each platform's order numbers are read in when it does not say. */
function ImportUnitsPanel({ form }: SettingsBinding) {
  const options = form.values.importOptions;
  return (
    <FormSection title="Import units" description="Units used for weights and sizes a store sends without one.">
      <SpaceBetween size="m">
        {ORDER_MAPPING_PLATFORMS.map((platform) => (
          <ColumnLayout key={platform} columns={2}>
            <SettingsUnit
              form={form}
              path={`importOptions.${platform}.defaultWeightUnits`}
              label={`${PLATFORM_LABELS[platform]} weight units`}
              value={options[platform]?.defaultWeightUnits ?? 'lb'}
              options={WEIGHT_UNIT_OPTIONS}
            />
            <SettingsUnit
              form={form}
              path={`importOptions.${platform}.defaultDimensionUnits`}
              label={`${PLATFORM_LABELS[platform]} dimension units`}
              value={options[platform]?.defaultDimensionUnits ?? 'in'}
              options={LENGTH_UNIT_OPTIONS}
            />
          </ColumnLayout>
        ))}
      </SpaceBetween>
    </FormSection>
  );
}
