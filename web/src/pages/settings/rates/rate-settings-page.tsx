import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { RateSettingsView } from '#api/shipping';
import { rateSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { VersionedForm, VersionedFormLoader } from '#web/components/versioned-form';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { PricingPanel } from './pricing-panel';
import { CONFLICT_MESSAGE, rateSettingsToFormValues } from './rate-settings-form.values';
import { ServiceListsPanel } from './service-lists-panel';
import { ServiceMappingPanel } from './service-mapping-panel';
import { ShipDayCheckPanel } from './ship-day-check-panel';
import { useRateSettings } from './use-rate-settings';

const EDIT: ['edit_options'] = ['edit_options'];

/** Rate settings (`/settings/rates`, accounts §3): service names and lists, markup, rounding, the ship-day check. */
export function RateSettingsPage() {
  return (
    <VersionedFormLoader
      item={useRateSettings()}
      loadErrorHeader="Could not load the rate settings"
      editPermissions={EDIT}
    >
      {(props) => <RateSettingsForm {...props} />}
    </VersionedFormLoader>
  );
}

export function RateSettingsForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: RateSettingsView;
  readOnly: boolean;
  save: ReturnType<typeof useRateSettings>['save'];
  reload: () => void;
}) {
  const { notify } = useNotifications();
  const [initial] = useState(() => rateSettingsToFormValues(loaded));
  const form = useSchemaForm(rateSettingsFormSchema, initial);
  const unsaved = useUnsavedChanges(initial, form.values);
  const server = useServerSave(form);
  const panel = { values: form.values, errors: form.errors, setField: form.setField, readOnly };

  const submit = () =>
    server.save(async () => {
      await save(form.values, loaded);
      notify({ type: 'success', content: 'Rate settings saved.' });
      unsaved.allowLeave();
      reload();
    });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="How carriers' rates are named, filtered and priced for your account.">
          Rate settings
        </Header>
      }
    >
      <VersionedForm
        readOnly={readOnly}
        readOnlyNotice="Your team permissions do not include editing options, so these settings are shown read-only."
        formError={server.formError}
        conflictMessage={CONFLICT_MESSAGE}
        submitting={server.submitting}
        dirty={unsaved.dirty}
        saveLabel="Save settings"
        onSubmit={() => void submit()}
        onReset={() => form.reset()}
        onReload={reload}
      >
        <PricingPanel {...panel} />
        <ServiceMappingPanel {...panel} />
        <ServiceListsPanel {...panel} />
        <ShipDayCheckPanel {...panel} />
      </VersionedForm>
      {unsaved.prompt}
    </ContentLayout>
  );
}
