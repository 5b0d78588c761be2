import { useCallback } from 'react';
import type { NotificationTemplateView } from '#api/notifications';
import type { TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { notificationsApi } from '#web/api/notifications-api';
import { useLoad } from '#web/hooks/use-load';
import { CONFLICT_MESSAGE, toTemplateRequest, type TemplateFormValues } from './template-form.values';

/** GET /api/v1/notification-templates: every status's template, edited or default. */
export function useNotificationTemplates() {
  const { client } = useApi();
  const load = useCallback(() => notificationsApi(client).list(), [client]);
  return useLoad(load);
}

/** GET /api/v1/notification-templates/{status}, and the save on the loaded version (409: someone else saved). */
export function useNotificationTemplate(status: TrackingEmailStatus) {
  const { client } = useApi();
  const load = useCallback(() => notificationsApi(client).get(status), [client, status]);
  const loaded = useLoad(load);

  const save = useCallback(
    async (values: TemplateFormValues, from: NotificationTemplateView): Promise<NotificationTemplateView> => {
      try {
        return await notificationsApi(client).save(status, toTemplateRequest(values, from));
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) throw new ApiError(409, e.code, CONFLICT_MESSAGE);
        throw e;
      }
    },
    [client, status],
  );

  return { ...loaded, save };
}
