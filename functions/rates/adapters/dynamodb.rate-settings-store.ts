import { RateSettingsEntity } from '../db/rate-settings.entity';
import { rateSettingsRequestSchema } from '#api/shipping';
import type { RateSettingsStore } from '#domain/rates/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';

export const dynamoRateSettingsStore: RateSettingsStore = makeVersionedSettingsStore(RateSettingsEntity, (stored) => {
  const { version: _v, ...settings } = rateSettingsRequestSchema.parse(stored);
  return settings;
});
