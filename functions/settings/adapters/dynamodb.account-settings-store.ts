import { AccountSettingsEntity } from '../db/account-settings.entity';
import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import type { AccountSettingsStore } from '#domain/settings/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';

export const dynamoAccountSettingsStore: AccountSettingsStore = makeVersionedSettingsStore(
  AccountSettingsEntity,
  (stored) => accountSettingsSchema.parse(stored),
);
