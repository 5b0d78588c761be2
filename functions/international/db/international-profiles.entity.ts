import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The account's international profiles (accounts §3), one versioned item per account:
 * ACC#<accountId> / SETTINGS#INTERNATIONAL_PROFILES holding the list. One item keeps "exactly one
 * default" a single conditional write; an account keeps at most 50 profiles, well inside an item.
 */
export const InternationalProfilesEntity = versionedSettingsEntity(
  'internationalProfiles',
  'SETTINGS#INTERNATIONAL_PROFILES',
);
