import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const NotificationTemplatesPage = lazyPage(
  () => import('#web/pages/notifications/notification-templates-page'),
  'NotificationTemplatesPage',
);
const TemplateEditPage = lazyPage(() => import('#web/pages/notifications/template-edit-page'), 'TemplateEditPage');

/** Settings › Notification templates: the tracking emails and each one's editor. */
export const notificationRoutes = (
  <>
    <Route path="settings/notification-templates" element={<NotificationTemplatesPage />} />
    <Route path="settings/notification-templates/:status" element={<TemplateEditPage />} />
  </>
);
