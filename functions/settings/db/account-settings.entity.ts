import { scheduledSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The merchant's account settings (accounts §3), one item per account: ACC#<accountId> / SETTINGS#ACCOUNT.
 * `settings` holds the stored shape of shared/domain/settings/account-settings.schema.ts, parsed on
 * read so fields added later take their defaults; no item means every default.
 *
 * gsi1 (sparse) SCHEDULE#ARCHIVE_ORDERS / ACC#<accountId>: the accounts whose archiveOrders.active
 * is on, so the archive-orders schedule finds them without a scan. Like the membership's USER# key
 * it is not led by an account: it is how the accounts are found. Every create/put recomputes it.
 */
export const AccountSettingsEntity = scheduledSettingsEntity(
  'accountSettings',
  'SETTINGS#ACCOUNT',
  'SCHEDULE#ARCHIVE_ORDERS',
  (settings) => (settings as { archiveOrders?: { active?: unknown } } | undefined)?.archiveOrders?.active === true,
);
