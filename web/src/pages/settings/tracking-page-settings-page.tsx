import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TrackingPageSettingsView } from '#api/tracking-page';
import { trackingPageAddress } from '#domain/tracking/tracking-page-host.rules';
import { trackingPageSettingsSchema } from '#domain/tracking/tracking-page.schema';
import { useAccount } from '../../app/account/account-context';
import { useNotifications } from '../../app/notifications/notifications-context';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageLoading } from '../../components/page-loading';
import { usePermissions } from '../../components/permission-guard';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useServerSave } from '../../hooks/use-server-save';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { TemplateFaqPanel } from '../notifications/template-faq-panel';
import { TemplateUpsellPanel } from '../notifications/template-upsell-panel';
import { TrackingPageBrandPanel, TrackingPageContactPanel } from './tracking-page-brand-panel';
import { CONFLICT_MESSAGE, trackingPageToFormValues } from './tracking-page-form.values';
import { TrackingPagePreview } from './tracking-page-preview';
import { useTrackingPageSettings } from './use-tracking-page-settings';

const EDIT: ['customize_emails'] = ['customize_emails'];

/** Settings › Tracking page (`/settings/tracking-page`): the branded page shoppers track their orders on. */
export function TrackingPageSettingsPage() {
  const settings = useTrackingPageSettings();
  const canEdit = usePermissions(EDIT);
  if (settings.error)
    return (
      <LoadErrorAlert
        header="Could not load the tracking page settings"
        error={settings.error}
        onRetry={() => void settings.reload()}
      />
    );
  if (!settings.data) return <PageLoading />;
  // A save or reload remounts the form on the version it answered, so "unsaved changes" starts again.
  return (
    <TrackingPageForm
      key={settings.data.version}
      loaded={settings.data}
      readOnly={!canEdit}
      save={settings.save}
      reload={() => void settings.reload()}
    />
  );
}

/** The saved page's public address, and the way to open it. */
function PublicAddress({ subDomain }: { subDomain: string }) {
  const config = useRuntimeConfig();
  const address = trackingPageAddress(window.location, config.trackingPageHost, subDomain);
  return (
    <Container header={<Header variant="h2">Public address</Header>}>
      {address ? (
        <SpaceBetween size="s" direction="horizontal" alignItems="center">
          <Box data-testid="tracking-page-address">
            <CopyToClipboard
              variant="inline"
              textToCopy={address}
              copyButtonAriaLabel="Copy tracking page address"
              copySuccessText="Address copied"
              copyErrorText="Address failed to copy"
            />
          </Box>
          <Button href={address} target="_blank" iconName="external" iconAlign="right">
            Open tracking page
          </Button>
        </SpaceBetween>
      ) : (
        <Box color="text-status-inactive">Choose a subdomain and save to publish your tracking page.</Box>
      )}
    </Container>
  );
}

function TrackingPageForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: TrackingPageSettingsView;
  readOnly: boolean;
  save: ReturnType<typeof useTrackingPageSettings>['save'];
  reload: () => void;
}) {
  const { notify } = useNotifications();
  const { membership } = useAccount();
  const config = useRuntimeConfig();
  const [initial] = useState(() => trackingPageToFormValues(loaded));
  const form = useSchemaForm(trackingPageSettingsSchema, initial);
  const unsaved = useUnsavedChanges(initial, form.values);
  const server = useServerSave(form);
  const panel = { values: form.values, errors: form.errors, setField: form.setField, readOnly };

  const submit = () =>
    server.save(async () => {
      await save(form.values, loaded);
      notify({ type: 'success', content: 'Tracking page saved.' });
      unsaved.allowLeave();
      reload();
    });

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="The page your shoppers follow their orders on, in your colours. The preview follows your edits."
        >
          Tracking page
        </Header>
      }
    >
      <SpaceBetween size="l">
        <PublicAddress subDomain={loaded.subDomain} />
        <Grid gridDefinition={[{ colspan: { default: 12, l: 6 } }, { colspan: { default: 12, l: 6 } }]}>
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
                      Save tracking page
                    </Button>
                  </SpaceBetween>
                )
              }
            >
              <SpaceBetween size="l">
                {readOnly && (
                  <Alert type="info" header="Read only">
                    Your team permissions do not include customizing emails, so the tracking page is shown read-only.
                  </Alert>
                )}
                {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
                <TrackingPageBrandPanel {...panel} trackingHost={config.trackingPageHost} />
                <TemplateFaqPanel {...panel} />
                <TemplateUpsellPanel {...panel} />
                <TrackingPageContactPanel {...panel} />
              </SpaceBetween>
            </Form>
          </form>
          <TrackingPagePreview values={form.values} accountName={membership.accountName} />
        </Grid>
      </SpaceBetween>
      {unsaved.prompt}
    </ContentLayout>
  );
}
