import { claimSettingsFormSchema } from '#domain/forms/claim-form.schema';
import type { ClaimSettingsView } from '#web/api/claims-api';
import { GuardedPage } from '#web/components/permission-guard';
import { SettingsForm } from '#web/components/settings-form';
import { VersionedFormLoader } from '#web/components/versioned-form';
import { ClaimNotificationsPanel } from './claim-notifications-panel';
import { ClaimProfilesPanel } from './claim-profiles-panel';
import { CONFLICT_MESSAGE, claimSettingsToFormValues } from './claim-settings-form.values';
import { useClaimSettings } from './use-claim-settings';

// Claim settings are Full Coverage's: the same permission reads and saves them (accounts §6).
const FULL_COVERAGE: ['view_claim_tracking'] = ['view_claim_tracking'];

/** Claim settings (`/settings/claims`, accounts §2-§3): claim profiles and who is told of each claim status. */
export function ClaimSettingsPage() {
  return (
    <GuardedPage required={FULL_COVERAGE} notAllowed="Full Coverage claims">
      <ClaimSettingsLoader />
    </GuardedPage>
  );
}

function ClaimSettingsLoader() {
  return (
    <VersionedFormLoader
      item={useClaimSettings()}
      loadErrorHeader="Could not load the claim settings"
      editPermissions={FULL_COVERAGE}
    >
      {(props) => <ClaimSettingsForm {...props} />}
    </VersionedFormLoader>
  );
}

export function ClaimSettingsForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: ClaimSettingsView;
  readOnly: boolean;
  save: ReturnType<typeof useClaimSettings>['save'];
  reload: () => void;
}) {
  return (
    <SettingsForm
      title="Claim settings"
      description="How your claims start, and who hears about them as they move."
      readOnlyNotice="Your team permissions do not include Full Coverage, so these settings are shown read-only."
      savedMessage="Claim settings saved."
      conflictMessage={CONFLICT_MESSAGE}
      schema={claimSettingsFormSchema}
      initialValues={() => claimSettingsToFormValues(loaded.settings)}
      readOnly={readOnly}
      save={(values) => save(values, loaded.version)}
      reload={reload}
    >
      {(panel) => (
        <>
          <ClaimProfilesPanel {...panel} />
          <ClaimNotificationsPanel {...panel} />
        </>
      )}
    </SettingsForm>
  );
}
