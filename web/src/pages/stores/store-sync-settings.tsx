import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ORDER_MAPPING_PLATFORMS } from '#domain/stores/store-order.rules';
import { FormSection } from '#web/components/form-section';
import { VersionedFormLoader } from '#web/components/versioned-form';
import {
  SettingsToggles,
  SettingsUnit,
  type SettingsBinding,
} from '#web/pages/settings/account-settings/account-settings-fields';
import {
  LENGTH_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
} from '#web/pages/settings/account-settings/account-settings-form.values';
import { AccountSettingsForm, EDIT_ACCOUNT_SETTINGS } from '#web/pages/settings/account-settings/account-settings-form';
import { AutoFulfillToggles, STORE_SYNC_TOGGLES } from '#web/pages/settings/account-settings/account-settings-panels';
import { useAccountSettings } from '#web/pages/settings/account-settings/use-account-settings';
import { PLATFORM_LABELS } from './store-labels';

/**
 * The account settings that govern store sync (accounts §3: auto-fulfil flags,
 * sendFulfillmentNotification, syncOrderWarehouse, importAdditionalDetails) and orders §3
 * importOptions per platform. They are account settings, saved through the account settings
 * route with its version, so changing them needs edit_company like every account setting.
 */
export function StoreSyncSettings() {
  return (
    <VersionedFormLoader
      item={useAccountSettings()}
      loadErrorHeader="Could not load the sync settings"
      editPermissions={EDIT_ACCOUNT_SETTINGS}
    >
      {(props) => (
        <SpaceBetween size="s">
          <Header variant="h2" description="How orders come in from your stores and what goes back to them.">
            Sync settings
          </Header>
          <AccountSettingsForm
            {...props}
            saveLabel="Save sync settings"
            savedMessage="Store sync settings saved."
            readOnlyNotice="These are account settings: changing them needs the edit company permission."
          >
            {(form) => (
              <>
                <FormSection title="Fulfillment and sync" description="What Shipdeck sends back to your stores.">
                  <SpaceBetween size="l">
                    <AutoFulfillToggles form={form} />
                    <SettingsToggles form={form} toggles={STORE_SYNC_TOGGLES} />
                  </SpaceBetween>
                </FormSection>
                <ImportUnitsPanel form={form} />
              </>
            )}
          </AccountSettingsForm>
        </SpaceBetween>
      )}
    </VersionedFormLoader>
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
