import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TrackingPageSettingsView } from '#api/tracking-page';
import { trackingPageAddress } from '#domain/tracking/tracking-page-host.rules';
import { trackingPageSettingsSchema } from '#domain/tracking/tracking-page.schema';
import { useAccount } from '#web/app/account/account-context';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useRuntimeConfig } from '#web/app/runtime-config-context';
import { VersionedForm, VersionedFormLoader } from '#web/components/versioned-form';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { TemplateFaqPanel } from '#web/pages/notifications/template-faq-panel';
import { TemplateUpsellPanel } from '#web/pages/notifications/template-upsell-panel';
import { TrackingPageBrandPanel, TrackingPageContactPanel } from './tracking-page-brand-panel';
import { CONFLICT_MESSAGE, trackingPageToFormValues } from './tracking-page-form.values';
import { TrackingPagePreview } from './tracking-page-preview';
import { useTrackingPageSettings } from './use-tracking-page-settings';

const EDIT: ['customize_emails'] = ['customize_emails'];

/** Settings › Tracking page (`/settings/tracking-page`): the branded page shoppers track their orders on. */
export function TrackingPageSettingsPage() {
  return (
    <VersionedFormLoader
      item={useTrackingPageSettings()}
      loadErrorHeader="Could not load the tracking page settings"
      editPermissions={EDIT}
    >
      {(props) => <TrackingPageForm {...props} />}
    </VersionedFormLoader>
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
          <VersionedForm
            readOnly={readOnly}
            readOnlyNotice="Your team permissions do not include customizing emails, so the tracking page is shown read-only."
            formError={server.formError}
            conflictMessage={CONFLICT_MESSAGE}
            submitting={server.submitting}
            dirty={unsaved.dirty}
            saveLabel="Save tracking page"
            onSubmit={() => void submit()}
            onReset={() => form.reset()}
            onReload={reload}
          >
            <TrackingPageBrandPanel {...panel} trackingHost={config.trackingPageHost} />
            <TemplateFaqPanel {...panel} />
            <TemplateUpsellPanel {...panel} />
            <TrackingPageContactPanel {...panel} />
          </VersionedForm>
          <TrackingPagePreview values={form.values} accountName={membership.accountName} />
        </Grid>
      </SpaceBetween>
      {unsaved.prompt}
    </ContentLayout>
  );
}
