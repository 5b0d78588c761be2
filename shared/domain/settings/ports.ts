import type { AccountSettings } from './account-settings.schema';

/** The account's settings item; `version` 0 means none is stored yet (the schema defaults apply). */
export interface AccountSettingsRecord {
  settings: AccountSettings;
  version: number;
  updatedAt: string | null;
}

export interface AccountSettingsStore {
  get(accountId: string): Promise<AccountSettingsRecord | undefined>;
  /** Replaces the item if it is still at `expectedVersion` (0: absent); undefined when it moved on. */
  put(
    accountId: string,
    settings: AccountSettings,
    expectedVersion: number,
  ): Promise<AccountSettingsRecord | undefined>;
}
