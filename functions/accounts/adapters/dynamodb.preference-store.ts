import { UserPreferenceEntity } from '../db/user-preference.entity';
import { onTable } from '#lib/db/table';
import type { PreferenceStore } from '../use-cases/preferences.use-case';

export const dynamoPreferenceStore: PreferenceStore = {
  async get(accountId, userId, key) {
    const { data } = await onTable(UserPreferenceEntity).get({ accountId, userId, key }).go();
    if (!data) return undefined;
    return data.valueJson !== undefined ? JSON.parse(data.valueJson) : data.value;
  },
  async put(accountId, userId, key, value) {
    // Stored as text, not as a DynamoDB map: a map refuses empty keys and numbers past its range.
    await onTable(UserPreferenceEntity)
      .put({ accountId, userId, key, valueJson: JSON.stringify(value) })
      .go();
  },
};
