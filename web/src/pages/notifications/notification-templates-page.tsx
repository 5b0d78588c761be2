import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { NotificationTemplateView } from '#api/notifications';
import { TRACKING_EMAIL_STATUS_LABELS } from '#domain/tracking/notification-template-defaults.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { RouterLink } from '#web/components/router-link';
import { useNotificationTemplates } from './use-notification-templates';

export const templateEditHref = (status: string) => `/settings/notification-templates/${encodeURIComponent(status)}`;

const COLUMNS = [
  {
    id: 'status',
    header: 'Email',
    cell: (t: NotificationTemplateView) => (
      <RouterLink href={templateEditHref(t.status)}>{TRACKING_EMAIL_STATUS_LABELS[t.status]}</RouterLink>
    ),
  },
  {
    id: 'active',
    header: 'Sent',
    cell: (t: NotificationTemplateView) => (
      <StatusIndicator type={t.isActive ? 'success' : 'stopped'}>{t.isActive ? 'Active' : 'Off'}</StatusIndicator>
    ),
  },
  { id: 'subject', header: 'Subject', cell: (t: NotificationTemplateView) => t.subject },
  {
    id: 'edited',
    header: 'Edited',
    cell: (t: NotificationTemplateView) => (t.isDefault ? 'Default' : 'Customized'),
  },
];

/** Settings › Notification templates (accounts §3): one tracking email per status, active or not. */
export function NotificationTemplatesPage() {
  const templates = useNotificationTemplates();
  if (templates.error)
    return (
      <LoadErrorAlert
        header="Could not load the notification templates"
        error={templates.error}
        onRetry={() => void templates.reload()}
      />
    );
  return (
    <ContentLayout
      header={
        <Header variant="h1" description="The emails your shoppers get as their packages move. Open one to edit it.">
          Notification templates
        </Header>
      }
    >
      <Table
        variant="container"
        header={
          <Header counter={templates.data ? `(${templates.data.items.length})` : undefined}>Tracking emails</Header>
        }
        loading={!templates.data}
        loadingText="Loading templates"
        items={templates.data?.items ?? []}
        columnDefinitions={COLUMNS}
        trackBy="status"
        empty={<Box textAlign="center">No templates</Box>}
      />
    </ContentLayout>
  );
}
