import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import { db } from '#lib/db/service';

/** An account whose archiveOrders setting is on, with the setting (accounts §3). */
export interface ArchiveScheduleAccount {
  accountId: string;
  archiveOrders: { active: boolean; days: number };
}

const PAGE = 100;

/**
 * The accounts the archive-orders schedule works for: the settings items carrying the sparse
 * gsi1 key SCHEDULE#ARCHIVE_ORDERS (the entity writes it while archiveOrders.active is on).
 */
export const dynamoArchiveScheduleAccounts = {
  async page(cursor: string | undefined): Promise<{ items: ArchiveScheduleAccount[]; cursor?: string }> {
    const { data, cursor: next } = await db()
      .entities.accountSettings.query.byArchiveSchedule({})
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
