import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The merchant's rate settings (accounts §3: service mapping, ignored and whitelisted services,
 * rounding, markups) and the perishable ship-day check, one item per account:
 * ACC#<accountId> / SETTINGS#RATES. Parsed on read, so fields added later take their defaults.
 */
export const RateSettingsEntity = versionedSettingsEntity('rateSettings', 'SETTINGS#RATES');
