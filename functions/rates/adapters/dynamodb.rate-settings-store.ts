import { rateSettingsRequestSchema } from '#api/shipping';
import type { RateSettingsRecord, RateSettingsStore } from '#domain/rates/ports';
import { db } from '#lib/db/service';
import { writeVersioned } from '#lib/db/condition-failure';

function toRecord(item: { settings: unknown; version: number; updatedAt: string }): RateSettingsRecord {
  const { version: _v, ...settings } = rateSettingsRequestSchema.parse(item.settings ?? {});
  return { settings, version: item.version, updatedAt: item.updatedAt };
}

export const dynamoRateSettingsStore: RateSettingsStore = {
  async get(accountId) {
    const { data } = await db().entities.rateSettings.get({ accountId }).go();
    return data ? toRecord(data) : undefined;
  },

  async put(accountId, settings, expectedVersion) {
    const entity = db().entities.rateSettings;
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
