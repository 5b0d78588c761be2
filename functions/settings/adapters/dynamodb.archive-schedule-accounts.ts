import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import type { ArchiveScheduleAccountSource } from '#domain/orders/ports';
import { AccountSettingsEntity } from '../db/account-settings.entity';
import { onTable } from '#lib/db/table';

const PAGE = 100;

/**
 * The accounts the archive-orders schedule works for: the settings items carrying the sparse
 * gsi1 key SCHEDULE#ARCHIVE_ORDERS (the entity writes it while archiveOrders.active is on).
 */
export const dynamoArchiveScheduleAccounts: ArchiveScheduleAccountSource = {
  async page(cursor) {
    const { data, cursor: next } = await onTable(AccountSettingsEntity)
      .query.bySchedule({})
      .go({ cursor: cursor ?? null, limit: PAGE });
    return {
      items: data.map((item) => ({
        accountId: item.accountId,
        archiveOrders: accountSettingsSchema.parse(item.settings ?? {}).archiveOrders,
      })),
      ...(next ? { cursor: next } : {}),
    };
  },
};
