import { Entity } from 'electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * The merchant's account settings (accounts §3), one item per account: ACC#<accountId> / SETTINGS#ACCOUNT.
 * `settings` holds the stored shape of shared/domain/settings/account-settings.schema.ts, parsed on
 * read so fields added later take their defaults; no item means every default.
 *
 * gsi1 (sparse) SCHEDULE#ARCHIVE_ORDERS / ACC#<accountId>: the accounts whose archiveOrders.active
 * is on, so the archive-orders schedule finds them without a scan. Like the membership's USER# key
 * it is not led by an account: it is how the accounts are found. Every create/put recomputes it.
 */
export const AccountSettingsEntity = new Entity({
  model: { entity: 'accountSettings', version: '1', service: SERVICE_NAME },
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
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SETTINGS#ACCOUNT' },
    },
    byArchiveSchedule: {
      index: 'gsi1',
      condition: (attr) =>
        (attr.settings as { archiveOrders?: { active?: unknown } } | undefined)?.archiveOrders?.active === true,
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#ARCHIVE_ORDERS' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}' },
    },
  },
});
