import { Entity } from 'electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * The merchant's rate settings (accounts §3: service mapping, ignored and whitelisted services,
 * rounding, markups) and the perishable ship-day check, one item per account:
 * ACC#<accountId> / SETTINGS#RATES. Parsed on read, so fields added later take their defaults.
 */
export const RateSettingsEntity = new Entity({
  model: { entity: 'rateSettings', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    settings: { type: 'any', required: true },
    /** Optimistic concurrency: every write names the version it replaces. */
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SETTINGS#RATES' },
    },
  },
});
