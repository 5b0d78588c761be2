import { RateSettingsEntity } from '../db/rate-settings.entity';
import { storedRateSettingsSchema } from '#api/rate-settings';
import type { RateSettingsStore } from '#domain/rates/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';

export const dynamoRateSettingsStore: RateSettingsStore = makeVersionedSettingsStore(RateSettingsEntity, (stored) => {
  const { version: _v, ...settings } = storedRateSettingsSchema.parse(stored);
  return settings;
});
