import { Entity } from './electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from './common';

/** The attributes of every versioned settings item: the stored settings and the version each write names. */
const settingsAttributes = {
  accountId: { type: 'string', required: true, readOnly: true },
  settings: { type: 'any', required: true },
  /** Optimistic concurrency: every write names the version it replaces. */
  version: { type: 'number', required: true },
  ...timestamps,
} as const;

/**
 * An account's versioned settings item (ACC#<accountId> / <sortKey>), read and written by
 * makeVersionedSettingsStore: `settings` is stored as given and parsed on read, so fields added
 * later take their defaults. One shape for every settings item; `entity` names it.
 */
export function versionedSettingsEntity(entity: string, sortKey: string) {
  return new Entity({
    model: { entity, version: '1', service: SERVICE_NAME },
    attributes: settingsAttributes,
    indexes: {
      byAccount: {
        pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
        sk: { field: 'sk', casing: 'none', composite: [], template: sortKey },
      },
    },
  });
}

/**
 * A versioned settings item a schedule walks: gsi1 (sparse) <scheduleKey> / ACC#<accountId> holds the
 * accounts whose settings `isOn`, so the schedule finds them without a scan. Like the membership's
 * USER# key it is not led by an account: it is how the accounts are found. Every create/put
 * recomputes it.
 */
export function scheduledSettingsEntity(
  entity: string,
  sortKey: string,
  scheduleKey: string,
  isOn: (settings: unknown) => boolean,
) {
  return new Entity({
    model: { entity, version: '1', service: SERVICE_NAME },
    attributes: settingsAttributes,
    indexes: {
      byAccount: {
        pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
        sk: { field: 'sk', casing: 'none', composite: [], template: sortKey },
      },
      bySchedule: {
        index: 'gsi1',
        condition: (attr) => isOn(attr.settings),
        pk: { field: 'gsi1pk', casing: 'none', composite: [], template: scheduleKey },
        sk: { field: 'gsi1sk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}' },
      },
    },
  });
}
