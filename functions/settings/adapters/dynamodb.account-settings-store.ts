import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import type { AccountSettingsRecord, AccountSettingsStore } from '#domain/settings/ports';
import { db } from '#lib/db/service';
import { writeVersioned } from '#lib/db/condition-failure';

function toRecord(item: { settings: unknown; version: number; updatedAt: string }): AccountSettingsRecord {
  // Parsed on read: an item written before a field existed gains that field's default.
  return {
    settings: accountSettingsSchema.parse(item.settings ?? {}),
    version: item.version,
    updatedAt: item.updatedAt,
  };
}

export const dynamoAccountSettingsStore: AccountSettingsStore = {
  async get(accountId) {
    const { data } = await db().entities.accountSettings.get({ accountId }).go();
    return data ? toRecord(data) : undefined;
  },

  async put(accountId, settings, expectedVersion) {
    const entity = db().entities.accountSettings;
    const item = { accountId, settings, version: expectedVersion + 1 };
    const written = await writeVersioned(
      expectedVersion,
      () => entity.create(item).go(),
      () =>
        entity
          .put(item)
          .where((attr, { eq }) => eq(attr.version, expectedVersion))
          .go(),
    );
    return written && toRecord({ ...written.data, settings, version: item.version });
  },
};
