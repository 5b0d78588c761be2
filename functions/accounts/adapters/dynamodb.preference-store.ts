import { db } from '#lib/db/service';
import type { PreferenceStore } from '../use-cases/preferences.use-case';

export const dynamoPreferenceStore: PreferenceStore = {
  async get(accountId, userId, key) {
    const { data } = await db().entities.userPreference.get({ accountId, userId, key }).go();
    return data?.value;
  },
  async put(accountId, userId, key, value) {
    await db().entities.userPreference.upsert({ accountId, userId, key, value }).go();
  },
};
