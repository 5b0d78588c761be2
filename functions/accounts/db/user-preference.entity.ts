import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/** A user's UI preferences in one account (grid columns, their order, page size): ACC#<a> / PREFS#<userId>#<key>. */
export const UserPreferenceEntity = new Entity({
  model: { entity: 'userPreference', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    /** The value as JSON text: any JSON round-trips (empty keys, numbers DynamoDB cannot hold). */
    valueJson: { type: 'string' },
    /** Values written before valueJson, as a DynamoDB map. */
    value: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['userId', 'key'], template: 'PREFS#${userId}#${key}' },
    },
  },
});
