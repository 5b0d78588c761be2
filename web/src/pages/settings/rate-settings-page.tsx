import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { RateSettingsView } from '#api/shipping';
import { rateSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { useNotifications } from '../../app/notifications/notifications-context';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { usePermissions } from '../../components/permission-guard';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useServerSave } from '../../hooks/use-server-save';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { PricingPanel } from './pricing-panel';
import { CONFLICT_MESSAGE, rateSettingsToFormValues } from './rate-settings-form.values';
import { ServiceListsPanel } from './service-lists-panel';
import { ServiceMappingPanel } from './service-mapping-panel';
import { ShipDayCheckPanel } from './ship-day-check-panel';
import { useRateSettings } from './use-rate-settings';

const EDIT: ['edit_options'] = ['edit_options'];

/** Rate settings (`/settings/rates`, accounts §3): service names and lists, markup, rounding, the ship-day check. */
export function RateSettingsPage() {
  const settings = useRateSettings();
  const canEdit = usePermissions(EDIT);
  if (settings.error)
    return (
      <LoadErrorAlert
        header="Could not load the rate settings"
        error={settings.error}
        onRetry={() => void settings.reload()}
      />
    );
  if (!settings.data)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  // A save or a reload remounts the form on the version it answered, so "unsaved changes" starts again.
  return (
    <RateSettingsForm
      key={settings.data.version}
      loaded={settings.data}
      readOnly={!canEdit}
      save={settings.save}
      reload={() => void settings.reload()}
    />
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
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) void submit();
        }}
        noValidate
      >
        <Form
          errorText={server.formError}
          errorIconAriaLabel="Error"
          actions={
            readOnly ? undefined : (
              <SpaceBetween direction="horizontal" size="xs">
                {server.formError === CONFLICT_MESSAGE && (
                  <Button formAction="none" onClick={reload}>
                    Reload
                  </Button>
                )}
                <Button formAction="none" disabled={!unsaved.dirty} onClick={() => form.reset()}>
                  Reset
                </Button>
                <Button variant="primary" formAction="submit" loading={server.submitting}>
                  Save settings
                </Button>
              </SpaceBetween>
            )
          }
        >
          <SpaceBetween size="l">
            {readOnly && (
              <Alert type="info" header="Read only">
                Your team permissions do not include editing options, so these settings are shown read-only.
              </Alert>
            )}
            {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
            <PricingPanel {...panel} />
            <ServiceMappingPanel {...panel} />
            <ServiceListsPanel {...panel} />
            <ShipDayCheckPanel {...panel} />
          </SpaceBetween>
        </Form>
      </form>
      {unsaved.prompt}
    </ContentLayout>
  );
}
