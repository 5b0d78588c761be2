import { writeVersioned } from './condition-failure';
import { onTable, type AnyEntity } from './table';

/** What a stored settings item holds, whichever settings entity stores it. */
interface SettingsItem {
  settings: unknown;
  version: number;
  updatedAt: string;
}

export interface VersionedSettingsRecord<S> {
  settings: S;
  version: number;
  updatedAt: string;
}

/**
 * One settings item per account, versioned: what the account, rate and late-shipment settings stores
 * share. `settingsEntity` is the domain's own entity keyed by `accountId` with `settings` and `version`.
 * get / put of an account's settings item, the put guarded by the version the merchant's form was
 * loaded at (create when 0). `parse` reads the stored settings, so an item written before a field
 * existed gains that field's default.
 */
export function makeVersionedSettingsStore<S>(settingsEntity: AnyEntity, parse: (stored: unknown) => S) {
  const entity = () => onTable(settingsEntity);
  const toRecord = (item: SettingsItem): VersionedSettingsRecord<S> => ({
    settings: parse(item.settings ?? {}),
    version: item.version,
    updatedAt: item.updatedAt,
  });
  return {
    async get(accountId: string): Promise<VersionedSettingsRecord<S> | undefined> {
      const { data } = (await entity().get({ accountId }).go()) as { data: SettingsItem | null };
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
      return written && toRecord({ ...(written.data as SettingsItem), settings, version: item.version });
    },
  };
}
