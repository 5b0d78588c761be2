import { storedRateSettingsSchema, type RateSettingsView } from '#api/rate-settings';
import type { RateSettingsStore, StoredRateSettings } from '#domain/rates/ports';
import { ConflictError } from '#lib/errors';

export const STALE_RATE_SETTINGS =
  'These rate settings were changed by someone else meanwhile. Reload them and save again.';

export function defaultRateSettings(): StoredRateSettings {
  const { version: _v, ...settings } = storedRateSettingsSchema.parse({});
  return settings;
}

/** The account's rate settings, or the defaults when it never saved any. */
export async function rateSettingsOf(store: RateSettingsStore, accountId: string): Promise<StoredRateSettings> {
  return (await store.get(accountId))?.settings ?? defaultRateSettings();
}

/** Rate settings (accounts §3, §5) and the ship-day check, scoped by the caller's account. */
export function makeRateSettingsUseCases({ settings }: { settings: RateSettingsStore }) {
  const present = (record: Awaited<ReturnType<RateSettingsStore['get']>>): RateSettingsView =>
    record ? { ...record.settings, version: record.version } : { ...defaultRateSettings(), version: 0 };

  return {
    async get(accountId: string): Promise<RateSettingsView> {
      return present(await settings.get(accountId));
    },

    /** Replaces them; a save from a form loaded at an older version answers 409 rather than overwriting. */
    async put(accountId: string, request: StoredRateSettings & { version?: number }): Promise<RateSettingsView> {
      const { version, ...next } = request;
      const current = await settings.get(accountId);
      const currentVersion = current?.version ?? 0;
      if (version !== undefined && version !== currentVersion) throw new ConflictError(STALE_RATE_SETTINGS);
      const saved = await settings.put(accountId, next, currentVersion);
      if (!saved) throw new ConflictError(STALE_RATE_SETTINGS);
      return present(saved);
    },
  };
}
