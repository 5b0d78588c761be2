import type { RateSettingsView } from '#api/shipping';

/** Rate settings as stored (accounts §3 and the ship-day check), without the version. */
export type StoredRateSettings = Omit<RateSettingsView, 'version'>;

export interface RateSettingsRecord {
  settings: StoredRateSettings;
  version: number;
  updatedAt: string | null;
}

/** The account's rate settings item; `version` 0 means none is stored yet (the defaults apply). */
export interface RateSettingsStore {
  get(accountId: string): Promise<RateSettingsRecord | undefined>;
  /** Replaces the item if it is still at `expectedVersion` (0: absent); undefined when it moved on. */
  put(
    accountId: string,
    settings: StoredRateSettings,
    expectedVersion: number,
  ): Promise<RateSettingsRecord | undefined>;
}
