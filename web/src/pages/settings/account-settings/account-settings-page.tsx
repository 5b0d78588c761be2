import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { AccountSettingsResponse } from '#api/settings';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { LoadingSpinner } from '#web/components/loading-spinner';
import { PermissionGuard } from '#web/components/permission-guard';
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
import { AccountSettingsForm } from './account-settings-form';
import { PlanSummary } from './plan-summary';
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
      fallback={<SettingsForm key={settings.version} loaded={settings} readOnly />}
    >
      <SettingsForm key={settings.version} loaded={settings} onSaved={onSaved} />
    </PermissionGuard>
  );
}

function SettingsForm({
  loaded,
  readOnly = false,
  onSaved,
}: {
  loaded: AccountSettingsResponse;
  readOnly?: boolean;
  onSaved?: (s: AccountSettingsResponse) => void;
}) {
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
      <AccountSettingsForm
        loaded={loaded}
        readOnly={readOnly}
        {...(onSaved ? { onSaved } : {})}
        submitLabel="Save settings"
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
  );
}
