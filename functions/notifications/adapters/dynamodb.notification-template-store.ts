import type { NotificationTemplateStore, StoredNotificationTemplate } from '#domain/notifications/ports';
import type { TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { TRACKING_EMAIL_STATUSES } from '#domain/statuses/tracking-email-status.constants';
import { notificationTemplateSchema } from '#domain/tracking/notification-template.schema';
import { writeVersioned } from '#lib/db/condition-failure';
import { NotificationTemplateEntity } from '../db/notification-template.entity';
import { onTable } from '#lib/db/table';

interface Item {
  status: string;
  template: unknown;
  version: number;
  updatedAt: string;
}

const isStatus = (s: string): s is TrackingEmailStatus => (TRACKING_EMAIL_STATUSES as readonly string[]).includes(s);

function toStored(item: Item): StoredNotificationTemplate | undefined {
  if (!isStatus(item.status)) return undefined;
  return {
    status: item.status,
    template: notificationTemplateSchema.parse(item.template ?? {}),
    version: item.version,
    updatedAt: item.updatedAt,
  };
}

export const dynamoNotificationTemplateStore: NotificationTemplateStore = {
  async list(accountId) {
    const { data } = await onTable(NotificationTemplateEntity).query.byAccount({ accountId }).go({ pages: 'all' });
    return data.flatMap((item) => toStored(item) ?? []);
  },

  async get(accountId, status) {
    const { data } = await onTable(NotificationTemplateEntity).get({ accountId, status }).go();
    return data ? toStored(data) : undefined;
  },

  async put(accountId, status, template, expectedVersion) {
    const entity = onTable(NotificationTemplateEntity);
    const item = { accountId, status, template, version: expectedVersion + 1 };
    const written = await writeVersioned(
      expectedVersion,
      () => entity.create(item).go(),
      () =>
        entity
          .put(item)
          .where((attr, { eq }) => eq(attr.version, expectedVersion))
          .go(),
    );
    return written && toStored({ ...written.data, template, version: item.version });
  },
};
