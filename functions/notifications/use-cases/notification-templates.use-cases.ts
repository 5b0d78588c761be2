import type { NotificationTemplateChange, NotificationTemplateView } from '#api/notifications';
import type { NotificationTemplateStore, StoredNotificationTemplate } from '#domain/notifications/ports';
import { TRACKING_EMAIL_STATUSES, type TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { defaultNotificationTemplate } from '#domain/tracking/notification-template-defaults.rules';
import { notificationTemplateSchema, type NotificationTemplate } from '#domain/tracking/notification-template.schema';
import { ConflictError } from '#lib/errors';

export const STALE_TEMPLATE = 'This template was changed by someone else meanwhile. Reload it and save again.';

/** The template a status's emails use: the merchant's, else the default. */
export async function templateOf(
  store: NotificationTemplateStore,
  accountId: string,
  status: TrackingEmailStatus,
): Promise<NotificationTemplate> {
  return (await store.get(accountId, status))?.template ?? defaultNotificationTemplate(status);
}

function present(
  status: TrackingEmailStatus,
  stored: StoredNotificationTemplate | undefined,
): NotificationTemplateView {
  return stored
    ? { ...stored.template, status, version: stored.version, isDefault: false, updatedAt: stored.updatedAt }
    : { ...defaultNotificationTemplate(status), status, version: 0, isDefault: true, updatedAt: null };
}

/** Notification templates (accounts §3, §5): one per tracking email status, scoped by the caller's account. */
export function makeNotificationTemplateUseCases({ templates }: { templates: NotificationTemplateStore }) {
  return {
    async list(accountId: string): Promise<{ items: NotificationTemplateView[] }> {
      const stored = new Map((await templates.list(accountId)).map((t) => [t.status, t]));
      return { items: TRACKING_EMAIL_STATUSES.map((status) => present(status, stored.get(status))) };
    },

    async get(accountId: string, status: TrackingEmailStatus): Promise<NotificationTemplateView> {
      return present(status, await templates.get(accountId, status));
    },

    /** Replaces it; a save from a form loaded at an older version answers 409 rather than overwriting. */
    async put(
      accountId: string,
      status: TrackingEmailStatus,
      request: NotificationTemplateChange & { version?: number },
    ): Promise<NotificationTemplateView> {
      const { version, ...change } = request;
      const current = await templates.get(accountId, status);
      const currentVersion = current?.version ?? 0;
      if (version !== undefined && version !== currentVersion) throw new ConflictError(STALE_TEMPLATE);
      // type is server-owned: these are the email templates.
      const template = notificationTemplateSchema.parse({ ...change, type: 'email' });
      const saved = await templates.put(accountId, status, template, currentVersion);
      if (!saved) throw new ConflictError(STALE_TEMPLATE);
      return present(status, saved);
    },
  };
}
