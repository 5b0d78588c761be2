import { db } from '#lib/db/service';
import type { PreferenceStore } from '../use-cases/preferences.use-case';

export const dynamoPreferenceStore: PreferenceStore = {
  async get(accountId, userId, key) {
    const { data } = await db().entities.userPreference.get({ accountId, userId, key }).go();
    if (!data) return undefined;
    return data.valueJson !== undefined ? JSON.parse(data.valueJson) : data.value;
  },
  async put(accountId, userId, key, value) {
    // Stored as text, not as a DynamoDB map: a map refuses empty keys and numbers past its range.
    await db()
      .entities.userPreference.put({ accountId, userId, key, valueJson: JSON.stringify(value) })
      .go();
  },
};
