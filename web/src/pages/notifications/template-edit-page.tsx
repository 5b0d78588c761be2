import { useState } from 'react';
import { useParams } from 'react-router-dom';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import type { NotificationTemplateView } from '#api/notifications';
import { templateFormSchema } from '#domain/forms/template-form.schema';
import { TRACKING_EMAIL_STATUSES, type TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { TRACKING_EMAIL_STATUS_LABELS } from '#domain/tracking/notification-template-defaults.rules';
import { useAccount } from '#web/app/account/account-context';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { VersionedForm, VersionedFormLoader } from '#web/components/versioned-form';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { NotFoundPage } from '#web/pages/coming-soon/coming-soon-page';
import { TemplateContentPanel } from './template-content-panel';
import { TemplateFaqPanel } from './template-faq-panel';
import { CONFLICT_MESSAGE, defaultTemplateFormValues, templateToFormValues } from './template-form.values';
import { TemplatePreview } from './template-preview';
import { TemplateResetDefault } from './template-reset-default';
import { TemplateUpsellPanel } from './template-upsell-panel';
import { useNotificationTemplate } from './use-notification-templates';

const EDIT: ['customize_emails'] = ['customize_emails'];

const isStatus = (s: string | undefined): s is TrackingEmailStatus =>
  (TRACKING_EMAIL_STATUSES as readonly (string | undefined)[]).includes(s);

/** `/settings/notification-templates/:status`: one tracking email's template with its live preview. */
export function TemplateEditPage() {
  const { status } = useParams();
  return isStatus(status) ? <TemplateLoader status={status} /> : <NotFoundPage />;
}

function TemplateLoader({ status }: { status: TrackingEmailStatus }) {
  return (
    <VersionedFormLoader
      item={useNotificationTemplate(status)}
      loadErrorHeader="Could not load the template"
      editPermissions={EDIT}
    >
      {(props) => <TemplateForm {...props} />}
    </VersionedFormLoader>
  );
}

function TemplateForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: NotificationTemplateView;
  readOnly: boolean;
  save: ReturnType<typeof useNotificationTemplate>['save'];
  reload: () => void;
}) {
  const { notify } = useNotifications();
  const { membership } = useAccount();
  const [initial] = useState(() => templateToFormValues(loaded));
  const form = useSchemaForm(templateFormSchema, initial);
  const unsaved = useUnsavedChanges(initial, form.values);
  const server = useServerSave(form);
  const panel = { values: form.values, errors: form.errors, setField: form.setField, readOnly };
  const label = TRACKING_EMAIL_STATUS_LABELS[loaded.status];

  const submit = () =>
    server.save(async () => {
      await save(form.values, loaded);
      notify({ type: 'success', content: `${label} template saved.` });
      unsaved.allowLeave();
      reload();
    });

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="What shoppers get when a shipment reaches this status. The preview follows your edits."
        >
          {label} email
        </Header>
      }
    >
      <Grid gridDefinition={[{ colspan: { default: 12, l: 6 } }, { colspan: { default: 12, l: 6 } }]}>
        <VersionedForm
          readOnly={readOnly}
          readOnlyNotice="Your team permissions do not include customizing emails, so this template is shown read-only."
          formError={server.formError}
          conflictMessage={CONFLICT_MESSAGE}
          submitting={server.submitting}
          dirty={unsaved.dirty}
          saveLabel="Save template"
          extraActions={
            <TemplateResetDefault
              label={label}
              onConfirm={() => form.setValues(defaultTemplateFormValues(loaded.status))}
            />
          }
          onSubmit={() => void submit()}
          onReset={() => form.reset()}
          onReload={reload}
        >
          <TemplateContentPanel {...panel} />
          <TemplateFaqPanel {...panel} />
          <TemplateUpsellPanel {...panel} />
        </VersionedForm>
        <TemplatePreview status={loaded.status} values={form.values} companyName={membership.accountName} />
      </Grid>
      {unsaved.prompt}
    </ContentLayout>
  );
}
