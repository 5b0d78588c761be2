import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';
import { scheduledSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The account's late-shipment detection (accounts §6 "an enabled flag"; the no-scan business days):
 * ACC#<accountId> / SETTINGS#LATE_SHIPMENTS, versioned like the other settings items. Its own item,
 * not a field of the account settings, so saving the account settings form never switches it off.
 *
 * gsi1 (sparse) SCHEDULE#LATE_SHIPMENTS / ACC#<accountId>: the accounts with detection on, so the
 * detect-late-shipments schedule finds them without a scan (like SCHEDULE#ARCHIVE_ORDERS).
 */
export const LateShipmentSettingsEntity = scheduledSettingsEntity(
  'lateShipmentSettings',
  'SETTINGS#LATE_SHIPMENTS',
  'SCHEDULE#LATE_SHIPMENTS',
  (settings) => (settings as { enabled?: unknown } | undefined)?.enabled === true,
);

/**
 * Where the detector stopped in an account's orders on their way: ACC#<accountId> / LATESCAN, the
 * status being walked and the page cursor. Present only while a walk is unfinished; the next run
 * resumes from it, and deletes it when the walk reaches the end.
 */
export const LateScanEntity = new Entity({
  model: { entity: 'lateScan', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    statusKey: { type: 'string', required: true },
    cursor: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'LATESCAN' },
    },
  },
});
