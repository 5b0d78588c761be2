import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { claimSettingsFormSchema } from '#domain/forms/claim-form.schema';
import type { ClaimSettingsView } from '#web/api/claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { GuardedPage } from '#web/components/permission-guard';
import { VersionedForm, VersionedFormLoader } from '#web/components/versioned-form';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
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
  const { notify } = useNotifications();
  const [initial] = useState(() => claimSettingsToFormValues(loaded.settings));
  const form = useSchemaForm(claimSettingsFormSchema, initial);
  const unsaved = useUnsavedChanges(initial, form.values);
  const server = useServerSave(form);
  const panel = { values: form.values, errors: form.errors, setField: form.setField, readOnly };

  const submit = () =>
    server.save(async () => {
      await save(form.values, loaded.version);
      notify({ type: 'success', content: 'Claim settings saved.' });
      unsaved.allowLeave();
      reload();
    });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="How your claims start, and who hears about them as they move.">
          Claim settings
        </Header>
      }
    >
      <VersionedForm
        readOnly={readOnly}
        readOnlyNotice="Your team permissions do not include Full Coverage, so these settings are shown read-only."
        formError={server.formError}
        conflictMessage={CONFLICT_MESSAGE}
        submitting={server.submitting}
        dirty={unsaved.dirty}
        saveLabel="Save settings"
        onSubmit={() => void submit()}
        onReset={() => form.reset()}
        onReload={reload}
      >
        <ClaimProfilesPanel {...panel} />
        <ClaimNotificationsPanel {...panel} />
      </VersionedForm>
      {unsaved.prompt}
    </ContentLayout>
  );
}
