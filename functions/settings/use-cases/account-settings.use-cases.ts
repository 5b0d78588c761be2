import type { AccountSettingsResponse } from '#api/settings';
import { defaultAccountSettings, type AccountSettings } from '#domain/settings/account-settings.schema';
import type { AccountSettingsRecord, AccountSettingsStore } from '#domain/settings/ports';
import { ConflictError } from '#lib/errors';

export const STALE_SETTINGS = 'These settings were changed by someone else meanwhile. Reload them and save again.';

const present = (record: AccountSettingsRecord | undefined): AccountSettingsResponse =>
  record
    ? { ...record.settings, version: record.version, updatedAt: record.updatedAt }
    : { ...defaultAccountSettings(), version: 0, updatedAt: null };

/** The account's settings, or the defaults when it never saved any (for the rules that use them). */
export async function accountSettingsOf(store: AccountSettingsStore, accountId: string): Promise<AccountSettings> {
  return (await store.get(accountId))?.settings ?? defaultAccountSettings();
}

/** Account settings (accounts §3). Every call is scoped by the caller's account id. */
export function makeAccountSettingsUseCases({ settings }: { settings: AccountSettingsStore }) {
  return {
    async get(accountId: string): Promise<AccountSettingsResponse> {
      return present(await settings.get(accountId));
    },

    /**
     * Replaces the settings. With `version` (the one the form loaded) a concurrent save answers
     * 409 instead of being overwritten; without it, the write goes on top of the latest version.
     */
    async put(
      accountId: string,
      request: { settings: AccountSettings; version?: number },
    ): Promise<AccountSettingsResponse> {
      const current = await settings.get(accountId);
      const currentVersion = current?.version ?? 0;
      if (request.version !== undefined && request.version !== currentVersion) throw new ConflictError(STALE_SETTINGS);
      const saved = await settings.put(accountId, request.settings, currentVersion);
      if (!saved) throw new ConflictError(STALE_SETTINGS);
      return present(saved);
    },
  };
}
