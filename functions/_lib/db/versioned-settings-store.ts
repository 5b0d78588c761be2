import { writeVersioned } from './condition-failure';
import { db } from './service';

/** One settings item per account, versioned: what the account settings and the rate settings stores share. */
type SettingsEntityName = 'accountSettings' | 'rateSettings' | 'lateShipmentSettings';

export interface VersionedSettingsRecord<S> {
  settings: S;
  version: number;
  updatedAt: string;
}

/**
 * get / put of an account's settings item, the put guarded by the version the merchant's form was
 * loaded at (create when 0). `parse` reads the stored settings, so an item written before a field
 * existed gains that field's default.
 */
export function makeVersionedSettingsStore<S>(entityName: SettingsEntityName, parse: (stored: unknown) => S) {
  const entity = () => db().entities[entityName];
  const toRecord = (item: { settings: unknown; version: number; updatedAt: string }): VersionedSettingsRecord<S> => ({
    settings: parse(item.settings ?? {}),
    version: item.version,
    updatedAt: item.updatedAt,
  });
  return {
    async get(accountId: string): Promise<VersionedSettingsRecord<S> | undefined> {
      const { data } = await entity().get({ accountId }).go();
      return data ? toRecord(data) : undefined;
    },
    async put(accountId: string, settings: S, expectedVersion: number) {
      const item = { accountId, settings: settings as never, version: expectedVersion + 1 };
      const written = await writeVersioned(
        expectedVersion,
        () => entity().create(item).go(),
        () =>
          entity()
            .put(item)
            .where((attr, { eq }) => eq(attr.version, expectedVersion))
            .go(),
      );
      return written && toRecord({ ...written.data, settings, version: item.version });
    },
  };
}
