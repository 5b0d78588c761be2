import type {
  NotificationTemplateListView,
  NotificationTemplateRequest,
  NotificationTemplateView,
} from '#api/notifications';
import type { TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import type { ApiClient } from './api-client';

const TEMPLATES = '/api/v1/notification-templates';

/** GET /api/v1/notification-templates, GET/PUT /api/v1/notification-templates/{status} (accounts §3). */
export function notificationsApi(client: ApiClient) {
  return {
    list: (): Promise<NotificationTemplateListView> => client.get(TEMPLATES),
    get: (status: TrackingEmailStatus): Promise<NotificationTemplateView> =>
      client.get(`${TEMPLATES}/${encodeURIComponent(status)}`),
    save: (status: TrackingEmailStatus, request: NotificationTemplateRequest): Promise<NotificationTemplateView> =>
      client.put(`${TEMPLATES}/${encodeURIComponent(status)}`, request),
  };
}
