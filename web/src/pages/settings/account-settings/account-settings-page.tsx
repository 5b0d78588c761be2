import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { VersionedFormLoader } from '#web/components/versioned-form';
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
import { AccountSettingsForm, EDIT_ACCOUNT_SETTINGS } from './account-settings-form';
import { PlanSummary } from './plan-summary';
import { useAccountSettings } from './use-account-settings';

/** Settings (`/settings`): the account settings of accounts §3. Without edit_company (accounts §6) they show read-only. */
export function AccountSettingsPage() {
  return (
    <VersionedFormLoader
      item={useAccountSettings()}
      loadErrorHeader="Could not load the settings"
      editPermissions={EDIT_ACCOUNT_SETTINGS}
    >
      {(props) => (
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
          <AccountSettingsForm
            {...props}
            saveLabel="Save settings"
            savedMessage="Account settings saved."
            readOnlyNotice="Your team permissions do not include editing company settings, so these settings are shown read-only."
            unsavedNotice
          >
            {(form) => (
              <>
                <PlanSummary />
                <DryIcePanel form={form} />
                <ShipmentOptionsPanel form={form} />
                <DeclaredValuePanel form={form} />
                <ShipmentWeightsPanel form={form} />
                <BoxPackingPanel form={form} />
                <DefaultUnitsPanel form={form} />
                <ArchiveOrdersPanel form={form} />
                <NotificationsPanel form={form} />
              </>
            )}
          </AccountSettingsForm>
        </ContentLayout>
      )}
    </VersionedFormLoader>
  );
}
